import type { AreaEntry, Vacancy } from '@niec/shared';
import { href } from '@niec/shared/routes';
import type { SaveButtonProps } from '@niec/shared/saved';

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

/**
 * A vacancy in the saved list: what 'Simpan' on its card and on its page keeps and what its search record says (its
 * `saved` key, title and href), from this one place so they never differ. Its id is its slug, as its page's URL.
 */
export function savedVacancy(
  vacancy: Pick<VacancySummary, 'slug' | 'title'>,
): Pick<SaveButtonProps, 'kind' | 'id' | 'title' | 'href'> {
  return {
    kind: 'lowongan',
    id: vacancy.slug,
    title: vacancy.title,
    href: href('vacancyDetail', { slug_title: vacancy.slug }),
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
