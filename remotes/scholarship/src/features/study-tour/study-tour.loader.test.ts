/**
 * @jest-environment node
 */
import { getApiClient } from '@niec/shared';
import { applyTestConfig, loaderArgs } from '@niec/shared/testing';
import { loadStudyTour } from './study-tour.loader';

beforeEach(() => {
  applyTestConfig();
  jest.restoreAllMocks();
});

test('the tours come from GET /website/study-tour with only the fields the cards and the Itenary modal show', async () => {
  const get = jest.spyOn(getApiClient(), 'get').mockResolvedValue({
    data: {
      data: [
        {
          id: 2,
          image: '',
          city: 'London',
          county: 'United Kingdom',
          durasi: '10 Hari 9 Malam',
          harga: '45000000',
          min_pax: '15',
          itenary: '<h4>Hari 1</h4>',
          created_at: '2026-01-01',
          kode_admin: 'ADM-1',
        },
      ],
    },
  });
  await expect(loadStudyTour(loaderArgs())).resolves.toEqual({
    kind: 'data',
    data: {
      tours: [
        {
          key: '2',
          image: null,
          city: 'London',
          county: 'United Kingdom',
          duration: '10 Hari 9 Malam',
          price: 45000000,
          minPax: 15,
          itinerary: '<h4>Hari 1</h4>',
        },
      ],
      page: 1,
      pageCount: 1,
      total: 1,
    },
  });
  expect(get).toHaveBeenCalledTimes(1);
  expect(get.mock.calls[0]![0]).toBe('/website/study-tour');
});

test('an API failure makes the loader fail (the page shows its error state and the browser retries)', async () => {
  jest.spyOn(getApiClient(), 'get').mockRejectedValue(new Error('503'));
  await expect(loadStudyTour(loaderArgs())).rejects.toThrow('503');
});

test('an empty answer is an empty list, not a failure', async () => {
  jest.spyOn(getApiClient(), 'get').mockResolvedValue({ data: { data: null } });
  await expect(loadStudyTour(loaderArgs())).resolves.toEqual({
    kind: 'data',
    data: { tours: [], page: 1, pageCount: 1, total: 0 },
  });
});

describe('100 tours', () => {
  const tours = Array.from({ length: 100 }, (_, i) => ({
    id: i + 1,
    image: '',
    city: `Kota ${i + 1}`,
    county: 'Australia',
    durasi: '8 Hari 7 Malam',
    harga: '28500000',
    min_pax: '10',
    itenary: `<p>Itinerary tour ${i + 1}.</p>`,
  }));
  beforeEach(() => jest.spyOn(getApiClient(), 'get').mockResolvedValue({ data: { data: tours } }));

  test('are sent 12 a page, with the itineraries of that page only', async () => {
    const first = await loadStudyTour(loaderArgs());
    expect(first.kind === 'data' && first.data).toMatchObject({ page: 1, pageCount: 9, total: 100 });
    expect(first.kind === 'data' && first.data.tours.map((t) => t.city)).toEqual(tours.slice(0, 12).map((t) => t.city));
    const last = await loadStudyTour(loaderArgs({}, '?page=9'));
    expect(last.kind === 'data' && last.data.tours.map((t) => t.key)).toEqual(['97', '98', '99', '100']);
    const json = JSON.stringify(await loadStudyTour(loaderArgs({}, '?page=2')));
    expect(json).toContain('Itinerary tour 13.');
    expect(json).toContain('Itinerary tour 24.');
    expect(json).not.toContain('Itinerary tour 12.');
    expect(json).not.toContain('Itinerary tour 25.');
  });

  test('a page past the last one, or not a page number, is not found', async () => {
    for (const search of ['?page=10', '?page=0', '?page=x']) {
      await expect(loadStudyTour(loaderArgs({}, search))).resolves.toEqual({ kind: 'not-found' });
    }
  });
});
