import type * as Shared from '@niec/shared';
import { dataKey, getApiClient, getCachedApiClient, type Vacancy } from '@niec/shared';
import { loaderArgs } from '@niec/shared/testing';
import { loaders } from '../../exposes/routes';
import { loadVacancies } from './vacancies.loader';

jest.mock('@niec/shared', () => ({
  ...jest.requireActual<typeof Shared>('@niec/shared'),
  getApiClient: jest.fn(),
  getCachedApiClient: jest.fn(),
}));

/** The GETs of public lists go through the render server's API cache; the filter's POST does not. */
const get = jest.fn();
const post = jest.fn();
const uncachedGet = jest.fn();

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
    created_at: '2026-09-01 09:00:00',
    updated_at: '2026-09-01 09:00:00',
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
    created_at: '2026-09-01 09:00:00',
    updated_at: '2026-09-01 09:00:00',
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
  jest.mocked(getCachedApiClient).mockReturnValue({ get } as unknown as ReturnType<typeof getCachedApiClient>);
  jest.mocked(getApiClient).mockReturnValue({ get: uncachedGet, post } as unknown as ReturnType<typeof getApiClient>);
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
      page: 1,
      pageCount: 1,
      total: 2,
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

describe('250 vacancies are sent one page of 24 at a time', () => {
  const grown: Vacancy[] = Array.from({ length: 250 }, (_, index) => ({
    ...API_VACANCIES[0]!,
    id_job_vacancy: index + 1,
    title: `Lowongan ${index + 1}`,
    slug_title: `lowongan-${index + 1}`,
    department: index % 2 === 0 ? 'Finance' : 'Marketing',
  }));
  const titles = (result: Awaited<ReturnType<typeof loadVacancies>>) =>
    result.kind === 'data' ? result.data.vacancies.map((vacancy) => vacancy.title) : null;
  const numbered = (from: number, count: number) =>
    Array.from({ length: count }, (_, index) => `Lowongan ${from + index}`);

  beforeEach(() => {
    get.mockImplementation((path: string) =>
      path === '/niec-career/loker' ? Promise.resolve({ data: grown }) : answer(path),
    );
    post.mockImplementation((_path: string, body: { department: string }) =>
      Promise.resolve({ data: { data: grown.filter((vacancy) => vacancy.department === body.department) } }),
    );
  });

  test('page 1 holds the first 24, page 2 the next 24, the last page the rest; the options stay complete', async () => {
    const first = await loadVacancies(loaderArgs({}, ''));
    expect(titles(first)).toEqual(numbered(1, 24));
    expect(first).toMatchObject({
      data: {
        page: 1,
        pageCount: 11,
        total: 250,
        branches: [
          { id: '5101', name: 'Denpasar' },
          { id: '1201', name: 'Medan' },
        ],
        categories: ['Finance', 'Marketing'],
      },
    });
    const second = await loadVacancies(loaderArgs({}, '?page=2'));
    expect(titles(second)).toEqual(numbered(25, 24));
    expect(second).toMatchObject({ data: { page: 2, categories: ['Finance', 'Marketing'] } });
    expect(titles(await loadVacancies(loaderArgs({}, '?page=11')))).toEqual(numbered(241, 10));
    // Nothing of a vacancy but its card travels to the browser.
    expect(JSON.stringify(second)).not.toMatch(/deskripsi|gaji|Tanggung Jawab|id_kabkota/);
  });

  test('a filter and a page combined: the page of the filtered list', async () => {
    const result = await loadVacancies(loaderArgs({}, '?kategori=Marketing&page=2'));
    expect(post).toHaveBeenCalledWith(
      '/niec-career/filter-lowongan',
      { id_kabkota: '', department: 'Marketing' },
      expect.anything(),
    );
    // Marketing is every second vacancy (125 of them): page 2 starts at the 25th, Lowongan 50.
    expect(titles(result)?.slice(0, 2)).toEqual(['Lowongan 50', 'Lowongan 52']);
    expect(result).toMatchObject({ data: { page: 2, pageCount: 6, total: 125 } });
  });

  test('a page past the last of the list (or of the filter), or not a page number, is not found', async () => {
    for (const search of ['?page=12', '?page=9999', '?kategori=Marketing&page=7', '?page=0', '?page=abc']) {
      expect(await loadVacancies(loaderArgs({}, search))).toEqual({ kind: 'not-found' });
    }
  });

  test('the public lists are read through the shared API cache; the filter is POSTed to the API', async () => {
    await loadVacancies(loaderArgs({}, '?area=5101'));
    expect(get).toHaveBeenCalledWith('/niec-career/propinsi', expect.anything());
    expect(get).toHaveBeenCalledWith('/consultant/list-jobdesk', expect.anything());
    expect(post).toHaveBeenCalledTimes(1);
    expect(uncachedGet).not.toHaveBeenCalled();
  });
});

test('the list data belongs to the filter and the page: other keys of the URL load nothing again', () => {
  expect(dataKey('/career', '?utm_source=ig', loaders?.vacancies)).toBe('/career');
  expect(dataKey('/career', '?kategori=Finance&page=2&area=5101&fbclid=x', loaders?.vacancies)).toBe(
    '/career?area=5101&kategori=Finance&page=2',
  );
});
