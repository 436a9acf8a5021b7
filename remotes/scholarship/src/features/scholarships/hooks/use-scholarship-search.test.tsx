import { act, renderHook, waitFor } from '@testing-library/react';
import { fetchScholarships } from '../api/fetch-scholarships';
import { filterScholarships } from '../api/filter-scholarships';
import type { ScholarshipItem } from '../api/scholarship-item';
import { EMPTY_SELECTION, toggle, type FilterSelection } from '../lib/filter-state';
import { useScholarshipSearch } from './use-scholarship-search';

jest.mock('../api/fetch-scholarships');
jest.mock('../api/filter-scholarships');
const mockedFetch = jest.mocked(fetchScholarships);
const mockedFilter = jest.mocked(filterScholarships);

const item = (name: string): ScholarshipItem => ({
  key: name,
  name,
  fullyFunded: true,
  countryName: 'Australia',
  countryCode: 'AU',
  universityName: null,
  programs: [],
  openReg: '2026-01-01',
  closeReg: '2026-12-31',
  description: null,
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const names = (list: ReturnType<typeof useScholarshipSearch>['list']) =>
  list.status === 'success' ? list.items.map((i) => i.name) : list.status;

test('the full list comes from GET /website/scholarship and no filter is posted on a plain load', async () => {
  mockedFetch.mockResolvedValue([item('Australia Awards'), item('Chevening')]);
  const { result } = renderHook(() => useScholarshipSearch(EMPTY_SELECTION));
  expect(result.current.list.status).toBe('loading');
  await waitFor(() => expect(names(result.current.list)).toEqual(['Australia Awards', 'Chevening']));
  expect(mockedFilter).not.toHaveBeenCalled();
});

test('a slower earlier filter response never overwrites the newer one', async () => {
  mockedFetch.mockResolvedValue([item('semua')]);
  const first = deferred<ScholarshipItem[]>();
  const second = deferred<ScholarshipItem[]>();
  mockedFilter.mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);

  const { result, rerender } = renderHook((selection: FilterSelection) => useScholarshipSearch(selection), {
    initialProps: EMPTY_SELECTION,
  });
  await waitFor(() => expect(names(result.current.list)).toEqual(['semua']));

  const australia = toggle(EMPTY_SELECTION, 'country', 'AU');
  rerender(australia);
  const australiaAndNz = toggle(australia, 'country', 'NZ');
  rerender(australiaAndNz);

  expect(mockedFilter).toHaveBeenCalledTimes(2);
  expect(mockedFilter.mock.calls[0]![0]).toEqual(australia);
  expect(mockedFilter.mock.calls[1]![0]).toEqual(australiaAndNz);
  // The first request was cancelled when the selection changed.
  expect(mockedFilter.mock.calls[0]![1]?.aborted).toBe(true);
  expect(mockedFilter.mock.calls[1]![1]?.aborted).toBe(false);

  await act(async () => {
    second.resolve([item('AU atau NZ')]);
    await second.promise;
  });
  expect(names(result.current.list)).toEqual(['AU atau NZ']);
  // The stale answer arrives last (a server that ignored the abort) and is dropped.
  await act(async () => {
    first.resolve([item('hanya AU (basi)')]);
    await first.promise;
  });
  expect(names(result.current.list)).toEqual(['AU atau NZ']);
  expect(result.current.updating).toBe(false);
});

test('the full list arriving after a filter result does not replace the filtered list', async () => {
  const all = deferred<ScholarshipItem[]>();
  mockedFetch.mockReturnValue(all.promise);
  mockedFilter.mockResolvedValue([item('Chevening')]);
  const { result } = renderHook(() => useScholarshipSearch(toggle(EMPTY_SELECTION, 'country', 'GB')));
  await waitFor(() => expect(names(result.current.list)).toEqual(['Chevening']));
  await act(async () => {
    all.resolve([item('semua')]);
    await all.promise;
  });
  expect(names(result.current.list)).toEqual(['Chevening']);
});

test('unticking everything posts the empty filter instead of keeping the old result', async () => {
  mockedFetch.mockResolvedValue([item('semua')]);
  mockedFilter.mockResolvedValueOnce([item('Chevening')]).mockResolvedValueOnce([item('semua lagi')]);
  const { result, rerender } = renderHook((selection: FilterSelection) => useScholarshipSearch(selection), {
    initialProps: EMPTY_SELECTION,
  });
  rerender(toggle(EMPTY_SELECTION, 'country', 'GB'));
  await waitFor(() => expect(names(result.current.list)).toEqual(['Chevening']));
  rerender(EMPTY_SELECTION);
  await waitFor(() => expect(names(result.current.list)).toEqual(['semua lagi']));
  expect(mockedFilter).toHaveBeenLastCalledWith(EMPTY_SELECTION, expect.any(AbortSignal));
});

test('a failed filter request shows an error state that can be retried', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  mockedFetch.mockResolvedValue([]);
  mockedFilter.mockRejectedValueOnce(new Error('500')).mockResolvedValueOnce([item('Chevening')]);
  const { result } = renderHook(() => useScholarshipSearch(toggle(EMPTY_SELECTION, 'country', 'GB')));
  await waitFor(() => expect(result.current.list.status).toBe('error'));
  act(() => result.current.retry());
  await waitFor(() => expect(names(result.current.list)).toEqual(['Chevening']));
});
