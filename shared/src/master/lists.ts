import { getApiClient, type Province, type Regency } from '@niec/shared';
import { loadMasterData } from './memo';

/** GET /master/provinces (careers application, checkout address): the page loaders' list, once per visit. */
export function fetchProvinces(signal?: AbortSignal): Promise<Province[]> {
  return loadMasterData(
    'GET /master/provinces',
    async (requestSignal) => {
      const { data } = await getApiClient().get<{ data: Province[] }>('/master/provinces', { signal: requestSignal });
      return data.data;
    },
    signal,
  );
}

/** GET /master/kabupaten/{provinceId}: the regencies of one province, once per province and visit. */
export function fetchRegencies(provinceId: string | number, signal?: AbortSignal): Promise<Regency[]> {
  const path = `/master/kabupaten/${encodeURIComponent(String(provinceId))}`;
  return loadMasterData(
    `GET ${path}`,
    async (requestSignal) => {
      const { data } = await getApiClient().get<{ data: Regency[] }>(path, { signal: requestSignal });
      return data.data;
    },
    signal,
  );
}
