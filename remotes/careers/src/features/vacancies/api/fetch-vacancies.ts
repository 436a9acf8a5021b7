import { getCachedApiClient, type Vacancy } from '@niec/shared';
import { toVacancySummary, type VacancySummary } from '../model';

/**
 * GET /niec-career/loker: every open vacancy (the body is a bare list), trimmed to what a card shows. A public list:
 * on the render server it comes from the instance's shared API cache, so each page does not fetch it again.
 */
export async function fetchVacancies(signal?: AbortSignal): Promise<VacancySummary[]> {
  const { data } = await getCachedApiClient().get<Vacancy[]>('/niec-career/loker', { signal });
  return (Array.isArray(data) ? data : []).map(toVacancySummary);
}
