import { getApiClient, type City } from '@niec/shared';
import { loadMasterData } from '@niec/shared/master';

export interface CityOption {
  value: string;
  label: string;
}

/** GET /kabupaten: the origin cities of the booking form (once per visit); the city id is what gets sent. */
export function fetchCities(signal?: AbortSignal): Promise<CityOption[]> {
  return loadMasterData(
    'GET /kabupaten',
    async (requestSignal) => {
      const { data } = await getApiClient().get<{ data: unknown }>('/kabupaten', { signal: requestSignal });
      const list = Array.isArray(data.data) ? (data.data as City[]) : [];
      return list.map((c) => ({ value: String(c.id), label: c.kabupaten_name }));
    },
    signal,
  );
}
