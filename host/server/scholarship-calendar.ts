// /kalender/beasiswa/<id>.ics: a scholarship's closing day as an iCalendar file (RFC 5545), a real URL of the
// render server so it can be shared (WhatsApp) and opened later. /kalender/beasiswa/<id>/google: a redirect to
// the same event in Google Calendar (the card links to this short URL, not to Google's long one). The event's
// text is the same in both (@niec/shared scholarshipEventText). The list is read through the
// instance's API read cache, as the scholarship list page reads it (one read serves both).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Scholarship } from '@niec/shared';
import {
  SCHOLARSHIP_CALENDAR_PREFIX,
  closingDay,
  dayAfter,
  googleCalendarUrl,
  scholarshipCalendarId,
  scholarshipEventText,
} from '@niec/shared/dates';
import { cachedApiBase, type ApiCache } from './api-cache';
import type { ServerConfigFile } from './config';
import { REQUEST_ID_HEADER } from './observability';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** RFC 5545 3.3.11: backslash, semicolon and comma are escaped in TEXT values, line breaks written as \n. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/**
 * RFC 5545 3.1: a content line longer than 75 octets is folded (CRLF and one space), never inside a UTF-8
 * character.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // The first line holds 75 octets; each continuation line starts with a space, so 74 of its own.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDay = (day: string) => day.replace(/-/g, '');
const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export interface CalendarEvent {
  id: string;
  name: string;
  countryName: string;
  universityName: string | null;
  /** YYYY-MM-DD in Jakarta (closingDay()). */
  closesOn: string;
}

/** One VCALENDAR with one all-day VEVENT on the closing day. */
export function buildScholarshipCalendar(event: CalendarEvent, siteOrigin: string, now: Date = new Date()): string {
  const text = scholarshipEventText(event, siteOrigin);
  const host = new URL(siteOrigin).host;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//NIEC Indonesia//Beasiswa//ID',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:beasiswa-${event.id}-${event.closesOn}@${host}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART;VALUE=DATE:${compactDay(event.closesOn)}`,
    `DTEND;VALUE=DATE:${compactDay(dayAfter(event.closesOn))}`,
    `SUMMARY:${escapeText(text.title)}`,
    ...(text.location ? [`LOCATION:${escapeText(text.location)}`] : []),
    `DESCRIPTION:${escapeText(text.details)}`,
    `URL:${text.url}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/**
 * The scholarship with this calendar id in the API's list, with a readable closing day; null when none. The
 * list is the one the scholarship list page reads (remotes/scholarship fetchScholarships: GET
 * /website/scholarship), so through the read cache (`apiBase` its base) a page and a calendar file share it.
 */
export async function findScholarshipEvent(
  apiBase: string,
  id: string,
  requestId?: string,
): Promise<CalendarEvent | null> {
  const response = await fetch(`${apiBase}/website/scholarship`, {
    headers: { Accept: 'application/json', ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}) },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`/website/scholarship answered ${response.status}`);
  const body: unknown = await response.json();
  const list = isRecord(body) && Array.isArray(body.data) ? body.data : [];
  for (const raw of list) {
    if (!isRecord(raw) || typeof raw.scholarship_name !== 'string') continue;
    const scholarship = raw as unknown as Scholarship;
    if (scholarshipCalendarId(scholarship) !== id) continue;
    const closesOn = closingDay(scholarship.close_reg);
    if (!closesOn) return null;
    return {
      id,
      name: scholarship.scholarship_name,
      countryName: scholarship.country?.countryname ?? '',
      universityName: scholarship.universities?.nama_sekolah ?? null,
      closesOn,
    };
  }
  return null;
}

export function registerScholarshipCalendar(
  app: FastifyInstance,
  {
    configOf,
    siteOriginOf,
    apiCache,
  }: {
    configOf: () => ServerConfigFile;
    siteOriginOf: (r: FastifyRequest) => string;
    /** The instance's API read cache (the render workers' too); the API is read directly without it. */
    apiCache?: ApiCache | null;
  },
): void {
  /** The scholarship's event, or the reply already sent (404, 503). */
  const eventFor = async (request: FastifyRequest, reply: FastifyReply, id: string) => {
    if (!id) return reply.code(404).send({ message: 'Tidak ditemukan.' });
    const config = configOf();
    let event: CalendarEvent | null;
    try {
      const apiBase = cachedApiBase(apiCache, config) ?? (config.serverApiBaseUrl || config.apiBaseUrl);
      event = await findScholarshipEvent(apiBase, id, request.id);
    } catch (error) {
      request.log.warn({ err: error }, 'scholarship calendar: the scholarship list failed');
      return reply
        .code(503)
        .header('Retry-After', '60')
        .send({ message: 'Kalender beasiswa sedang tidak tersedia. Coba lagi sebentar lagi.' });
    }
    if (!event)
      return reply.code(404).header('Cache-Control', 'public, max-age=60').send({ message: 'Tidak ditemukan.' });
    return event;
  };
  const isEvent = (value: CalendarEvent | FastifyReply): value is CalendarEvent => 'closesOn' in value;

  app.get<{ Params: { file: string } }>(`${SCHOLARSHIP_CALENDAR_PREFIX}:file`, async (request, reply) => {
    const { file } = request.params;
    const event = await eventFor(request, reply, file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : '');
    if (!isEvent(event)) return event;
    return reply
      .type('text/calendar; charset=utf-8')
      .header('Content-Disposition', `inline; filename="beasiswa-${encodeURIComponent(event.id)}.ics"`)
      .header('Cache-Control', 'public, max-age=0, s-maxage=600')
      .send(buildScholarshipCalendar(event, siteOriginOf(request)));
  });

  app.get<{ Params: { id: string } }>(`${SCHOLARSHIP_CALENDAR_PREFIX}:id/google`, async (request, reply) => {
    const event = await eventFor(request, reply, request.params.id);
    if (!isEvent(event)) return event;
    return reply
      .header('Cache-Control', 'public, max-age=0, s-maxage=600')
      .redirect(googleCalendarUrl(event, event.closesOn, siteOriginOf(request)), 302);
  });
}
