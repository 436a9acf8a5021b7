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

test('the statistics part: every value that arrived, and which call failed, for the page to log', async () => {
  expect(await loadHomeStatistics(loaderArgs())).toEqual({
    kind: 'data',
    data: {
      statistics: { totalStudents: 12480, totalMembers: 3275, totalAmbassador: null, totalUniversity: 640 },
      failures: [{ label: 'ambassador count', message: 'Request failed with status code 500' }],
    },
  });
});
