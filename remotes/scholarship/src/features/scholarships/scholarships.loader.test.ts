/**
 * @jest-environment node
 */
// The node environment is where the render server runs loaders (no window: nothing is shared between calls).
import { getApiClient } from '@niec/shared';
import { applyTestConfig, loaderArgs } from '@niec/shared/testing';
import type { RouteLoader } from '@niec/shared';
import { loaders } from '../../exposes/routes';
import { loadScholarships, type ScholarshipsData } from './scholarships.loader';

const scholarship = {
  id: 13,
  scholarship_name: 'Chevening Scholarship',
  scholarship_type: '1',
  open_reg: '2026-08-05',
  close_reg: '2026-12-03T16:00:00Z',
  code_school_rep: 'SR900',
  country: { countrycode: 'GB', countryname: 'United Kingdom' },
  universities: null,
  program: [{ program: 'Master' }],
  description: '<p>Biaya kuliah penuh.</p>',
  created_by: 'admin',
  internal_notes: 'not for the page',
};

const lists: Record<string, unknown[]> = {
  '/website/scholarship': [scholarship],
  '/filter/universities': [
    { code_school_rep: 'SR900', nama_sekolah: null, alamat: 'x' },
    { code_school_rep: 'SR900', nama_sekolah: null },
  ],
  '/filter/negara': [{ countrycode: 'GB', countryname: 'United Kingdom', flag: 'gb.svg' }],
  '/filter/tipe': [
    { scholarship_type: 1, name: 'Fully Funded' },
    { scholarship_type: 2, name: 'Partially Funded' },
  ],
  '/filter/jenjang': [{ id: 1, jenjang: 'Bachelor' }],
};

function mockApi(failing: string[] = []) {
  const get = jest
    .spyOn(getApiClient(), 'get')
    .mockImplementation((url: string) =>
      failing.includes(url) ? Promise.reject(new Error(`${url} 500`)) : Promise.resolve({ data: { data: lists[url] } }),
    );
  const post = jest.spyOn(getApiClient(), 'post').mockResolvedValue({ data: { data: [scholarship] } });
  return { get, post };
}

beforeEach(() => {
  applyTestConfig();
  jest.restoreAllMocks();
});
afterEach(() => {
  jest.useRealTimers();
});

test('on load it asks for the list and the four option lists, and sends only what the page shows', async () => {
  jest.useFakeTimers({ now: new Date('2026-11-26T03:00:00Z'), doNotFake: ['nextTick', 'setImmediate'] });
  const { get, post } = mockApi();
  const result = await loadScholarships(loaderArgs());
  expect(get.mock.calls.map((c) => c[0]).sort()).toEqual([
    '/filter/jenjang',
    '/filter/negara',
    '/filter/tipe',
    '/filter/universities',
    '/website/scholarship',
  ]);
  expect(post).not.toHaveBeenCalled();
  expect(result).toEqual({
    kind: 'data',
    data: {
      query: 'university=&country=&tipe=&program=|q=|open=0|page=1',
      page: 1,
      pageCount: 1,
      total: 1,
      items: [
        {
          key: '13',
          name: 'Chevening Scholarship',
          fullyFunded: true,
          countryName: 'United Kingdom',
          universityName: null,
          programs: ['Master'],
          openReg: '2026-08-05',
          closeReg: '2026-12-03T16:00:00Z',
          calendarId: '13',
        },
      ],
      today: '2026-11-26',
      // Option lists as the accordion shows them: deduplicated, 'Others' for a nameless university, no jenjang.
      options: {
        universities: [{ value: 'SR900', label: 'Others' }],
        countries: [{ value: 'GB', label: 'United Kingdom' }],
        fundingTypes: [
          { value: '1', label: 'Fully Funded' },
          { value: '2', label: 'Partially Funded' },
        ],
      },
    },
  });
});

