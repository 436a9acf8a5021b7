import { act, renderHook } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { DeferredDataContext, type DeferredDataSource, type RouteDataState } from '@niec/shared';
import { applyTestConfig, loaderArgs } from '@niec/shared/testing';
import {
  fetchAmbassadorTotal,
  fetchMemberTotal,
  fetchStudentTotal,
  fetchUniversityTotal,
} from '../api/fetch-statistics';
import { loadHomeStatistics } from '../home-statistics.loader';
import { useDeferredStatistics } from './use-deferred-statistics';

jest.mock('../api/fetch-statistics');

/** The host's deferred parts as a static host serves them: the part's loader runs here, once asked for. */
function staticHost(): { wrapper: (props: { children: ReactNode }) => ReactElement; asked: string[] } {
  const parts = new Map<string, RouteDataState<unknown>>();
  const listeners = new Set<() => void>();
  const asked: string[] = [];
  const source: DeferredDataSource = {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: (name) => parts.get(name),
    load: (name) => {
      asked.push(name);
      void loadHomeStatistics(loaderArgs()).then((result) => {
        if (result.kind === 'data') parts.set(name, { status: 'success', data: result.data, error: undefined });
        for (const listener of listeners) listener();
      });
    },
  };
  return {
    wrapper: ({ children }) => <DeferredDataContext.Provider value={source}>{children}</DeferredDataContext.Provider>,
    asked,
  };
}

beforeEach(() => {
  applyTestConfig();
  jest.useFakeTimers();
  jest.mocked(fetchStudentTotal).mockResolvedValue(12480);
  jest.mocked(fetchMemberTotal).mockResolvedValue(3275);
  jest.mocked(fetchAmbassadorTotal).mockResolvedValue(186);
  jest.mocked(fetchUniversityTotal).mockResolvedValue(640);
});

afterEach(() => jest.useRealTimers());

test('the four statistics are requested only after the first paint, then kept', async () => {
  const host = staticHost();
  const { result } = renderHook(() => useDeferredStatistics(), { wrapper: host.wrapper });
  expect(host.asked).toEqual([]);
  expect(fetchStudentTotal).not.toHaveBeenCalled();
  expect(fetchMemberTotal).not.toHaveBeenCalled();
  await act(async () => {
    await jest.runAllTimersAsync();
  });
  expect(host.asked).toEqual(['statistics']);
  expect(fetchStudentTotal).toHaveBeenCalledTimes(1);
  expect(fetchMemberTotal).toHaveBeenCalledTimes(1);
  expect(fetchAmbassadorTotal).toHaveBeenCalledTimes(1);
  expect(fetchUniversityTotal).toHaveBeenCalledTimes(1);
  expect(result.current).toEqual({
    totalStudents: 12480,
    totalMembers: 3275,
    totalAmbassador: 186,
    totalUniversity: 640,
  });
});

test('a failing statistic is only logged and the others still arrive', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.mocked(fetchAmbassadorTotal).mockRejectedValue(new Error('down'));
  const { result } = renderHook(() => useDeferredStatistics(), { wrapper: staticHost().wrapper });
  await act(async () => {
    await jest.runAllTimersAsync();
  });
  expect(result.current.totalAmbassador).toBeNull();
  expect(result.current.totalStudents).toBe(12480);
  expect(log).toHaveBeenCalledWith('Error fetching ambassador count', expect.any(Error));
  log.mockRestore();
});

test('without the host (a page rendered on the server) nothing is requested and nothing is shown', async () => {
  const { result } = renderHook(() => useDeferredStatistics());
  await act(async () => {
    await jest.runAllTimersAsync();
  });
  expect(fetchStudentTotal).not.toHaveBeenCalled();
  expect(result.current.totalStudents).toBeNull();
});
