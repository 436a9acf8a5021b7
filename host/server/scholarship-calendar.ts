// /kalender/beasiswa/<id>.ics: a scholarship's closing day as an iCalendar file, a real URL of the render server
// so it can be shared (WhatsApp) and opened later. /kalender/beasiswa/<id>/google: a redirect to the same event in
// Google Calendar (the card links to this short URL, not to Google's long one). The scholarship remote finds the
// scholarship and writes both (RemoteRoutesModule.calendar, run by a render worker); here are only the URLs and
// what the answers say over HTTP.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CalendarFile } from '@niec/shared';
import { SCHOLARSHIP_CALENDAR_PREFIX } from '@niec/shared/dates';
import { withPolicy } from './caches';

/** The scholarship's event (from the remote), or null when there is none; rejects when it cannot be made. */
export type CalendarFileOf = (id: string, request: FastifyRequest) => Promise<CalendarFile | null>;

export function registerScholarshipCalendar(app: FastifyInstance, { fileOf }: { fileOf: CalendarFileOf }): void {
  /** The scholarship's event, or the reply already sent (404, 503). */
  const eventFor = async (request: FastifyRequest, reply: FastifyReply, id: string) => {
    if (!id) return withPolicy(reply.code(404), 'unknownRecord').send({ message: 'Tidak ditemukan.' });
    let file: CalendarFile | null;
    try {
      file = await fileOf(id, request);
    } catch (error) {
      // The API did not answer, or the scholarship remote did not load.
      request.log.warn({ err: error }, 'scholarship calendar: the calendar file could not be made');
      return reply
        .code(503)
        .header('Retry-After', '60')
        .send({ message: 'Kalender beasiswa sedang tidak tersedia. Coba lagi sebentar lagi.' });
    }
    if (!file) return withPolicy(reply.code(404), 'unknownRecord').send({ message: 'Tidak ditemukan.' });
    return file;
  };
  const isFile = (value: CalendarFile | FastifyReply): value is CalendarFile => 'ics' in value;

  app.get<{ Params: { file: string } }>(`${SCHOLARSHIP_CALENDAR_PREFIX}:file`, async (request, reply) => {
    const { file } = request.params;
    const id = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : '';
    const event = await eventFor(request, reply, id);
    if (!isFile(event)) return event;
    return withPolicy(reply, 'calendarFile')
      .type('text/calendar; charset=utf-8')
      .header('Content-Disposition', `inline; filename="beasiswa-${encodeURIComponent(id)}.ics"`)
      .send(event.ics);
  });

  app.get<{ Params: { id: string } }>(`${SCHOLARSHIP_CALENDAR_PREFIX}:id/google`, async (request, reply) => {
    const event = await eventFor(request, reply, request.params.id);
    if (!isFile(event)) return event;
    return withPolicy(reply, 'calendarFile').redirect(event.googleUrl, 302);
  });
}