test('a URL with a selection is answered with POST /filter/scholarship instead of the full list', async () => {
  const { get, post } = mockApi();
  const result = await loadScholarships(loaderArgs({}, '?country=GB&program=Master,Ph.D,Sarjana'));
  expect(get.mock.calls.map((c) => c[0])).not.toContain('/website/scholarship');
  expect(post).toHaveBeenCalledTimes(1);
  const [url, form] = post.mock.calls[0]!;
  expect(url).toBe('/filter/scholarship');
  expect(Object.fromEntries((form as FormData).entries())).toEqual({
    university: '[]',
    country: '["GB"]',
    tipe: '[]',
    program: 'Master,Ph.D',
  });
  expect(result.kind === 'data' && result.data.query).toBe(
    'university=&country=GB&tipe=&program=Master,Ph.D|q=|open=0|page=1',
  );
});

describe('the open-only filter (a fixed clock)', () => {
  const closing = (id: number, name: string, close_reg: string) => ({
    ...scholarship,
    id,
    scholarship_name: name,
    close_reg,
  });
  const list = [
    closing(1, 'Closed yesterday', '2026-11-25'),
    closing(2, 'Closes today', '2026-11-26'),
    closing(3, 'Closed at 23:00 WIB yesterday', '2026-11-25T16:00:00Z'),
    closing(4, 'Closes next year', '2027-04-30'),
  ];
  const load = async (search: string) => {
    jest
      .spyOn(getApiClient(), 'get')
      .mockImplementation((url: string) =>
        Promise.resolve({ data: { data: url === '/website/scholarship' ? list : lists[url] } }),
      );
    const result = await loadScholarships(loaderArgs({}, search));
    if (result.kind !== 'data') throw new Error('not found');
    return result.data;
  };

  test("off, the list is the API's list in its order, closed ones included", async () => {
    jest.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z'), doNotFake: ['nextTick', 'setImmediate'] });
    const data = await load('');
    expect(data.items.map((i) => i.name)).toEqual(list.map((s) => s.scholarship_name));
    expect(data.today).toBe('2026-11-26');
  });

  test('on (?dibuka=1), it leaves out what closed before today in Jakarta and keeps the order', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z'), doNotFake: ['nextTick', 'setImmediate'] });
    const data = await load('?dibuka=1');
    expect(data.items.map((i) => i.name)).toEqual(['Closes today', 'Closes next year']);
    expect(data.total).toBe(2);
    expect(data.query).toContain('|open=1|');
  });

  test("past 17:00 UTC it is the next day in Jakarta: today's closing day has passed", async () => {
    jest.useFakeTimers({ now: new Date('2026-11-26T17:05:00Z'), doNotFake: ['nextTick', 'setImmediate'] });
    const data = await load('?dibuka=1');
    expect(data.today).toBe('2026-11-27');
    expect(data.items.map((i) => i.name)).toEqual(['Closes next year']);
  });
});

test('a failed list makes the loader fail (the page shows its error state and the browser retries)', async () => {
  mockApi(['/website/scholarship']);
  await expect(loadScholarships(loaderArgs())).rejects.toThrow('/website/scholarship 500');
});

test('a failed option list is null, and the rest of the page still loads', async () => {
  mockApi(['/filter/negara', '/filter/jenjang']);
  const result = await loadScholarships(loaderArgs());
  expect(result.kind === 'data' && result.data.options.countries).toBeNull();
  expect(result.kind === 'data' && result.data.options.universities).toEqual([{ value: 'SR900', label: 'Others' }]);
  expect(result.kind === 'data' && result.data.items).toHaveLength(1);
});

