import { getCachedApiClient } from '@niec/shared';
import { toScholarshipItems, type ScholarshipRecord } from '../model';

/**
 * GET /website/scholarship as the API answers it (`{ data: [...] }`). A public list: on the render server it is read
 * through the instance's shared cache, and a render worker keeps the parsed answer while it is current (the same
 * object each time), so page 7 does not fetch or parse the whole list again.
 */
export async function fetchScholarshipAnswer(signal?: AbortSignal): Promise<{ data: unknown }> {
  const { data } = await getCachedApiClient().get<{ data: unknown }>('/website/scholarship', { signal });
  return data;
}

/** Every scholarship, shown before any filter is ticked. */
export async function fetchScholarships(signal?: AbortSignal): Promise<ScholarshipRecord[]> {
  return toScholarshipItems((await fetchScholarshipAnswer(signal)).data);
}
