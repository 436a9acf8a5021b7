/**
 * @jest-environment node
 */
// The render server reads the search records (the site search, and /tersimpan by their saved keys).
import { getCachedApiClient } from '@niec/shared';
import { applyTestConfig, scholarshipRecord } from '@niec/shared/testing';
import { scholarshipSearchRecords } from './search-records';

const tour = (id: number) => ({
  id,
  image: null,
  city: `Kota ${id}`,
  county: 'Australia',
  durasi: '8 Hari 7 Malam',
  harga: 28500000,
  min_pax: 10,
  itenary: '<p>Hari 1</p>',
});

const answers: Record<string, unknown> = {
  // Chevening closes on 3 December (Jakarta), ECU on 31 January.
  '/website/scholarship': [scholarshipRecord('chevening'), scholarshipRecord('ecu')],
  // 13 tours: the last one is on page 2 of the list.
  '/website/study-tour': Array.from({ length: 13 }, (_, i) => tour(i + 1)),
};

beforeEach(() => {
  applyTestConfig();
  jest
    .spyOn(getCachedApiClient(), 'get')
    .mockImplementation((url: string) => Promise.resolve({ data: { data: answers[url] } }));
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

test("a scholarship's record has its saved key, the list searched for its name, and says when it has closed", async () => {
  jest.useFakeTimers({ now: new Date('2026-12-10T03:00:00Z'), doNotFake: ['nextTick', 'setImmediate'] });
  const records = await scholarshipSearchRecords(new AbortController().signal);
  const [chevening, ecu] = records.filter((record) => record.kind === 'beasiswa');
  expect(chevening).toMatchObject({
    title: 'Chevening Scholarship',
    href: '/scholarship?q=Chevening+Scholarship',
    saved: 'beasiswa:13',
    closed: true,
  });
  expect(ecu).toMatchObject({ href: '/scholarship?q=ECU+Vice-Chancellor%27s+Scholarship', saved: 'beasiswa:2' });
  expect(ecu).not.toHaveProperty('closed');
});

test("a tour's record has its saved key and leads to its card on its page of the list", async () => {
  const tours = (await scholarshipSearchRecords(new AbortController().signal)).filter(
    (record) => record.kind === 'study-tour',
  );
  expect(tours[0]).toMatchObject({ title: 'Kota 1, Australia', href: '/study_tour#tour-1', saved: 'study-tour:1' });
  expect(tours[12]).toMatchObject({
    title: 'Kota 13, Australia',
    href: '/study_tour?page=2#tour-13',
    saved: 'study-tour:13',
  });
  expect(tours[12]).not.toHaveProperty('closed');
});
