/**
 * @jest-environment node
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { CalendarFile } from '@niec/shared';
import { registerScholarshipCalendar } from './scholarship-calendar';

// The route alone: what the scholarship remote makes (remotes/scholarship scholarships.calendar.ts, tested there)
// is a stand-in here, as a render worker would answer it.
const chevening: CalendarFile = {
  ics: 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n',
  googleUrl: 'https://calendar.google.com/calendar/render?action=TEMPLATE&dates=20261203%2F20261204',
};

describe('the scholarship calendar routes', () => {
  let app: FastifyInstance;
  let site = '';
  let failure: Error | null = null;
  const asked: string[] = [];
  // light-my-request (app.inject) is ESM-only under jest: the tests ask the listening server.
  const get = async (path: string) => {
    const response = await fetch(`${site}${path}`, { redirect: 'manual' });
    return { statusCode: response.status, headers: response.headers, body: await response.text() };
  };

  beforeAll(async () => {
    app = Fastify();
    registerScholarshipCalendar(app, {
      fileOf: (id) => {
        asked.push(id);
        return failure ? Promise.reject(failure) : Promise.resolve(id === '13' ? chevening : null);
      },
    });
    site = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
  });
  beforeEach(() => {
    failure = null;
    asked.length = 0;
  });

  test("answers the remote's file as text/calendar, to open inline under the scholarship's name", async () => {
    const response = await get('/kalender/beasiswa/13.ics');
    expect(response.statusCode).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('inline; filename="beasiswa-13.ics"');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=600');
    expect(response.body).toBe(chevening.ics);
    expect(asked).toEqual(['13']);
  });

  test("/google redirects to the remote's Google Calendar event", async () => {
    const response = await get('/kalender/beasiswa/13/google');
    expect(response.statusCode).toBe(302);
    expect(response.headers.get('location')).toBe(chevening.googleUrl);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=600');
    expect((await get('/kalender/beasiswa/999/google')).statusCode).toBe(404);
  });

  test('answers 404 for a scholarship the remote does not know, and for a path without .ics', async () => {
    const unknown = await get('/kalender/beasiswa/999.ics');
    expect(unknown.statusCode).toBe(404);
    expect(JSON.parse(unknown.body)).toEqual({ message: 'Tidak ditemukan.' });
    expect((await get('/kalender/beasiswa/13')).statusCode).toBe(404);
    // A path without .ics never reaches the remote.
    expect(asked).toEqual(['999']);
  });

  test('answers 503 with Retry-After when the file cannot be made (the API or the remote failed)', async () => {
    failure = new Error('Remote "scholarship" did not expose its routes');
    for (const path of ['/kalender/beasiswa/13.ics', '/kalender/beasiswa/13/google']) {
      const failed = await get(path);
      expect(failed.statusCode).toBe(503);
      expect(failed.headers.get('retry-after')).toBe('60');
      expect(JSON.parse(failed.body)).toEqual({
        message: 'Kalender beasiswa sedang tidak tersedia. Coba lagi sebentar lagi.',
      });
    }
  });
});
