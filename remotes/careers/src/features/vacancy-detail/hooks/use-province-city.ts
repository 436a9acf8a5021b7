import { useCallback, useEffect } from 'react';
import { fetchRegencies, useAsync, type Regency } from '@niec/shared';

export interface ProvinceCityCascade {
  cities: Regency[];
  citiesStatus: 'idle' | 'loading' | 'success' | 'error';
  /** Sets the province and empties the city, whose list then reloads for the new province. */
  chooseProvince: (provinceId: string) => void;
}

/**
 * The province -> city cascade of an address: the cities of the chosen province come from
 * GET /master/kabupaten/{provinceId}; choosing another province resets the city. A slow answer for
 * an earlier province never replaces the list of the current one (useAsync aborts it).
 */
export function useProvinceCity(
  provinceId: string,
  setProvince: (provinceId: string) => void,
  setCity: (cityId: string) => void,
): ProvinceCityCascade {
  const cities = useAsync<Regency[]>(
    (signal) => (provinceId ? fetchRegencies(provinceId, signal) : Promise.resolve([])),
    [provinceId],
  );
  useEffect(() => {
    if (cities.status === 'error') console.error('Error fetching kabupaten', cities.error);
  }, [cities.status, cities.error]);

  const chooseProvince = useCallback(
    (next: string) => {
      setProvince(next);
      setCity('');
    },
    [setProvince, setCity],
  );

  return {
    cities: cities.data ?? [],
    citiesStatus: provinceId ? cities.status : 'idle',
    chooseProvince,
  };
}
