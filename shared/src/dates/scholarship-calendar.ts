import { href } from '@niec/shared/routes';
/**
 * A scholarship's closing day as a calendar event, in the two forms the cards offer: the iCalendar file the
 * render server answers (written by the scholarship remote, scholarships.calendar.ts) and a Google Calendar link. Both name the
 * scholarship, its country and university, and link back to the site, so a visitor who saved it months ago
 * can find the scholarship again.
 */

/** Where the render server answers a scholarship's .ics file: `${SCHOLARSHIP_CALENDAR_PREFIX}<id>.ics`. */
export const SCHOLARSHIP_CALENDAR_PREFIX = '/kalender/beasiswa/';

/** The link back to a scholarship on the site: the list, searched for its name. */
export function scholarshipSitePath(name: string): string {
  return href('scholarships', undefined, { q: name });
}

/**
 * The id in a scholarship's calendar URL: the API's id, or (for a backend without ids) its name as a slug,
 * so the render server can find the same record in the API's list.
 */
export function scholarshipCalendarId(raw: { id?: number | string; scholarship_name: string }): string {
  if (raw.id !== undefined && raw.id !== null && String(raw.id) !== '') return String(raw.id);
  return raw.scholarship_name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function scholarshipCalendarPath(id: string): string {
  return `${SCHOLARSHIP_CALENDAR_PREFIX}${encodeURIComponent(id)}.ics`;
}

/**
 * The card's Google Calendar link: a short URL of the render server that answers with a redirect to
 * googleCalendarUrl(). The event's text in the link itself is about 500 bytes a card; written into a list of
 * cards it would push the page's first response past the first round trip (docs/decisions/012).
 */
export function scholarshipGoogleCalendarPath(id: string): string {
  return `${SCHOLARSHIP_CALENDAR_PREFIX}${encodeURIComponent(id)}/google`;
}

export interface ScholarshipEventFields {
  name: string;
  countryName: string;
  universityName: string | null;
}

/** The event's title, place and text, the same in the .ics file and the Google Calendar link. */
export function scholarshipEventText(
  { name, countryName, universityName }: ScholarshipEventFields,
  siteOrigin: string,
): { title: string; location: string; details: string; url: string } {
  const place = [universityName, countryName].filter((part): part is string => Boolean(part)).join(', ');
  const url = `${siteOrigin}${scholarshipSitePath(name)}`;
  return {
    title: `Batas pendaftaran beasiswa: ${name}`,
    location: place,
    details: [`Hari terakhir pendaftaran ${name}${place ? ` (${place})` : ''}.`, `Detail dan persyaratan: ${url}`].join(
      '\n',
    ),
    url,
  };
}

const compactDay = (day: string) => day.replace(/-/g, '');

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** A Google Calendar "new event" link for the closing day (YYYY-MM-DD), as an all-day event. */
export function googleCalendarUrl(fields: ScholarshipEventFields, closesOn: string, siteOrigin: string): string {
  const text = scholarshipEventText(fields, siteOrigin);
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: text.title,
    // An all-day event ends (exclusively) on the next day.
    dates: `${compactDay(closesOn)}/${compactDay(nextDay(closesOn))}`,
    details: text.details,
    location: text.location,
    ctz: 'Asia/Jakarta',
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** The day after a YYYY-MM-DD day (an all-day event's exclusive end). */
export { nextDay as dayAfter };
