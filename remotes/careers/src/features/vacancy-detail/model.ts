import type { Vacancy } from '@niec/shared';
import { formatSalary } from './lib/format-salary';

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

export function toVacancyDetail(vacancy: Vacancy): VacancyDetail {
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
}
