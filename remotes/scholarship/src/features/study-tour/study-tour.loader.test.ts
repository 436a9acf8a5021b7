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
  await expect(loadStudyTour(loaderArgs())).resolves.toEqual({ kind: 'data', data: { tours: [] } });
});
