import { getApiClient, type Vacancy } from '@niec/shared';
import { toVacancySummary, type VacancySummary } from '../model';

export interface VacancyFilter {
  /** id_kabkota of the branch, '' for every branch. */
  area: string;
  /** The job category (jobdesk), '' for every category. */
  category: string;
}

/** POST /niec-career/filter-lowongan {id_kabkota, department}: the vacancies matching the filter. */
export async function filterVacancies(filter: VacancyFilter, signal?: AbortSignal): Promise<VacancySummary[]> {
  const { data } = await getApiClient().post<{ data: Vacancy[] }>(
    '/niec-career/filter-lowongan',
    { id_kabkota: filter.area, department: filter.category },
    { signal },
  );
  return (Array.isArray(data.data) ? data.data : []).map(toVacancySummary);
}
