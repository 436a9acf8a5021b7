import { loaded, notFound, type LoaderArgs, type LoaderResult } from '@niec/shared';
import { paginate, readPage } from '@niec/shared/lists';
import { fetchBranches, fetchJobCategories } from './api/fetch-filter-options';
import { fetchVacancies } from './api/fetch-vacancies';
import { filterVacancies } from './api/filter-vacancies';
import type { BranchOption, VacancySummary } from './model';
import { filterFromParams, isFiltered } from './lib/vacancy-filter-params';

export type FilterOptionList = 'branches' | 'categories';

/** What /career shows: one page (24) of the vacancies of the URL's filter, and the filter's options. */
export interface VacanciesData {
  /** The cards of this page, trimmed to what a card shows. */
  vacancies: VacancySummary[];
  /** 1-based. */
  page: number;
  pageCount: number;
  /** Vacancies of the filter on every page. */
  total: number;
  /** Every branch and category (the options do not depend on the page or the filter). */
  branches: BranchOption[];
  categories: string[];
  /**
   * Option lists that could not be loaded (only present then). The filter keeps 'Semua' and the page logs
   * them in the browser's console (docs/product-rules.md#careers), wherever the loader ran.
   */
  failed?: { list: FilterOptionList; reason: string }[];
}

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * The loader of /career (it reads `area`, `kategori` and `page`, see routes.tsx). Without a filter in the URL the
 * list is GET /niec-career/loker; with one (a shared link, back/forward, or after 'Cari') it is POST
 * /niec-career/filter-lowongan. The list is paged here, on the server: the browser receives the cards of the URL's
 * page only. The branches and job categories load alongside; either may fail without failing the page. A failed
 * vacancy list throws (the page's error state); an invalid page, or one past the last, is not found.
 */
export async function loadVacancies({ searchParams, signal }: LoaderArgs): Promise<LoaderResult<VacanciesData>> {
  const page = readPage(searchParams);
  if (page === null) return notFound();
  const filter = filterFromParams(searchParams);
  const failed: NonNullable<VacanciesData['failed']> = [];
  const optional = <T>(list: FilterOptionList, loading: Promise<T[]>): Promise<T[]> =>
    loading.catch((error: unknown) => {
      if (signal.aborted) throw error;
      failed.push({ list, reason: reasonOf(error) });
      return [];
    });
  const [vacancies, branches, categories] = await Promise.all([
    isFiltered(filter) ? filterVacancies(filter, signal) : fetchVacancies(signal),
    optional('branches', fetchBranches(signal)),
    optional('categories', fetchJobCategories(signal)),
  ]);
  const list = paginate(vacancies, page);
  if (!list) return notFound();
  return loaded<VacanciesData>({
    vacancies: list.items,
    page: list.page,
    pageCount: list.pageCount,
    total: list.total,
    branches,
    categories,
    ...(failed.length > 0 ? { failed } : {}),
  });
}
