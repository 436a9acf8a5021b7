import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAsync, type AsyncState } from '@niec/shared';
import { fetchVacancies } from '../api/fetch-vacancies';
import { filterVacancies, type VacancyFilter } from '../api/filter-vacancies';
import type { VacancySummary } from '../api/vacancy-types';

/** URL keys of the list filters: /career?area=<id_kabkota>&kategori=<jobdesk>. */
export const AREA_PARAM = 'area';
export const CATEGORY_PARAM = 'kategori';

interface SearchRequest extends VacancyFilter {
  /** POST filter-lowongan (true) or GET loker (false). */
  filter: boolean;
  searches: number;
  /** The URL filter this request belongs to. */
  urlKey: string;
}

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
  const urlKey = `${area}|${category}`;

  // What to ask the server. 'Cari' sets it together with the URL, so one click makes one request
  // (the URL update lands in a later render); a URL change from elsewhere (back/forward) replaces it.
  const [request, setRequest] = useState<SearchRequest>(() => ({
    area,
    category,
    filter: area !== '' || category !== '',
    searches: 0,
    urlKey,
  }));
  const [seenUrlKey, setSeenUrlKey] = useState(urlKey);
  if (seenUrlKey !== urlKey) {
    setSeenUrlKey(urlKey);
    if (request.urlKey !== urlKey) {
      setRequest({ area, category, filter: area !== '' || category !== '', searches: request.searches, urlKey });
    }
  }
  const [attempt, setAttempt] = useState(0);

  const results = useAsync(
    (signal) =>
      request.filter
        ? filterVacancies({ area: request.area, category: request.category }, signal)
        : fetchVacancies(signal),
    [request.area, request.category, request.filter, request.searches, attempt],
  );

  const search = useCallback(
    (next: VacancyFilter) => {
      const nextKey = `${next.area}|${next.category}`;
      // 'Cari' always asks the filter endpoint, even when the URL stays the same.
      setRequest((current) => ({ ...next, filter: true, searches: current.searches + 1, urlKey: nextKey }));
      if (nextKey !== urlKey) {
        const nextParams = new URLSearchParams();
        if (next.area) nextParams.set(AREA_PARAM, next.area);
        if (next.category) nextParams.set(CATEGORY_PARAM, next.category);
        setParams(nextParams);
      }
    },
    [setParams, urlKey],
  );
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return { filter: { area, category }, results, search, retry };
}
