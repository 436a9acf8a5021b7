/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { scholarshipRecord } from '@niec/shared/testing';
import { cachedApiBase, startApiCache, type ApiCache } from './api-cache';
import type { ServerConfigFile } from './config';
import { registerScholarshipCalendar } from './scholarship-calendar';

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
];

describe('the scholarship calendar file', () => {
  let api: http.Server;
  let app: FastifyInstance;
  let apiFails = false;
  let site = '';
  // light-my-request (app.inject) is ESM-only under jest: the tests ask the listening server.
  const get = async (path: string) => {
    const response = await fetch(`${site}${path}`, { redirect: 'manual' });
    return { statusCode: response.status, headers: response.headers, body: await response.text() };
  };

  beforeAll(async () => {
    api = http.createServer((request, response) => {
      if (apiFails || request.url !== '/website/scholarship') return void response.writeHead(503).end();
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: scholarships }));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const config = {
      apiBaseUrl: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
    } as ServerConfigFile;
    app = Fastify();
    registerScholarshipCalendar(app, { configOf: () => config, siteOriginOf: () => 'https://www.niec.example' });
    site = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    await new Promise<void>((resolve) => api.close(() => resolve()));
  });
  beforeEach(() => {
    apiFails = false;
  });

  const parse = (ics: string) => {
    const calendar = new ICAL.Component(ICAL.parse(ics) as unknown[]);
    const events = calendar.getAllSubcomponents('vevent');
    expect(events).toHaveLength(1);
    return new ICAL.Event(events[0]);
  };

  test('is text/calendar with one all-day event on the Jakarta closing day, named after the scholarship', async () => {
    const response = await get('/kalender/beasiswa/13.ics');
    expect(response.statusCode).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const event = parse(response.body);
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2026-12-03');
    expect(event.endDate.toString()).toBe('2026-12-04');
    expect(event.summary).toBe('Batas pendaftaran beasiswa: Chevening Scholarship');
    expect(event.location).toBe('United Kingdom');
    expect(event.uid).toBe('beasiswa-13-2026-12-03@www.niec.example');
    expect(event.description).toContain(
      'Detail dan persyaratan: https://www.niec.example/scholarship?q=Chevening+Scholarship',
    );
    expect(event.component.getFirstPropertyValue('dtstamp')).toBeTruthy();
  });

  test('keeps commas, semicolons, backslashes and accents through escaping and folding', async () => {
    const response = await get('/kalender/beasiswa/3.ics');
    const body = response.body;
    // Every line ends in CRLF and no line is longer than 75 octets.
    expect(body.endsWith('\r\n')).toBe(true);
    expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of body.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const event = parse(body);
    expect(event.summary).toBe(`Batas pendaftaran beasiswa: ${scholarships[1]!.scholarship_name}`);
    expect(event.location).toBe('Edith Cowan University, Australia');
    expect(event.startDate.toString()).toBe('2027-01-31');
  });

  test('/google redirects to a Google Calendar event on the Jakarta closing day, with the same text', async () => {
    const response = await get('/kalender/beasiswa/13/google');
    expect(response.statusCode).toBe(302);
    const google = new URL(response.headers.get('location')!);
    expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(google.searchParams.get('dates')).toBe('20261203/20261204');
    expect(google.searchParams.get('text')).toBe('Batas pendaftaran beasiswa: Chevening Scholarship');
    expect(google.searchParams.get('location')).toBe('United Kingdom');
    expect(google.searchParams.get('details')).toContain(
      'Detail dan persyaratan: https://www.niec.example/scholarship?q=Chevening+Scholarship',
    );
    expect((await get('/kalender/beasiswa/999/google')).statusCode).toBe(404);
  });

  test('answers 404 for a scholarship the API does not list, and 503 when the list fails', async () => {
    expect((await get('/kalender/beasiswa/999.ics')).statusCode).toBe(404);
    expect((await get('/kalender/beasiswa/13')).statusCode).toBe(404);
    apiFails = true;
    const failed = await get('/kalender/beasiswa/13.ics');
    expect(failed.statusCode).toBe(503);
    expect(failed.headers.get('retry-after')).toBe('60');
  });
});

describe('the scholarship calendar and the API read cache', () => {
  let api: http.Server;
  let apiBaseUrl = '';
  const reads: string[] = [];
  let apiCache: ApiCache;
  let config: ServerConfigFile;
  let app: FastifyInstance;
  let site = '';

  beforeAll(async () => {
    api = http.createServer((request, response) => {
      reads.push(request.url ?? '');
      if (!request.url?.endsWith('/website/scholarship')) return void response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: scholarships }));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    apiBaseUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    apiCache = await startApiCache({ ttlMs: 60_000 });
    app = Fastify();
    registerScholarshipCalendar(app, {
      configOf: () => config,
      siteOriginOf: () => 'https://www.niec.example',
      apiCache,
    });
    site = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    await apiCache.close();
    await new Promise<void>((resolve) => api.close(() => resolve()));
  });
  beforeEach(() => {
    reads.length = 0;
  });

  /** A config reading the API under its own base path (/one, /two, …): its own entries in the cache. */
  const configAt = (basePath: string, extra: Partial<ServerConfigFile> = {}) =>
    ({ apiBaseUrl: `${apiBaseUrl}${basePath}`, ...extra }) as ServerConfigFile;

  const calendar = async (id: string) => {
    const response = await fetch(`${site}/kalender/beasiswa/${id}.ics`);
    await response.text();
    return response.status;
  };

  test('two calendar files cost one read of the API', async () => {
    config = configAt('/one');
    expect(await calendar('13')).toBe(200);
    expect(await calendar('3')).toBe(200);
    expect(reads).toEqual(['/one/website/scholarship']);
  });

  test("the scholarship list page's read and a calendar file share that one read", async () => {
    config = configAt('/public', { serverApiBaseUrl: `${apiBaseUrl}/page` });
    // What a render worker's list loader reads: fetchScholarships (GET /website/scholarship) at the
    // serverApiCacheUrl pool.ts gives the workers.
    const pageRead = await fetch(`${cachedApiBase(apiCache, config)}/website/scholarship`);
    expect(pageRead.status).toBe(200);
    await pageRead.text();
    expect(await calendar('13')).toBe(200);
    expect(reads).toEqual(['/page/website/scholarship']);
  });

  test('with the cache off (serverCache false, or apiCacheSeconds 0) each file reads the API', async () => {
    config = configAt('/two', { serverCache: false });
    expect(await calendar('13')).toBe(200);
    expect(await calendar('13')).toBe(200);
    config = configAt('/two', { apiCacheSeconds: 0 });
    expect(await calendar('3')).toBe(200);
    expect(await calendar('3')).toBe(200);
    expect(reads).toEqual(Array(4).fill('/two/website/scholarship'));
  });

  test('without a read cache at all (started with the caches off) each file reads the API', async () => {
    const direct = Fastify();
    registerScholarshipCalendar(direct, {
      configOf: () => configAt('/three'),
      siteOriginOf: () => 'https://www.niec.example',
      apiCache: null,
    });
    const origin = await direct.listen({ port: 0, host: '127.0.0.1' });
    try {
      for (let i = 0; i < 2; i += 1) expect((await fetch(`${origin}/kalender/beasiswa/13.ics`)).status).toBe(200);
      expect(reads).toEqual(Array(2).fill('/three/website/scholarship'));
    } finally {
      await direct.close();
    }
  });
});
