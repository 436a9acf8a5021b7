/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import axios, { isAxiosError } from 'axios';
import { startApiCache, type ApiCache } from '../../server/api-cache';
import { memoizeReads } from './api-memo';

/** A stand-in API whose list the test changes. */
async function startUpstream() {
  const state = { status: 200, body: '{"data":[{"judul":"Satu"}]}' };
  const server = http.createServer((_request, response) => {
    response.writeHead(state.status, { 'content-type': 'application/json' }).end(state.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    state,
    base: `http://127.0.0.1:${port}/api`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("a render worker's memory of the read cache's answers", () => {
  let upstream: Awaited<ReturnType<typeof startUpstream>>;
  let cache: ApiCache;

  afterEach(async () => {
    await cache.close();
    await upstream.close();
  });

  /** A client of the read cache, with what the cache answered before the memory turns a 304 into the kept answer. */
  function memoClient(cacheBase: string) {
    const client = axios.create({ baseURL: cacheBase });
    const statuses: number[] = [];
    const send = axios.getAdapter('http');
    client.defaults.adapter = async (config) => {
      const response = await send(config);
      statuses.push(response.status);
      return response;
    };
    memoizeReads(client);
    return { client, statuses };
  }

  it('reuses the list it parsed while the read cache holds the same answer', async () => {
    upstream = await startUpstream();
    cache = await startApiCache();
    const { client, statuses } = memoClient(cache.baseFor(upstream.base));

    const first = await client.get<{ data: { judul: string }[] }>('/website/artikel');
    const second = await client.get<{ data: { judul: string }[] }>('/website/artikel');
    expect(second.status).toBe(200);
    expect(second.data).toEqual({ data: [{ judul: 'Satu' }] });
    // The same parsed answer, and the second read carried no body.
    expect(second.data).toBe(first.data);
    expect(statuses).toEqual([200, 304]);
    // Shared by every render of the worker, so nobody may change it.
    expect(Object.isFrozen(second.data.data[0])).toBe(true);
  });

  it('takes the new answer once the read cache has refreshed it', async () => {
    upstream = await startUpstream();
    cache = await startApiCache({ ttlMs: 200, staleMs: 0 });
    const { client } = memoClient(cache.baseFor(upstream.base));
    expect((await client.get('/website/artikel')).data).toEqual({ data: [{ judul: 'Satu' }] });
    upstream.state.body = '{"data":[{"judul":"Dua"}]}';
    await sleep(300);
    expect((await client.get('/website/artikel')).data).toEqual({ data: [{ judul: 'Dua' }] });
  });

  it('keeps the query apart and passes a refusal through as it came', async () => {
    upstream = await startUpstream();
    cache = await startApiCache();
    const client = axios.create({ baseURL: cache.baseFor(upstream.base), adapter: ['http'] });
    memoizeReads(client);
    await client.get('/website/artikel');
    upstream.state.status = 404;
    upstream.state.body = '{"message":"Not found"}';
    const refused = await client
      .get('/website/artikel', { params: { slug: 'hilang' } })
      .catch((error: unknown) => error);
    expect(isAxiosError(refused) && refused.response?.status).toBe(404);
    // The list read before is still the one kept.
    expect((await client.get('/website/artikel')).data).toEqual({ data: [{ judul: 'Satu' }] });
  });
});
