import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAsync, type AsyncState } from '@niec/shared';
import { fetchVacancies } from '../api/fetch-vacancies';
import { filterVacancies, type VacancyFilter } from '../api/filter-vacancies';
import type { VacancySummary } from '../api/vacancy-types';

/** URL keys of the list filters: /career?area=<id_kabkota>&kategori=<jobdesk>. */
export const AREA_PARAM = 'area';
export const CATEGORY_PARAM = 'kategori';

export interface VacancySearch {
  filter: VacancyFilter;
  results: AsyncState<VacancySummary[]>;
  /** 'Cari': puts the filter in the URL and asks the server for the matching vacancies. */
  search: (filter: VacancyFilter) => void;
  retry: () => void;
}

/**
 * The list follows the URL: without filters it shows GET /niec-career/loker; with filters in the URL
 * (a shared link, back/forward, or after 'Cari') it asks POST /niec-career/filter-lowongan.
 */
export function useVacancySearch(): VacancySearch {
  const [params, setParams] = useSearchParams();
  const area = params.get(AREA_PARAM) ?? '';
  const category = params.get(CATEGORY_PARAM) ?? '';
  // 'Cari' always asks the server, even when it leaves the URL unchanged.
  const [searches, setSearches] = useState(0);
  const [attempt, setAttempt] = useState(0);

  const filtered = area !== '' || category !== '' || searches > 0;
  const results = useAsync(
    (signal) => (filtered ? filterVacancies({ area, category }, signal) : fetchVacancies(signal)),
    [area, category, searches, attempt],
  );

  const search = useCallback(
    (next: VacancyFilter) => {
      const nextParams = new URLSearchParams();
      if (next.area) nextParams.set(AREA_PARAM, next.area);
      if (next.category) nextParams.set(CATEGORY_PARAM, next.category);
      setParams(nextParams);
      setSearches((n) => n + 1);
    },
    [setParams],
  );
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return { filter: { area, category }, results, search, retry };
}
