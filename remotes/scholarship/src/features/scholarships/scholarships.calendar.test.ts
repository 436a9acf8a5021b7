/**
 * @jest-environment node
 */
// The node environment is where the render server makes calendar files (a render worker runs this module).
import ICAL from 'ical.js';
import { getApiClient, getCachedApiClient } from '@niec/shared';
import { applyTestConfig, scholarshipRecord } from '@niec/shared/testing';
import { calendar } from '../../exposes/routes';
import { scholarshipCalendar } from './scholarships.calendar';

const scholarships = [
  scholarshipRecord('chevening', {
    // 23:00 in Jakarta on 3 December (already 4 December in Tokyo).
    close_reg: '2026-12-03T16:00:00Z',
  }),
  scholarshipRecord('ecu', {
    id: 3,
    // Commas, a semicolon, a backslash and non-ASCII letters, long enough to be folded.
    scholarship_name:
      "ECU Vice-Chancellor's Scholarship; Perth, Joondalup & Bunbury \\ Édition spéciale 2027 für Studierende",
  }),
  scholarshipRecord('ecu', { id: 4, close_reg: 'sometime in spring' }),
];

const SITE = 'https://www.niec.example';

/** The API's scholarship list as the cached reads answer it (the render server's read cache), or a failure. */
function mockList(fails = false) {
  return jest
    .spyOn(getCachedApiClient(), 'get')
    .mockImplementation((url: string) =>
      fails || url !== '/website/scholarship'
        ? Promise.reject(new Error(`${url} 503`))
        : Promise.resolve({ data: { data: scholarships } }),
    );
}

const parse = (ics: string) => {
  const parsed = new ICAL.Component(ICAL.parse(ics) as unknown[]);
  const events = parsed.getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  return new ICAL.Event(events[0]);
};

beforeEach(() => {
  // A render server with its API read cache: the list page's reads go there, not to the API itself.
  applyTestConfig({ serverApiCacheUrl: 'http://read-cache.test/api' });
  jest.restoreAllMocks();
});

test('the .ics is one all-day event on the Jakarta closing day, named after the scholarship', async () => {
  mockList();
  const file = await scholarshipCalendar('13', SITE);
  const event = parse(file!.ics);
  expect(event.startDate.isDate).toBe(true);
  expect(event.startDate.toString()).toBe('2026-12-03');
  expect(event.endDate.toString()).toBe('2026-12-04');
  expect(event.summary).toBe('Batas pendaftaran beasiswa: Chevening Scholarship');
  expect(event.location).toBe('United Kingdom');
  expect(event.uid).toBe('beasiswa-13-2026-12-03@www.niec.example');
  expect(event.description).toContain(
    'Detail dan persyaratan: https://www.niec.example/scholarship?q=Chevening+Scholarship',
  );
  expect(event.component.getFirstPropertyValue('url')).toBe(
    'https://www.niec.example/scholarship?q=Chevening+Scholarship',
  );
  expect(event.component.getFirstPropertyValue('transp')).toBe('TRANSPARENT');
  expect(event.component.getFirstPropertyValue('dtstamp')).toBeTruthy();
});

test('keeps commas, semicolons, backslashes and accents, in lines of at most 75 octets ending in CRLF', async () => {
  mockList();
  const { ics } = (await scholarshipCalendar('3', SITE))!;
  expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const lines = ics.split('\r\n');
  // The name is long enough that its SUMMARY is folded.
  expect(lines.some((line) => line.startsWith(' '))).toBe(true);
  for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  const event = parse(ics);
  expect(event.summary).toBe(`Batas pendaftaran beasiswa: ${scholarships[1]!.scholarship_name}`);
  expect(event.location).toBe('Edith Cowan University, Australia');
  expect(event.startDate.toString()).toBe('2027-01-31');
});

test('the Google Calendar link is the same event on the Jakarta closing day', async () => {
  mockList();
  const google = new URL((await scholarshipCalendar('13', SITE))!.googleUrl);
  expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/render');
  expect(google.searchParams.get('dates')).toBe('20261203/20261204');
  expect(google.searchParams.get('text')).toBe('Batas pendaftaran beasiswa: Chevening Scholarship');
  expect(google.searchParams.get('location')).toBe('United Kingdom');
  expect(google.searchParams.get('details')).toContain(
    'Detail dan persyaratan: https://www.niec.example/scholarship?q=Chevening+Scholarship',
  );
});

test('there is none for a scholarship the API does not list or whose closing day is unreadable', async () => {
  mockList();
  await expect(scholarshipCalendar('999', SITE)).resolves.toBeNull();
  await expect(scholarshipCalendar('4', SITE)).resolves.toBeNull();
});

test('it fails when the list does not come (the render server then answers 503)', async () => {
  mockList(true);
  await expect(scholarshipCalendar('13', SITE)).rejects.toThrow('/website/scholarship 503');
});

test("it reads the list page's list through the read cache, never the API directly", async () => {
  const cached = mockList();
  const direct = jest.spyOn(getApiClient(), 'get');
  // Through the routes module, as the render server asks for it.
  expect(await calendar!('13', SITE)).not.toBeNull();
  expect(cached).toHaveBeenCalledWith('/website/scholarship', expect.anything());
  expect(direct).not.toHaveBeenCalled();
});
