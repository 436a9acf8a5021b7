import { getApiClient, type PlatinumUniversity } from '@niec/shared';

/** GET /university/platinum. Body: {data: [{logo, name?}]}. */
export async function fetchPlatinumUniversities(signal?: AbortSignal): Promise<PlatinumUniversity[]> {
  const { data } = await getApiClient().get<{ data: PlatinumUniversity[] | null }>('/university/platinum', {
    signal,
  });
  return Array.isArray(data?.data) ? data.data.filter((u) => typeof u?.logo === 'string' && u.logo !== '') : [];
}
