import { getApiClient, type Consultant } from '@niec/shared';

/** GET /master/consultant/list-active: the consultants a new member can register with. */
export async function fetchConsultants(signal?: AbortSignal): Promise<Consultant[]> {
  const { data } = await getApiClient().get<{ data: Consultant[] }>('/master/consultant/list-active', { signal });
  return Array.isArray(data.data) ? data.data : [];
}
