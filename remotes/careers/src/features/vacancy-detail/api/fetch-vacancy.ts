import { getApiClient, isAxiosError, type Vacancy } from '@niec/shared';
import { toVacancyDetail, type VacancyDetail } from '../model';

/** An answer without a vacancy in it: null, an empty object or list, a record without its id or title. */
function isVacancy(value: unknown): value is Vacancy {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const record = value as Partial<Vacancy>;
  return record.id_job_vacancy !== undefined && record.id_job_vacancy !== null && !!record.title;
}

/**
 * GET /niec-career/detail-lowongan/{slug}. Resolves null when the API does not know the slug (404, or an
 * answer without a vacancy); any other failure rejects.
 */
export async function fetchVacancy(slug: string, signal?: AbortSignal): Promise<VacancyDetail | null> {
  try {
    const { data } = await getApiClient().get<{ data: unknown }>(
      `/niec-career/detail-lowongan/${encodeURIComponent(slug)}`,
      { signal },
    );
    const vacancy = data?.data;
    return isVacancy(vacancy) ? toVacancyDetail(vacancy) : null;
  } catch (error) {
    if (isAxiosError(error) && error.response?.status === 404) return null;
    throw error;
  }
}
