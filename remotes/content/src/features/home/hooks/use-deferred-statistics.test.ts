import { act, renderHook } from '@testing-library/react';
import { applyTestConfig } from '@niec/shared/testing';
import { fetchAmbassadorTotal, fetchMemberTotal, fetchStudentTotal, fetchUniversityTotal } from '../api/statistics';
import { useDeferredStatistics } from './use-deferred-statistics';

jest.mock('../api/statistics');

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
  const { result } = renderHook(() => useDeferredStatistics());
  expect(fetchStudentTotal).not.toHaveBeenCalled();
  expect(fetchMemberTotal).not.toHaveBeenCalled();
  await act(async () => {
    await jest.runAllTimersAsync();
  });
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
  const { result } = renderHook(() => useDeferredStatistics());
  await act(async () => {
    await jest.runAllTimersAsync();
  });
  expect(result.current.totalAmbassador).toBeNull();
  expect(result.current.totalStudents).toBe(12480);
  expect(log).toHaveBeenCalledWith('Error fetching ambassador count', expect.any(Error));
  log.mockRestore();
});
