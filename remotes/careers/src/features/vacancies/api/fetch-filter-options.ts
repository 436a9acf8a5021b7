import { getCachedApiClient, type AreaEntry, type JobCategory } from '@niec/shared';

export interface BranchOption {
  id: string;
  name: string;
}

/** GET /niec-career/propinsi: the hiring branches (the body is a bare list); public, so through the API cache. */
export async function fetchBranches(signal?: AbortSignal): Promise<BranchOption[]> {
  const { data } = await getCachedApiClient().get<AreaEntry[]>('/niec-career/propinsi', { signal });
  const seen = new Set<string>();
  const branches: BranchOption[] = [];
  for (const entry of Array.isArray(data) ? data : []) {
    const id = String(entry.id_kabkota);
    // The real API may list a branch once per vacancy; show each branch once.
    if (seen.has(id)) continue;
    seen.add(id);
    branches.push({ id, name: entry.propinsi?.nama_kabkota ?? id });
  }
  return branches;
}

/** GET /consultant/list-jobdesk: the job categories; public, so through the API cache. */
export async function fetchJobCategories(signal?: AbortSignal): Promise<string[]> {
  const { data } = await getCachedApiClient().get<{ data: JobCategory[] }>('/consultant/list-jobdesk', { signal });
  return Array.from(new Set((Array.isArray(data.data) ? data.data : []).map((c) => c.jobdesk).filter(Boolean)));
}
