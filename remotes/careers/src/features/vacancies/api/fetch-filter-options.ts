import { getCachedApiClient, type AreaEntry, type JobCategory } from '@niec/shared';
import { toBranchOptions, type BranchOption } from '../model';

/** GET /niec-career/propinsi: the hiring branches (the body is a bare list); public, so through the API cache. */
export async function fetchBranches(signal?: AbortSignal): Promise<BranchOption[]> {
  const { data } = await getCachedApiClient().get<AreaEntry[]>('/niec-career/propinsi', { signal });
  return toBranchOptions(Array.isArray(data) ? data : []);
}

/** GET /consultant/list-jobdesk: the job categories; public, so through the API cache. */
export async function fetchJobCategories(signal?: AbortSignal): Promise<string[]> {
  const { data } = await getCachedApiClient().get<{ data: JobCategory[] }>('/consultant/list-jobdesk', { signal });
  return Array.from(new Set((Array.isArray(data.data) ? data.data : []).map((c) => c.jobdesk).filter(Boolean)));
}
