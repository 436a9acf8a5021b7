import type { AreaEntry, Vacancy } from '@niec/shared';

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

/** A hiring branch as the branch select offers it. */
export interface BranchOption {
  id: string;
  name: string;
}

/** The branches of GET /niec-career/propinsi, each once. */
export function toBranchOptions(entries: readonly AreaEntry[]): BranchOption[] {
  const seen = new Set<string>();
  const branches: BranchOption[] = [];
  for (const entry of entries) {
    const id = String(entry.id_kabkota);
    // The real API may list a branch once per vacancy; show each branch once.
    if (seen.has(id)) continue;
    seen.add(id);
    branches.push({ id, name: entry.propinsi?.nama_kabkota ?? id });
  }
  return branches;
}
