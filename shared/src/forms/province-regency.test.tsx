import type * as Master from '@niec/shared/master';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useState } from 'react';
import type { Regency } from '@niec/shared';
import { fetchRegencies } from '@niec/shared/master';
import { useProvinceRegency } from './province-regency';

jest.mock('@niec/shared/master', () => ({
  ...jest.requireActual<typeof Master>('@niec/shared/master'),
  fetchRegencies: jest.fn(),
}));

const fetchRegenciesMock = jest.mocked(fetchRegencies);

const CITIES: Record<string, Regency[]> = {
  '51': [
    { id: 5101, kabupaten_name: 'Kota Denpasar' },
    { id: 5102, kabupaten_name: 'Kabupaten Badung' },
  ],
  '31': [{ id: 3101, kabupaten_name: 'Kota Jakarta Selatan' }],
};

function useAddress(initialProvince: string, initialCity: string) {
  const [province, setProvince] = useState(initialProvince);
  const [city, setCity] = useState(initialCity);
  const cascade = useProvinceRegency(province, setProvince, setCity);
  return {
    province,
    city,
    setCity,
    cities: cascade.options,
    citiesStatus: cascade.status,
    chooseProvince: cascade.choose,
  };
}

beforeEach(() => {
  fetchRegenciesMock.mockImplementation((id) => Promise.resolve(CITIES[String(id)] ?? []));
});

test('without a province no cities are requested and the city list is idle', async () => {
  const { result } = renderHook(() => useAddress('', ''));
  await act(() => Promise.resolve());
  expect(result.current.citiesStatus).toBe('idle');
  expect(result.current.cities).toEqual([]);
  expect(fetchRegenciesMock).not.toHaveBeenCalled();
});

test('choosing a province loads its cities from the API', async () => {
  const { result } = renderHook(() => useAddress('', ''));
  act(() => result.current.chooseProvince('51'));
  expect(result.current.province).toBe('51');
  expect(result.current.citiesStatus).toBe('loading');
  await waitFor(() => expect(result.current.citiesStatus).toBe('success'));
  expect(result.current.cities.map((c) => c.kabupaten_name)).toEqual(['Kota Denpasar', 'Kabupaten Badung']);
  expect(fetchRegenciesMock).toHaveBeenCalledWith('51', expect.any(AbortSignal));
});

test('changing the province resets the chosen city and loads the new cities', async () => {
  const { result } = renderHook(() => useAddress('51', '5101'));
  await waitFor(() => expect(result.current.citiesStatus).toBe('success'));
  expect(result.current.city).toBe('5101');

  act(() => result.current.chooseProvince('31'));
  expect(result.current.city).toBe('');
  await waitFor(() => expect(result.current.cities).toEqual(CITIES['31']));
});

test('a slow answer for the previous province never replaces the current cities', async () => {
  let releaseBali: (cities: Regency[]) => void = () => undefined;
  fetchRegenciesMock.mockImplementation((id) =>
    String(id) === '51'
      ? new Promise<Regency[]>((resolve) => {
          releaseBali = resolve;
        })
      : Promise.resolve(CITIES[String(id)] ?? []),
  );
  const { result } = renderHook(() => useAddress('', ''));
  act(() => result.current.chooseProvince('51'));
  act(() => result.current.chooseProvince('31'));
  await waitFor(() => expect(result.current.cities).toEqual(CITIES['31']));
  await act(() => {
    releaseBali(CITIES['51']!);
    return Promise.resolve();
  });
  expect(result.current.cities).toEqual(CITIES['31']);
});

test('a failed city request is reported as an error state and logged', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  fetchRegenciesMock.mockRejectedValue(new Error('offline'));
  const { result } = renderHook(() => useAddress('51', ''));
  await waitFor(() => expect(result.current.citiesStatus).toBe('error'));
  expect(result.current.cities).toEqual([]);
  expect(log).toHaveBeenCalledWith('Error fetching kabupaten', expect.any(Error));
  log.mockRestore();
});
