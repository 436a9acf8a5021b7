import { getApiClient, type Vacancy } from '@niec/shared';
import { toVacancySummary, type VacancySummary } from './vacancy-types';

/** GET /niec-career/loker: every open vacancy (the body is a bare list). */
export async function fetchVacancies(signal?: AbortSignal): Promise<VacancySummary[]> {
  const { data } = await getApiClient().get<Vacancy[]>('/niec-career/loker', { signal });
  return (Array.isArray(data) ? data : []).map(toVacancySummary);
}
