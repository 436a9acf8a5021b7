import type * as Shared from '@niec/shared';
import type * as Master from '@niec/shared/master';
import { fetchProvinces } from '@niec/shared/master';
import { getApiClient, type Province, type Vacancy } from '@niec/shared';
import { loaderArgs } from '@niec/shared/testing';
import { loadVacancyDetail } from './vacancy-detail.loader';

jest.mock('@niec/shared', () => ({
  ...jest.requireActual<typeof Shared>('@niec/shared'),
  getApiClient: jest.fn(),
}));
jest.mock('@niec/shared/master', () => ({
  ...jest.requireActual<typeof Master>('@niec/shared/master'),
  fetchProvinces: jest.fn(),
}));

const get = jest.fn();

const API_VACANCY: Vacancy = {
  id_job_vacancy: 1,
  title: 'Education Consultant',
  department: 'Education Consultant',
  propinsi: { nama_kabkota: 'Denpasar' },
  id_kabkota: 5101,
  slug_title: 'education-consultant-denpasar',
  gaji_1: 5000000,
  gaji_2: 7000000,
  deskripsi: '<h3>Kualifikasi</h3><ul><li>Minimal S1</li></ul>',
  created_at: '2026-09-01 09:00:00',
  updated_at: '2026-09-03 10:00:00',
};
const PROVINCES = {
  data: [
    { id: 51, province_name: 'Bali' },
    { id: 31, province_name: 'DKI Jakarta' },
  ],
};

const axiosError = (status: number) =>
  Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: { status, data: { message: 'x', data: null } },
  });

function answer(vacancyAnswer: () => Promise<unknown>) {
  get.mockImplementation((path: string) => {
    if (path.startsWith('/niec-career/detail-lowongan/')) return vacancyAnswer();
    if (path === '/master/provinces') return Promise.resolve({ data: PROVINCES });
    return Promise.reject(new Error(`unexpected GET ${path}`));
  });
}

const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

beforeEach(() => {
  answer(() => Promise.resolve({ data: { data: API_VACANCY } }));
  jest.mocked(getApiClient).mockReturnValue({ get } as unknown as ReturnType<typeof getApiClient>);
  // The shared master-data call, over the same mocked client.
  jest
    .mocked(fetchProvinces)
    .mockImplementation(
      async (signal) => ((await get('/master/provinces', { signal })) as { data: { data: Province[] } }).data.data,
    );
});

test('the vacancy, trimmed to what the page shows (salary already in rupiah), and the provinces as options', async () => {
  const args = loaderArgs({ slug_title: 'education-consultant-denpasar' });
  const result = await loadVacancyDetail(args);
  expect(get).toHaveBeenCalledWith('/niec-career/detail-lowongan/education-consultant-denpasar', {
    signal: args.signal,
  });
  expect(get).toHaveBeenCalledWith('/master/provinces', { signal: args.signal });
  expect(result.kind).toBe('data');
  if (result.kind !== 'data') return;
  const { vacancy, provinces, provincesFailed } = result.data;
  expect(Object.keys(result.data).sort()).toEqual(['provinces', 'vacancy']);
  expect({ ...vacancy, salary: nbsp(vacancy.salary ?? '') }).toEqual({
    id: 1,
    title: 'Education Consultant',
    department: 'Education Consultant',
    branch: 'Denpasar',
    salary: 'Rp 5.000.000 - Rp 7.000.000',
    salaryAmount: { min: 5000000, max: 7000000 },
    postedAt: '2026-09-01 09:00:00',
    descriptionHtml: '<h3>Kualifikasi</h3><ul><li>Minimal S1</li></ul>',
  });
  expect(provinces).toEqual([
    { value: '51', label: 'Bali' },
    { value: '31', label: 'DKI Jakarta' },
  ]);
  expect(provincesFailed).toBeUndefined();
});

test('without gaji_2 only gaji_1 is given; without either, no salary', async () => {
  answer(() => Promise.resolve({ data: { data: { ...API_VACANCY, gaji_2: null, gaji_1: 5500000 } } }));
  let result = await loadVacancyDetail(loaderArgs({ slug_title: 'a' }));
  expect(result.kind === 'data' && nbsp(result.data.vacancy.salary ?? '')).toBe('Rp 5.500.000');
  answer(() => Promise.resolve({ data: { data: { ...API_VACANCY, gaji_1: null, gaji_2: null } } }));
  result = await loadVacancyDetail(loaderArgs({ slug_title: 'a' }));
  expect(result.kind === 'data' && result.data.vacancy.salary).toBeNull();
});

test('an unknown slug (404) is not-found', async () => {
  answer(() => Promise.reject(axiosError(404)));
  await expect(loadVacancyDetail(loaderArgs({ slug_title: 'tidak-ada' }))).resolves.toEqual({ kind: 'not-found' });
});

test('an answer without a vacancy (null, {}, []) is not-found', async () => {
  for (const empty of [null, {}, [], { title: '' }]) {
    answer(() => Promise.resolve({ data: { data: empty } }));
    await expect(loadVacancyDetail(loaderArgs({ slug_title: 'kosong' }))).resolves.toEqual({ kind: 'not-found' });
  }
});

test('a failed vacancy call throws (503 on the server, the page’s error state in the browser)', async () => {
  answer(() => Promise.reject(axiosError(500)));
  await expect(loadVacancyDetail(loaderArgs({ slug_title: 'a' }))).rejects.toThrow('status code 500');
  answer(() => Promise.reject(Object.assign(new Error('Network Error'), { isAxiosError: true })));
  await expect(loadVacancyDetail(loaderArgs({ slug_title: 'a' }))).rejects.toThrow('Network Error');
});

test('a failed province list leaves the selects empty and says why; the vacancy still shows', async () => {
  get.mockImplementation((path: string) =>
    path === '/master/provinces'
      ? Promise.reject(new Error('Network Error'))
      : Promise.resolve({ data: { data: API_VACANCY } }),
  );
  const result = await loadVacancyDetail(loaderArgs({ slug_title: 'education-consultant-denpasar' }));
  expect(result.kind === 'data' && result.data).toMatchObject({
    vacancy: { title: 'Education Consultant' },
    provinces: [],
    provincesFailed: 'Network Error',
  });
});
