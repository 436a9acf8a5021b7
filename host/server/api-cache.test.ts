/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startApiCache, type ApiCache } from './api-cache';

/** A stand-in API that counts its calls; `answer` decides what it says. */
async function startUpstream() {
  const state = {
    hits: 0,
    status: 200,
    body: '{"data":[1]}',
    /** Handles a request itself when it returns true (drops it, say). */
    onRequest: (_request: http.IncomingMessage): boolean => false,
  };
  const server = http.createServer((request, response) => {
    state.hits += 1;
    if (state.onRequest(request)) return;
    response.writeHead(state.status, { 'content-type': 'application/json' }).end(state.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    state,
    base: `http://127.0.0.1:${port}/api/v1/application`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the render server cache of API reads', () => {
  let upstream: Awaited<ReturnType<typeof startUpstream>>;
  let cache: ApiCache;

  afterEach(async () => {
    await cache.close();
    await upstream.close();
  });

  it('answers repeated reads of a list from memory, for every caller', async () => {
    upstream = await startUpstream();
    cache = await startApiCache({ ttlMs: 60_000 });
    const base = cache.baseFor(upstream.base);
    const answers = await Promise.all([1, 2, 3].map(() => fetch(`${base}/website/artikel`).then((r) => r.json())));
    await fetch(`${base}/website/artikel`);
    expect(answers).toEqual([{ data: [1] }, { data: [1] }, { data: [1] }]);
    expect(upstream.state.hits).toBe(1);
    // Another URL (another query) is another answer.
    await fetch(`${base}/website/artikel?x=1`);
    expect(upstream.state.hits).toBe(2);
  });

  it('closes every connection, so a render worker asleep between tasks never reuses one the cache has closed', async () => {
    upstream = await startUpstream();
    cache = await startApiCache();
    const base = cache.baseFor(upstream.base);
    const answer = (url: string) =>
      new Promise<http.IncomingMessage>((resolve, reject) => {
        // The keep-alive agent of Node's http client (what axios uses on the render server).
        http
          .get(url, { agent: new http.Agent({ keepAlive: true }) }, (response) => {
            response.resume();
            resolve(response);
          })
          .on('error', reject);
      });
    expect((await answer(`${base}/website/artikel`)).headers.connection).toBe('close');
    expect((await answer(`${base}/website/artikel`)).headers.connection).toBe('close');
  });

  it('sends a read again, once, when the API drops the connection before answering', async () => {
    upstream = await startUpstream();
    cache = await startApiCache();
    const base = cache.baseFor(upstream.base);
    const drops = { left: 1 };
    upstream.state.onRequest = (request) => {
      if (drops.left <= 0) return false;
      drops.left -= 1;
      request.socket.destroy();
      return true;
    };
    const response = await fetch(`${base}/website/artikel`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: [1] });
    expect(upstream.state.hits).toBe(2);
    // Twice in a row is the API down: no third attempt, the page gets its 'unavailable' state.
    drops.left = 2;
    expect((await fetch(`${base}/website/artikel?q=2`)).status).toBe(502);
    expect(upstream.state.hits).toBe(4);
  });

  it('does not keep failures, and only reads', async () => {
    upstream = await startUpstream();
    cache = await startApiCache();
    const base = cache.baseFor(upstream.base);
    upstream.state.status = 500;
    expect((await fetch(`${base}/website/artikel`)).status).toBe(500);
    upstream.state.status = 200;
    expect((await fetch(`${base}/website/artikel`)).status).toBe(200);
    expect(upstream.state.hits).toBe(2);
    expect((await fetch(`${base}/contact`, { method: 'POST', body: '{}' })).status).toBe(405);
    expect((await fetch(`${base.replace(/\/u\/[\w-]+$/, '/u/unknown')}/website/artikel`)).status).toBe(404);
  });

  it('serves a stale answer at once and refreshes it behind, and keeps it when the API fails', async () => {
    upstream = await startUpstream();
    cache = await startApiCache({ ttlMs: 50, staleMs: 60_000 });
    const base = cache.baseFor(upstream.base);
    await fetch(`${base}/website/artikel`);
    upstream.state.body = '{"data":[2]}';
    await sleep(80);
    expect(await (await fetch(`${base}/website/artikel`)).json()).toEqual({ data: [1] });
    await sleep(50);
    expect(await (await fetch(`${base}/website/artikel`)).json()).toEqual({ data: [2] });
    upstream.state.status = 503;
    await sleep(80);
    await fetch(`${base}/website/artikel`);
    await sleep(50);
    expect(await (await fetch(`${base}/website/artikel`)).json()).toEqual({ data: [2] });
  });
});
