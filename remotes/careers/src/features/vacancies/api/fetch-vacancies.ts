import { getCachedApiClient, type Vacancy } from '@niec/shared';
import { toVacancySummary, type VacancySummary } from '../model';

/**
 * GET /niec-career/loker: every open vacancy as the API sends it (the body is a bare list). A public list: on the
 * render server it comes from the instance's shared API cache, so each page does not fetch it again.
 */
export async function fetchVacancyRecords(signal?: AbortSignal): Promise<Vacancy[]> {
  const { data } = await getCachedApiClient().get<Vacancy[]>('/niec-career/loker', { signal });
  return Array.isArray(data) ? data : [];
}

/** Every open vacancy, trimmed to what a card shows. */
export async function fetchVacancies(signal?: AbortSignal): Promise<VacancySummary[]> {
  return (await fetchVacancyRecords(signal)).map(toVacancySummary);
}
