import { getApiClient } from '@niec/shared';
import { toScholarshipItems, type ScholarshipItem } from './scholarship-item';

/** GET /website/scholarship: every scholarship, shown before any filter is ticked. */
export async function fetchScholarships(signal?: AbortSignal): Promise<ScholarshipItem[]> {
  const { data } = await getApiClient().get<{ data: unknown }>('/website/scholarship', { signal });
  return toScholarshipItems(data.data);
}
