import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PAGE_PARAM } from '@niec/shared';
import { readPage } from '@niec/shared/lists';
import type { VacancyFilter } from '../api/filter-vacancies';
import type { FilterOptionList, VacanciesData } from '../vacancies.loader';
import { filterFromParams, filterToParams } from '../lib/vacancy-filter-params';

export interface VacancySearch {
  /** The filter in the URL, which the list shown belongs to. */
  filter: VacancyFilter;
  /** The page of the list the URL asks for (1 for an invalid one, which the loader answers as not found). */
  page: number;
  /**
   * 'Cari': puts the filter in the URL, on the first page of its list, and the page's loader brings the matching
   * vacancies (through the render server, or in the browser on a static host). The same filter again on its first
   * page asks for the list again.
   */
  search: (filter: VacancyFilter) => void;
}

/** The list follows the URL: back/forward and shared links show the filter and page they name. */
export function useVacancySearch(reload: () => void): VacancySearch {
  const [params, setParams] = useSearchParams();
  const filter = filterFromParams(params);
  const urlKey = filterToParams(filter).toString();
  const onFirstPage = !params.has(PAGE_PARAM);

  const search = useCallback(
    (next: VacancyFilter) => {
      const nextParams = filterToParams(next);
      if (nextParams.toString() === urlKey && onFirstPage) reload();
      else setParams(nextParams);
    },
    [reload, setParams, urlKey, onFirstPage],
  );

  return { filter, page: readPage(params) ?? 1, search };
}

const FAILURE_LOGS: Record<FilterOptionList, string> = {
  branches: 'Error fetching career branches',
  categories: 'Error fetching job categories',
};

/** A failed branch or category list is only logged (docs/product-rules.md#careers): the select keeps 'Semua'. */
export function useLogFailedOptions(failed: VacanciesData['failed']): void {
  useEffect(() => {
    for (const { list, reason } of failed ?? []) console.error(FAILURE_LOGS[list], new Error(reason));
  }, [failed]);
}
