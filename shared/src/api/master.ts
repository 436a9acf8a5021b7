import { getApiClient } from './clients';
import type { Province, Regency } from '../types/entities';

/** GET /master/provinces (careers application, checkout address). */
export async function fetchProvinces(signal?: AbortSignal): Promise<Province[]> {
  const { data } = await getApiClient().get<{ data: Province[] }>('/master/provinces', { signal });
  return data.data;
}

/** GET /master/kabupaten/{provinceId}: the regencies of one province. */
export async function fetchRegencies(provinceId: string | number, signal?: AbortSignal): Promise<Regency[]> {
  const { data } = await getApiClient().get<{ data: Regency[] }>(
    `/master/kabupaten/${encodeURIComponent(String(provinceId))}`,
    {
      signal,
    },
  );
  return data.data;
}
