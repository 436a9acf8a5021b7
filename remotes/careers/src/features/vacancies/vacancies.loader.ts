import { loaded, type LoaderArgs, type LoaderResult } from '@niec/shared';
import { fetchBranches, fetchJobCategories, type BranchOption } from './api/fetch-filter-options';
import { fetchVacancies } from './api/fetch-vacancies';
import { filterVacancies } from './api/filter-vacancies';
import type { VacancySummary } from './api/vacancy-types';
import { filterFromParams, isFiltered } from './vacancy-filter-params';

export type FilterOptionList = 'branches' | 'categories';

/** What /career shows: the vacancies of the URL's filter and the filter's options. */
export interface VacanciesData {
  vacancies: VacancySummary[];
  branches: BranchOption[];
  categories: string[];
  /**
   * Option lists that could not be loaded (only present then). The filter keeps 'Semua' and the page logs
   * them in the browser's console (SPEC section 8), wherever the loader ran.
   */
  failed?: { list: FilterOptionList; reason: string }[];
}

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * The loader of /career. Without a filter in the URL the list is GET /niec-career/loker; with one (a shared
 * link, back/forward, or after 'Cari') it is POST /niec-career/filter-lowongan. The branches and job categories
 * load alongside; either may fail without failing the page. A failed vacancy list throws (the page's error state).
 */
export async function loadVacancies({ searchParams, signal }: LoaderArgs): Promise<LoaderResult<VacanciesData>> {
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
  return loaded<VacanciesData>({ vacancies, branches, categories, ...(failed.length > 0 ? { failed } : {}) });
}
