import type { VacancyFilter } from '../api/filter-vacancies';

/** URL keys of the list filters: /career?area=<id_kabkota>&kategori=<jobdesk>. */
export const AREA_PARAM = 'area';
export const CATEGORY_PARAM = 'kategori';

/** The filter a URL asks for ('' for every branch or category). */
export function filterFromParams(params: URLSearchParams): VacancyFilter {
  return { area: params.get(AREA_PARAM) ?? '', category: params.get(CATEGORY_PARAM) ?? '' };
}

/** The query of a filter; an empty filter is the bare /career. */
export function filterToParams(filter: VacancyFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.area) params.set(AREA_PARAM, filter.area);
  if (filter.category) params.set(CATEGORY_PARAM, filter.category);
  return params;
}

export const isFiltered = (filter: VacancyFilter): boolean => filter.area !== '' || filter.category !== '';
