import { applyTestConfig, loaderArgs } from '@niec/shared/testing';
import { fetchPlatinumUniversities } from './api/fetch-platinum-universities';
import {
  fetchAmbassadorTotal,
  fetchMemberTotal,
  fetchStudentTotal,
  fetchUniversityTotal,
} from './api/fetch-statistics';
import { loadHome } from './home.loader';

jest.mock('./api/fetch-platinum-universities');
jest.mock('./api/fetch-statistics');

beforeEach(() => {
  applyTestConfig();
  jest.mocked(fetchPlatinumUniversities).mockResolvedValue([{ logo: 'http://api.test/a.svg', name: 'Kampus A' }]);
});

test('the home page never waits for its statistics: they are asked for, and the page is there while they are not', async () => {
  const never = new Promise<number>(() => undefined);
  for (const call of [fetchStudentTotal, fetchMemberTotal, fetchAmbassadorTotal, fetchUniversityTotal]) {
    jest.mocked(call).mockReturnValue(never);
  }
  expect(await loadHome(loaderArgs())).toEqual({
    kind: 'data',
    data: { platinum: [{ logo: 'http://api.test/a.svg', name: 'Kampus A' }] },
  });
  for (const call of [fetchStudentTotal, fetchMemberTotal, fetchAmbassadorTotal, fetchUniversityTotal]) {
    expect(call).toHaveBeenCalledTimes(1);
  }
});
