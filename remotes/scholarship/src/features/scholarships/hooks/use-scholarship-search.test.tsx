import { act, renderHook, waitFor } from '@testing-library/react';
import type { RouteData } from '@niec/shared';
import { filterScholarships } from '../api/filter-scholarships';
import type { ScholarshipItem } from '../api/scholarship-item';
import { EMPTY_SELECTION, selectionKey, toggle, type FilterSelection } from '../lib/filter-state';
import type { ScholarshipsData } from '../scholarships.loader';
import { useScholarshipSearch } from './use-scholarship-search';

jest.mock('../api/filter-scholarships');
const mockedFilter = jest.mocked(filterScholarships);

const item = (name: string): ScholarshipItem => ({
  key: name,
  name,
  fullyFunded: true,
  countryName: 'Australia',
  universityName: null,
  programs: [],
  openReg: '2026-01-01',
  closeReg: '2026-12-31',
  description: null,
});

const reload = jest.fn();
const options = { universities: [], countries: [], fundingTypes: [] };
/** The host's route data: the loader's answer for a selection. */
const answered = (selection: FilterSelection, items: ScholarshipItem[]): RouteData<ScholarshipsData> => ({
  status: 'success',
  data: { selection: selectionKey(selection), items, options },
  error: undefined,
  reload,
});
const loadingRoute: RouteData<ScholarshipsData> = { status: 'loading', data: undefined, error: undefined, reload };

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

type Props = { selection: FilterSelection; route: RouteData<ScholarshipsData> };
const search = (initialProps: Props) =>
  renderHook(({ selection, route }: Props) => useScholarshipSearch(selection, route), { initialProps });

const names = (list: ReturnType<typeof useScholarshipSearch>['list']) =>
  list.status === 'success' ? list.items.map((i) => i.name) : list.status;

beforeEach(() => {
  mockedFilter.mockReset();
  reload.mockReset();
});

test('the loaded list is shown as it is: nothing is fetched in the browser on load', () => {
  const { result } = search({ selection: EMPTY_SELECTION, route: answered(EMPTY_SELECTION, [item('Chevening')]) });
  expect(names(result.current.list)).toEqual(['Chevening']);
  expect(mockedFilter).not.toHaveBeenCalled();
});

test('a URL that carries a selection is answered by the loader too, without a browser request', () => {
  const gb = toggle(EMPTY_SELECTION, 'country', 'GB');
  const { result } = search({ selection: gb, route: answered(gb, [item('Chevening')]) });
  expect(names(result.current.list)).toEqual(['Chevening']);
  expect(mockedFilter).not.toHaveBeenCalled();
});

test('a slower earlier filter response never overwrites the newer one', async () => {
  const first = deferred<ScholarshipItem[]>();
  const second = deferred<ScholarshipItem[]>();
  mockedFilter.mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
  const all = answered(EMPTY_SELECTION, [item('semua')]);
  const { result, rerender } = search({ selection: EMPTY_SELECTION, route: all });

  const australia = toggle(EMPTY_SELECTION, 'country', 'AU');
  rerender({ selection: australia, route: all });
  // The previous list stays on screen, dimmed, while the new one loads.
  expect(names(result.current.list)).toEqual(['semua']);
  expect(result.current.updating).toBe(true);
  const australiaAndNz = toggle(australia, 'country', 'NZ');
  rerender({ selection: australiaAndNz, route: all });

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

test("the host's data for the new URL is shown when it arrives first; an older URL's data never is", () => {
  mockedFilter.mockReturnValue(new Promise(() => undefined));
  const gb = toggle(EMPTY_SELECTION, 'country', 'GB');
  const { result, rerender } = search({
    selection: EMPTY_SELECTION,
    route: answered(EMPTY_SELECTION, [item('semua')]),
  });
  rerender({ selection: gb, route: answered(EMPTY_SELECTION, [item('semua')]) });
  expect(result.current.updating).toBe(true);
  rerender({ selection: gb, route: answered(gb, [item('Chevening')]) });
  expect(names(result.current.list)).toEqual(['Chevening']);
  expect(result.current.updating).toBe(false);
});

test('going back to a selection the page already holds asks for nothing', () => {
  mockedFilter.mockReturnValue(new Promise(() => undefined));
  const gb = toggle(EMPTY_SELECTION, 'country', 'GB');
  const { result, rerender } = search({ selection: gb, route: answered(gb, [item('Chevening')]) });
  rerender({ selection: EMPTY_SELECTION, route: answered(EMPTY_SELECTION, [item('semua')]) });
  expect(names(result.current.list)).toEqual(['semua']);
  expect(mockedFilter).not.toHaveBeenCalled();
});

test('unticking everything posts the empty filter instead of keeping the old result', async () => {
  mockedFilter.mockResolvedValueOnce([item('Chevening')]).mockResolvedValueOnce([item('semua lagi')]);
  const gb = toggle(EMPTY_SELECTION, 'country', 'GB');
  const nz = toggle(EMPTY_SELECTION, 'country', 'NZ');
  const { result, rerender } = search({ selection: nz, route: answered(nz, [item('NZ')]) });
  rerender({ selection: gb, route: answered(nz, [item('NZ')]) });
  await waitFor(() => expect(names(result.current.list)).toEqual(['Chevening']));
  rerender({ selection: EMPTY_SELECTION, route: answered(nz, [item('NZ')]) });
  await waitFor(() => expect(names(result.current.list)).toEqual(['semua lagi']));
  expect(mockedFilter).toHaveBeenLastCalledWith(EMPTY_SELECTION, expect.any(AbortSignal));
});

test('a failed filter request shows an error state whose retry asks again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  mockedFilter.mockRejectedValueOnce(new Error('500')).mockResolvedValueOnce([item('Chevening')]);
  const gb = toggle(EMPTY_SELECTION, 'country', 'GB');
  const all = answered(EMPTY_SELECTION, [item('semua')]);
  const { result, rerender } = search({ selection: EMPTY_SELECTION, route: all });
  rerender({ selection: gb, route: all });
  await waitFor(() => expect(result.current.list.status).toBe('error'));
  expect(console.error).toHaveBeenCalledWith('Gagal memfilter beasiswa', expect.any(Error));
  act(() => result.current.retry());
  await waitFor(() => expect(names(result.current.list)).toEqual(['Chevening']));
  expect(reload).toHaveBeenCalledTimes(1);
});

test('a failed load is an error state whose retry reloads the page data', () => {
  const { result, rerender } = search({
    selection: EMPTY_SELECTION,
    route: { status: 'error', data: undefined, error: new Error('503'), reload },
  });
  expect(result.current.list.status).toBe('error');
  act(() => result.current.retry());
  expect(reload).toHaveBeenCalledTimes(1);
  expect(mockedFilter).not.toHaveBeenCalled();
  rerender({ selection: EMPTY_SELECTION, route: loadingRoute });
  expect(result.current.list.status).toBe('loading');
});
