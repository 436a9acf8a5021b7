import ICAL from 'ical.js';
import type { CalendarFile } from '@niec/shared';
import { closingDay, dayAfter, googleCalendarUrl, scholarshipEventText } from '@niec/shared/dates';
import { fetchScholarships } from './api/fetch-scholarships';
import type { ScholarshipRecord } from './model';

// A scholarship's closing day as a calendar file (RFC 5545), which the render server answers at
// /kalender/beasiswa/<id>.ics (and as a Google Calendar redirect at /kalender/beasiswa/<id>/google). It runs in a
// render worker, never in the browser: routes.tsx imports it lazily.

// ical.js folds at foldLength octets and then puts the continuation's space in front of as many again: 76-octet
// lines at its default of 75. At 74 every line keeps to RFC 5545's 75 octets.
ICAL.foldLength = 74;

/** The event of one scholarship: its closing day in Jakarta (YYYY-MM-DD) and the fields its text names. */
interface ClosingEvent {
  id: string;
  name: string;
  countryName: string;
  universityName: string | null;
  closesOn: string;
}

/** An all-day date (VALUE=DATE) for a YYYY-MM-DD day. */
const allDay = (day: string) => ICAL.Time.fromDateString(day);

/** One VCALENDAR with one all-day VEVENT on the closing day; escaping and line folding are ical.js's. */
function writeCalendar(event: ClosingEvent, siteOrigin: string, now: Date): string {
  const text = scholarshipEventText(event, siteOrigin);
  const calendar = new ICAL.Component('vcalendar');
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('prodid', '-//NIEC Indonesia//Beasiswa//ID');
  calendar.addPropertyWithValue('calscale', 'GREGORIAN');
  calendar.addPropertyWithValue('method', 'PUBLISH');
  const vevent = new ICAL.Component('vevent');
  // One UID per scholarship and closing day: a moved deadline is a new event, not an update of the old one.
  vevent.addPropertyWithValue('uid', `beasiswa-${event.id}-${event.closesOn}@${new URL(siteOrigin).host}`);
  vevent.addPropertyWithValue('dtstamp', ICAL.Time.fromJSDate(now, true));
  vevent.addPropertyWithValue('dtstart', allDay(event.closesOn));
  // An all-day event ends (exclusively) on the next day.
  vevent.addPropertyWithValue('dtend', allDay(dayAfter(event.closesOn)));
  vevent.addPropertyWithValue('summary', text.title);
  if (text.location) vevent.addPropertyWithValue('location', text.location);
  vevent.addPropertyWithValue('description', text.details);
  vevent.addPropertyWithValue('url', text.url);
  // A deadline takes no time: it does not show the visitor as busy.
  vevent.addPropertyWithValue('transp', 'TRANSPARENT');
  calendar.addSubcomponent(vevent);
  // Every content line ends in CRLF, the last one too (RFC 5545 3.1); ical.js ends none.
  return `${calendar.toString()}\r\n`;
}

function closingEvent(record: ScholarshipRecord): ClosingEvent | null {
  const closesOn = closingDay(record.closeReg);
  if (!closesOn) return null;
  const { calendarId: id, name, countryName, universityName } = record;
  return { id, name, countryName, universityName, closesOn };
}

/**
 * The calendar file of the scholarship with this calendar id (RemoteRoutesModule.calendar), or null when the API
 * does not list it or its closing day cannot be read. The list is the one the list page reads, through the render
 * server's API read cache: a page and its cards' calendar files cost one read.
 */
export async function scholarshipCalendar(id: string, siteOrigin: string): Promise<CalendarFile | null> {
  const record = (await fetchScholarships(AbortSignal.timeout(10_000))).find((s) => s.calendarId === id);
  const event = record ? closingEvent(record) : null;
  if (!event) return null;
  return {
    ics: writeCalendar(event, siteOrigin, new Date()),
    googleUrl: googleCalendarUrl(event, event.closesOn, siteOrigin),
  };
}
