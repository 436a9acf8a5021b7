/**
 * @jest-environment node
 */
// The node environment is where the render server runs loaders (no window: nothing is shared between calls).
import { getApiClient } from '@niec/shared';
import { applyTestConfig, loaderArgs } from '@niec/shared/testing';
import { loadScholarships } from './scholarships.loader';

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

test('on load it asks for the list and the four option lists, and sends only what the page shows', async () => {
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
      selection: 'university=&country=&tipe=&program=',
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
          description: '<p>Biaya kuliah penuh.</p>',
        },
      ],
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
  expect(result.kind === 'data' && result.data.selection).toBe('university=&country=GB&tipe=&program=Master,Ph.D');
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
