import { applyTestConfig, loaderArgs } from '@niec/shared/testing';
import {
  fetchAmbassadorTotal,
  fetchMemberTotal,
  fetchStudentTotal,
  fetchUniversityTotal,
} from './api/fetch-statistics';
import { loadHomeStatistics } from './home-statistics.loader';

jest.mock('./api/fetch-statistics');

beforeEach(() => {
  applyTestConfig();
  jest.mocked(fetchStudentTotal).mockResolvedValue(12480);
  jest.mocked(fetchMemberTotal).mockResolvedValue(3275);
  jest.mocked(fetchAmbassadorTotal).mockRejectedValue(new Error('Request failed with status code 500'));
  jest.mocked(fetchUniversityTotal).mockResolvedValue(640);
});

test('every value that arrived; a failed call is logged and leaves its value empty', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    expect(await loadHomeStatistics(loaderArgs())).toEqual({
      totalStudents: 12480,
      totalMembers: 3275,
      totalAmbassador: null,
      totalUniversity: 640,
    });
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith('Error fetching ambassador count', expect.any(Error));
  } finally {
    logged.mockRestore();
  }
});
