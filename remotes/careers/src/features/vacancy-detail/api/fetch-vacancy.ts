import { getApiClient, isAxiosError, type Vacancy } from '@niec/shared';

/** A vacancy as the detail page shows it (mapped from the API's Vacancy at this edge). */
export interface VacancyDetail {
  id: number;
  title: string;
  department: string;
  branch: string;
  slug: string;
  salaryMin: number | null;
  salaryMax: number | null;
  /** Unsanitised HTML from the API: render only through SafeHtml. */
  descriptionHtml: string;
}

function toAmount(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : null;
}

/** GET /niec-career/detail-lowongan/{slug}. Resolves null when the API does not know the slug (404). */
export async function fetchVacancy(slug: string, signal?: AbortSignal): Promise<VacancyDetail | null> {
  try {
    const { data } = await getApiClient().get<{ data: Vacancy | null }>(
      `/niec-career/detail-lowongan/${encodeURIComponent(slug)}`,
      { signal },
    );
    const vacancy = data.data;
    if (!vacancy) return null;
    return {
      id: vacancy.id_job_vacancy,
      title: vacancy.title,
      department: vacancy.department,
      branch: vacancy.propinsi?.nama_kabkota ?? '',
      slug: vacancy.slug_title,
      salaryMin: toAmount(vacancy.gaji_1),
      salaryMax: toAmount(vacancy.gaji_2),
      descriptionHtml: vacancy.deskripsi ?? '',
    };
  } catch (error) {
    if (isAxiosError(error) && error.response?.status === 404) return null;
    throw error;
  }
}