describe('a grown list', () => {
  const COUNTRIES = [
    { countrycode: 'AU', countryname: 'Australia' },
    { countrycode: 'DE', countryname: 'Jerman' },
    { countrycode: 'CA', countryname: 'Kanada' },
  ];
  /** 60 scholarships: 'Grant 01' ... 'Grant 60', in turn in Australia, Germany and Canada. */
  const grown = Array.from({ length: 60 }, (_, i) => ({
    ...scholarship,
    id: 100 + i,
    scholarship_name: i === 41 ? 'Stipendium Universität München 42' : `Grant ${String(i + 1).padStart(2, '0')}`,
    country: COUNTRIES[i % 3]!,
    universities: i % 3 === 1 ? { nama_sekolah: 'Technische Universität Berlin' } : null,
    description: `<p>Deskripsi lengkap beasiswa nomor ${i + 1}.</p>`,
  }));

  function mockGrown() {
    const get = jest
      .spyOn(getApiClient(), 'get')
      .mockImplementation((url: string) =>
        Promise.resolve({ data: { data: url === '/website/scholarship' ? grown : lists[url] } }),
      );
    // The API's filter: the countries of the multipart field (enough for these tests).
    const post = jest.spyOn(getApiClient(), 'post').mockImplementation((_url: string, form: unknown) => {
      const countries = JSON.parse((form as FormData).get('country') as string) as string[];
      return Promise.resolve({ data: { data: grown.filter((s) => countries.includes(s.country.countrycode)) } });
    });
    return { get, post };
  }

  const load = async (search: string) => {
    const result = await loadScholarships(loaderArgs({}, search));
    if (result.kind !== 'data') throw new Error(`${search} was not found`);
    return result.data;
  };
  const names = (data: ScholarshipsData) => data.items.map((i) => i.name);

  test('page 1 holds the first 12 cards, page 2 the next 12, the last page the rest', async () => {
    mockGrown();
    const first = await load('');
    expect(first).toMatchObject({ page: 1, pageCount: 5, total: 60 });
    expect(names(first)).toEqual(grown.slice(0, 12).map((s) => s.scholarship_name));
    expect(names(await load('?page=2'))).toEqual(grown.slice(12, 24).map((s) => s.scholarship_name));
    const last = await load('?page=5');
    expect(last).toMatchObject({ page: 5, pageCount: 5, total: 60 });
    expect(names(last)).toEqual(grown.slice(48).map((s) => s.scholarship_name));
  });

  test('a page past the last one, or not a page number, is not found', async () => {
    mockGrown();
    for (const search of ['?page=6', '?page=0', '?page=abc', '?page=-2', '?country=AU&page=3']) {
      await expect(loadScholarships(loaderArgs({}, search))).resolves.toEqual({ kind: 'not-found' });
    }
  });

  test('only the cards of the page are sent, with the fields the card shows (the modal reads the description)', async () => {
    mockGrown();
    const json = JSON.stringify(await load('?page=2'));
    expect(json).toContain('"Grant 13"');
    expect(json).not.toContain('"Grant 12"');
    expect(json).not.toContain('"Grant 25"');
    expect(json).not.toContain('Deskripsi lengkap');
    expect(json).not.toContain('"description"');
    for (const raw of ['scholarship_name', 'code_school_rep', 'countrycode', 'internal_notes', 'created_by']) {
      expect(json).not.toContain(raw);
    }
  });

  test('the search finds by scholarship name, university or country, ignoring case and accents', async () => {
    mockGrown();
    expect(names(await load('?q=GRANT%2007'))).toEqual(['Grant 07']);
    expect(names(await load('?q=munchen%20universitat'))).toEqual(['Stipendium Universität München 42']);
    const berlin = await load('?q=berlin');
    expect(berlin.total).toBe(20);
    expect(berlin.items.every((i) => i.universityName === 'Technische Universität Berlin')).toBe(true);
    expect((await load('?q=kanada')).total).toBe(20);
    expect(await load('?q=tidak-ada')).toMatchObject({ items: [], total: 0, pageCount: 1 });
  });

  test('the search combines with a ticked filter (POST /filter/scholarship) and with the pages', async () => {
    const { get, post } = mockGrown();
    const data = await load('?country=DE,CA&q=grant%201');
    expect(post).toHaveBeenCalledTimes(1);
    expect(get.mock.calls.map((c) => c[0])).not.toContain('/website/scholarship');
    // The grants with a 1 in their number, in Germany or Canada.
    expect(names(data)).toEqual(['11', '12', '14', '15', '17', '18', '21', '41', '51'].map((n) => `Grant ${n}`));
    expect(data.query).toBe('university=&country=DE,CA&tipe=&program=|q=grant 1|open=0|page=1');
    expect(await load('?country=DE,CA')).toMatchObject({ total: 40, pageCount: 4 });
    expect(names(await load('?country=DE,CA&page=4'))).toHaveLength(4);
  });
});

test('the list loader reads only its filters (the open-only one too), the search and the page from the URL', () => {
  const loader: RouteLoader | undefined = loaders?.scholarships;
  expect(loader?.searchKeys).toEqual(['university', 'country', 'tipe', 'program', 'dibuka', 'q', 'page']);
  expect(loaders?.studyTour?.searchKeys).toEqual(['page']);
});
