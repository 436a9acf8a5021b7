import { getApiClient, isAxiosError, type Vacancy } from '@niec/shared';
import { formatSalary } from '../format-salary';

/** A vacancy as the detail page shows it (mapped from the API's Vacancy at this edge). */
export interface VacancyDetail {
  /** id_job_vacancy, sent with the application. */
  id: number;
  title: string;
  department: string;
  branch: string;
  /** The salary range in rupiah ('Rp 5.000.000 - Rp 7.000.000'), null when the vacancy gives none. */
  salary: string | null;
  /** gaji_1 and gaji_2 as numbers (the JobPosting's baseSalary), null when the vacancy gives no salary. */
  salaryAmount: { min: number; max: number | null } | null;
  /** created_at: when the vacancy was posted (the JobPosting's datePosted), null when the API gives none. */
  postedAt: string | null;
  /** Unsanitised HTML from the API: render only through SafeHtml. */
  descriptionHtml: string;
}

function toAmount(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : null;
}

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
    if (!isVacancy(vacancy)) return null;
    const min = toAmount(vacancy.gaji_1);
    const max = toAmount(vacancy.gaji_2);
    return {
      id: vacancy.id_job_vacancy,
      title: vacancy.title,
      department: vacancy.department ?? '',
      branch: vacancy.propinsi?.nama_kabkota ?? '',
      salary: formatSalary(min, max),
      // As the page shows it: the range, or the one figure given.
      salaryAmount: min !== null ? { min, max } : max !== null ? { min: max, max: null } : null,
      postedAt: typeof vacancy.created_at === 'string' && vacancy.created_at ? vacancy.created_at : null,
      descriptionHtml: vacancy.deskripsi ?? '',
    };
  } catch (error) {
    if (isAxiosError(error) && error.response?.status === 404) return null;
    throw error;
  }
}
