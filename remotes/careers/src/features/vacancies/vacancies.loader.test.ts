import type * as Shared from '@niec/shared';
import { getApiClient, type Vacancy } from '@niec/shared';
import { loaderArgs } from '@niec/shared/testing';
import { loadVacancies } from './vacancies.loader';

jest.mock('@niec/shared', () => ({
  ...jest.requireActual<typeof Shared>('@niec/shared'),
  getApiClient: jest.fn(),
}));

const get = jest.fn();
const post = jest.fn();

/** Vacancies as the API sends them, description and salaries included. */
const API_VACANCIES: Vacancy[] = [
  {
    id_job_vacancy: 1,
    title: 'Education Consultant',
    department: 'Education Consultant',
    propinsi: { nama_kabkota: 'Denpasar' },
    id_kabkota: 5101,
    slug_title: 'education-consultant-denpasar',
    gaji_1: 5000000,
    gaji_2: 7000000,
    deskripsi: '<h3>Tanggung Jawab</h3><ul><li>Konsultasi</li></ul>',
  },
  {
    id_job_vacancy: 7,
    title: 'Finance & Accounting Staff',
    department: 'Finance',
    propinsi: null,
    id_kabkota: 5101,
    slug_title: 'finance-accounting-staff-denpasar',
    gaji_1: null,
    gaji_2: null,
    deskripsi: '<p>Keuangan</p>',
  },
];

const AREAS = [
  { id_kabkota: 5101, propinsi: { nama_kabkota: 'Denpasar' } },
  { id_kabkota: 5101, propinsi: { nama_kabkota: 'Denpasar' } },
  { id_kabkota: 1201, propinsi: { nama_kabkota: 'Medan' } },
];
const JOBDESKS = { data: [{ jobdesk: 'Finance' }, { jobdesk: 'Marketing' }, { jobdesk: 'Finance' }] };

function answer(path: string): Promise<{ data: unknown }> {
  if (path === '/niec-career/loker') return Promise.resolve({ data: API_VACANCIES });
  if (path === '/niec-career/propinsi') return Promise.resolve({ data: AREAS });
  if (path === '/consultant/list-jobdesk') return Promise.resolve({ data: JOBDESKS });
  return Promise.reject(new Error(`unexpected GET ${path}`));
}

beforeEach(() => {
  get.mockImplementation(answer);
  post.mockResolvedValue({ data: { data: [API_VACANCIES[1]] } });
  jest.mocked(getApiClient).mockReturnValue({ get, post } as unknown as ReturnType<typeof getApiClient>);
});

test('without a filter: every vacancy, trimmed to what a card shows, with the branches and categories', async () => {
  const args = loaderArgs({}, '');
  const result = await loadVacancies(args);
  expect(result).toEqual({
    kind: 'data',
    data: {
      vacancies: [
        {
          id: 1,
          title: 'Education Consultant',
          department: 'Education Consultant',
          branch: 'Denpasar',
          slug: 'education-consultant-denpasar',
        },
        {
          id: 7,
          title: 'Finance & Accounting Staff',
          department: 'Finance',
          branch: '',
          slug: 'finance-accounting-staff-denpasar',
        },
      ],
      // Each branch and category once.
      branches: [
        { id: '5101', name: 'Denpasar' },
        { id: '1201', name: 'Medan' },
      ],
      categories: ['Finance', 'Marketing'],
    },
  });
  // No description, salary or area id travels to the browser.
  expect(JSON.stringify(result)).not.toMatch(/deskripsi|gaji|Tanggung Jawab|id_kabkota/);
  expect(get).toHaveBeenCalledWith('/niec-career/loker', { signal: args.signal });
  expect(post).not.toHaveBeenCalled();
});

test('with a filter in the URL: POST /niec-career/filter-lowongan with id_kabkota and department', async () => {
  const args = loaderArgs({}, '?area=5101&kategori=Finance');
  const result = await loadVacancies(args);
  expect(post).toHaveBeenCalledWith(
    '/niec-career/filter-lowongan',
    { id_kabkota: '5101', department: 'Finance' },
    { signal: args.signal },
  );
  expect(get).not.toHaveBeenCalledWith('/niec-career/loker', expect.anything());
  expect(result.kind === 'data' && result.data.vacancies.map((v) => v.title)).toEqual(['Finance & Accounting Staff']);
});

test('one filter alone is a filter too', async () => {
  await loadVacancies(loaderArgs({}, '?kategori=Marketing'));
  expect(post).toHaveBeenCalledWith(
    '/niec-career/filter-lowongan',
    { id_kabkota: '', department: 'Marketing' },
    expect.anything(),
  );
});

test('a failed branch or category list leaves it empty and says which failed; the page still loads', async () => {
  get.mockImplementation((path: string) =>
    path === '/niec-career/propinsi' ? Promise.reject(new Error('Network Error')) : answer(path),
  );
  const result = await loadVacancies(loaderArgs());
  expect(result.kind).toBe('data');
  if (result.kind !== 'data') return;
  expect(result.data.branches).toEqual([]);
  expect(result.data.categories).toEqual(['Finance', 'Marketing']);
  expect(result.data.vacancies).toHaveLength(2);
  expect(result.data.failed).toEqual([{ list: 'branches', reason: 'Network Error' }]);
});

test('a failed vacancy list throws (the page shows its error state and offers Coba lagi)', async () => {
  get.mockImplementation((path: string) =>
    path === '/niec-career/loker' ? Promise.reject(new Error('Request failed with status code 500')) : answer(path),
  );
  await expect(loadVacancies(loaderArgs())).rejects.toThrow('status code 500');
  post.mockRejectedValue(new Error('Network Error'));
  await expect(loadVacancies(loaderArgs({}, '?area=5101'))).rejects.toThrow('Network Error');
});
