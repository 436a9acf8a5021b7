import { getApiClient, type School } from '@niec/shared';

/** GET /sekolah-indonesia/{provinceId}: the schools of one province. */
export async function fetchSchools(provinceId: string, signal?: AbortSignal): Promise<School[]> {
  const { data } = await getApiClient().get<{ data: School[] }>(
    `/sekolah-indonesia/${encodeURIComponent(provinceId)}`,
    { signal },
  );
  return Array.isArray(data.data) ? data.data : [];
}
