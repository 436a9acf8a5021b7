import { getCachedApiClient } from '@niec/shared';
import { toScholarshipItems, type ScholarshipRecord } from '../model';

/**
 * GET /website/scholarship: every scholarship, shown before any filter is ticked. A public list: on the render
 * server it is read through the instance's shared cache, so page 7 does not fetch the whole list again.
 */
export async function fetchScholarships(signal?: AbortSignal): Promise<ScholarshipRecord[]> {
  const { data } = await getCachedApiClient().get<{ data: unknown }>('/website/scholarship', { signal });
  return toScholarshipItems(data.data);
}
