/**
 * @jest-environment node
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { endpointOf, loggableUrl, logFormatOf, loggerOptions, requestIdOf } from './observability';
import { isSameOrigin, rateLimitsOf, DEFAULT_RATE_LIMITS } from './abuse';
import type { ServerConfigFile } from './config';

/** The app on a loopback port (light-my-request's inject does not load under jest here). */
async function listening(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

const config = (extra: Record<string, unknown>) =>
  ({ apiBaseUrl: 'http://api.test', shippingBaseUrl: 'http://ship.test', remotes: {}, ...extra }) as ServerConfigFile;

describe('request ids and logs', () => {
  it('keeps a caller id that is a plain token and replaces anything else', () => {
    expect(requestIdOf('edge-1234.abc')).toBe('edge-1234.abc');
    expect(requestIdOf('bad id\nwith a line')).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf(undefined)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs the names of query parameters, never their values', () => {
    expect(loggableUrl('/merchandise/checkout?email=a%40b.id&phone=0812')).toBe(
      '/merchandise/checkout?email=…&phone=…',
    );
    expect(loggableUrl('/about')).toBe('/about');
  });

  it('writes JSON lines with the request id and without tokens, cookies or form fields', async () => {
    const lines: string[] = [];
    const app = Fastify(loggerOptions('info', { stream: { write: (line) => lines.push(line) } }));
    app.post('/__api/study-tour/register', (request) => {
      request.log.info({ body: request.body, apiToken: 'server-secret' }, 'booking forwarded');
      return { ok: true };
    });
    const base = await listening(app);
    const response = await fetch(`${base}/__api/study-tour/register?email=rahasia%40contoh.id`, {
      method: 'POST',
      headers: {
        'x-request-id': 'trace-77',
        authorization: 'Bearer visitor-secret',
        cookie: 'sid=abc',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email: 'rahasia@contoh.id', phone: '081234567890' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBeNull();
    await app.close();
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.reqId);
    expect(parsed.length).toBeGreaterThanOrEqual(3);
    expect(parsed.every((line) => line.reqId === 'trace-77')).toBe(true);
    const text = lines.join('');
    for (const secret of ['visitor-secret', 'sid=abc', 'server-secret', 'rahasia', '081234567890']) {
      expect(text).not.toContain(secret);
    }
  }, 30_000);

  it('prints readable lines on a terminal and JSON lines anywhere else, unless LOG_FORMAT says which', () => {
    expect(logFormatOf({}, true)).toBe('pretty');
    expect(logFormatOf({}, false)).toBe('json');
    expect(logFormatOf({}, undefined)).toBe('json');
    expect(logFormatOf({ LOG_FORMAT: 'json' }, true)).toBe('json');
    expect(logFormatOf({ LOG_FORMAT: 'pretty' }, false)).toBe('pretty');
    expect(logFormatOf({ LOG_FORMAT: 'fancy' }, false)).toBe('json');
  });

  it('writes readable lines in pretty mode, with the request id and still without secrets', async () => {
    const lines: string[] = [];
    const app = Fastify(loggerOptions('info', { format: 'pretty', stream: { write: (line) => lines.push(line) } }));
    app.post('/__api/contact', (request) => {
      request.log.info({ body: request.body, apiToken: 'server-secret' }, 'contact forwarded');
      return { ok: true };
    });
    const base = await listening(app);
    await fetch(`${base}/__api/contact?email=rahasia%40contoh.id`, {
      method: 'POST',
      headers: { 'x-request-id': 'trace-78', cookie: 'sid=abc', 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '081234567890' }),
    });
    await app.close();
    const text = lines.join('');
    expect(text).toMatch(/INFO.*: contact forwarded/);
    expect(text).toContain('reqId: "trace-78"');
    expect(text).toContain('apiToken: "[redacted]"');
    expect(lines.some((line) => line.trimStart().startsWith('{'))).toBe(false);
    for (const secret of ['sid=abc', 'server-secret', 'rahasia', '081234567890']) expect(text).not.toContain(secret);
  }, 30_000);

  it('labels an API call by its resource, with record names as :id', () => {
    const bases = ['http://api.test/api/v1/application', 'http://127.0.0.1:4555/u/ab12'];
    expect(endpointOf('http://api.test/api/v1/application/website/artikel?page=2', bases)).toBe('/website/artikel');
    expect(endpointOf('http://api.test/api/v1/application/website/artikel-detail/panduan-2027', bases)).toBe(
      '/website/artikel-detail/…',
    );
    expect(endpointOf('http://api.test/api/v1/application/merchandise/NIEC-001', bases)).toBe('/merchandise/:id');
  });
});

describe('abuse limits', () => {
  it('reads the rate limits from the config, keeping the defaults for what it leaves out or gets wrong', () => {
    expect(rateLimitsOf(config({}))).toEqual(DEFAULT_RATE_LIMITS);
    expect(rateLimitsOf(config({ rateLimits: { data: 3, api: -1, og: 'many' } }))).toEqual({
      ...DEFAULT_RATE_LIMITS,
      data: 3,
    });
  });

  it("accepts a token call from the site's own pages only", async () => {
    const app = Fastify();
    app.post('/x', (request) => ({ same: isSameOrigin(request, 'https://niec.test') }));
    const base = await listening(app);
    const same = async (headers: Record<string, string>) =>
      ((await (await fetch(`${base}/x`, { method: 'POST', headers })).json()) as { same: boolean }).same;
    expect(await same({ 'sec-fetch-site': 'same-origin' })).toBe(true);
    expect(await same({ origin: 'https://niec.test' })).toBe(true);
    expect(await same({ 'sec-fetch-site': 'cross-site', origin: 'https://niec.test' })).toBe(false);
    expect(await same({ origin: 'https://lain.test' })).toBe(false);
    expect(await same({})).toBe(false);
    await app.close();
  });
});
