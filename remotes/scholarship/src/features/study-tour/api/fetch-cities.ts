import { getApiClient, type City } from '@niec/shared';

export interface CityOption {
  value: string;
  label: string;
}

/** GET /kabupaten: the origin cities of the booking form; the city id is what gets sent. */
export async function fetchCities(signal?: AbortSignal): Promise<CityOption[]> {
  const { data } = await getApiClient().get<{ data: unknown }>('/kabupaten', { signal });
  const list = Array.isArray(data.data) ? (data.data as City[]) : [];
  return list.map((c) => ({ value: String(c.id), label: c.kabupaten_name }));
}
