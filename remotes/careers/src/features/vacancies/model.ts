import type { Vacancy } from '@niec/shared';

/** A vacancy as the list shows it (mapped from the API's Vacancy at this edge). */
export interface VacancySummary {
  id: number;
  title: string;
  department: string;
  branch: string;
  slug: string;
}

export function toVacancySummary(vacancy: Vacancy): VacancySummary {
  return {
    id: vacancy.id_job_vacancy,
    title: vacancy.title,
    department: vacancy.department,
    branch: vacancy.propinsi?.nama_kabkota ?? '',
    slug: vacancy.slug_title,
  };
}
