// The instance's shared cache of API reads (docs/decisions/006-lists-that-grow.md): the loaders' list and record GETs go
// through here, so every request of this render server, in every worker thread, reuses an answer for about
// a minute, and page 7 of a list does not fetch the whole list again. It listens on the loopback interface
// only; the render workers reach it as `serverApiCacheUrl` (shared/src/api/clients.ts, getCachedApiClient).
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { LRUCache } from 'lru-cache';
import { serverCachesOn } from './caches';
import type { ServerConfigFile } from './config';

export interface ApiCacheOptions {
  /** How long an answer is fresh; 60 s by default. */
  ttlMs?: number;
  /** How long after that a stale answer is still served while a fresh one is fetched behind it. */
  staleMs?: number;
  /** Memory the cache may hold, in bytes of response bodies. */
  maxBytes?: number;
  /** Time limit of one upstream call. */
  timeoutMs?: number;
  /** Told of every read: answered from the cache (fresh or stale) or from the API (metrics). */
  onRead?: (result: 'hit' | 'stale' | 'miss') => void;
}

interface Answer {
  status: number;
  contentType: string;
  body: Buffer;
  /** When the answer was fetched (for the stale window). */
  at: number;
}

/** One answer as fetched at one moment: a refreshed answer gets a new tag. */
const etags = new WeakMap<Answer, string>();
let fetched = 0;
function etagOf(answer: Answer): string {
  let etag = etags.get(answer);
  if (!etag) {
    fetched += 1;
    etag = `"${answer.at.toString(36)}-${fetched.toString(36)}"`;
    etags.set(answer, etag);
  }
  return etag;
}

/** Only successful JSON answers are kept; anything else passes through and is asked for again next time. */
class Uncacheable extends Error {
  constructor(readonly answer: Answer) {
    super(`upstream answered ${answer.status}`);
  }
}

/** Node's fetch failed because the connection closed under it (not a time limit, not an answer). */
function connectionLost(error: unknown): boolean {
  const code = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  // By name: under jest, fetch's TypeError comes from another realm than the test's.
  return (
    (error as Error | null)?.name === 'TypeError' &&
    (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET' || code === 'EPIPE')
  );
}

/** A fetch whose failure lru-cache may swallow (it resolves undefined when there is nothing stale). */
const NO_ANSWER = new Error('API unreachable');

export interface ApiCache {
  /** The base URL the render workers use for an upstream API base (registered on first use). */
  baseFor(upstream: string): string;
  /** Answers kept now (tests, /__health). */
  size(): number;
  close(): Promise<void>;
}

/**
 * Where the server's public reads of `config`'s API go through the read cache: the render workers' base
 * (RenderSetup.apiCacheUrl) and the render server's own reads (the scholarship calendar), so a page and a
 * file of the server share one read. Null when there is no cache, when it is turned off alone
 * (apiCacheSeconds: 0) or with every other (serverCache: false, caches.ts): then they read the API itself.
 */
export function cachedApiBase(apiCache: ApiCache | null | undefined, config: ServerConfigFile): string | null {
  if (!apiCache || config.apiCacheSeconds === 0 || !serverCachesOn(config)) return null;
  return apiCache.baseFor(config.serverApiBaseUrl || config.apiBaseUrl);
}

export async function startApiCache(options: ApiCacheOptions = {}): Promise<ApiCache> {
  const ttlMs = options.ttlMs ?? 60_000;
  const staleMs = options.staleMs ?? 600_000;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const upstreams = new Map<string, string>();

  const fetchAnswer = async (url: string, signal: AbortSignal, requestId?: string): Promise<Answer> => {
    const init: RequestInit = {
      // The page request that needed the read, so the API's logs can be matched with the render server's.
      headers: { Accept: 'application/json', ...(requestId ? { 'X-Request-Id': requestId } : {}) },
      signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
    };
    // A kept-alive connection the API closes just as it is reused fails at once, before any answer: a GET is
    // safe to send again, once, on a new connection (seen in the tests as a page's data 'unavailable').
    const response = await fetch(url, init).catch((error: unknown) => {
      if (!connectionLost(error) || signal.aborted) throw error;
      return fetch(url, init);
    });
    const answer: Answer = {
      status: response.status,
      contentType: response.headers.get('content-type') ?? 'application/json',
      body: Buffer.from(await response.arrayBuffer()),
      at: Date.now(),
    };
    if (response.status !== 200 || !/json/i.test(answer.contentType)) throw new Uncacheable(answer);
    return answer;
  };

  const cache = new LRUCache<string, Answer, string | undefined>({
    maxSize: options.maxBytes ?? 64 * 1024 * 1024,
    sizeCalculation: (answer) => Math.max(1, answer.body.length),
    ttl: ttlMs,
    // A stale answer stays, so it can be served while the fresh one is fetched (and if that fetch fails).
    allowStale: false,
    noDeleteOnStaleGet: true,
    allowStaleOnFetchRejection: true,
    allowStaleOnFetchAbort: true,
    fetchMethod: (url, _stale, { signal, context }) =>
      fetchAnswer(url, signal, context).catch((error: unknown) => {
        // Every caller waiting on this fetch gets the answer as it came (a 404 stays a 404), once.
        if (error instanceof Uncacheable) passedThrough.set(url, error.answer);
        throw error;
      }),
  });
  // What the API said when it was not kept (a 404, a 500), for the callers of that one fetch.
  const passedThrough = new LRUCache<string, Answer>({ max: 1000, ttl: 5_000 });

  const read = async (url: string, requestId?: string): Promise<Answer> => {
    const kept = cache.get(url, { allowStale: true });
    // Within the stale window the kept answer is served at once and refreshed behind it (one fetch per URL).
    const staleEnough = kept !== undefined && Date.now() - kept.at <= ttlMs + staleMs;
    if (staleEnough) {
      const stale = cache.getRemainingTTL(url) <= 0;
      options.onRead?.(stale ? 'stale' : 'hit');
      if (stale) void cache.fetch(url, { context: requestId }).catch(() => undefined);
      return kept;
    }
    options.onRead?.('miss');
    passedThrough.delete(url);
    const answer = await cache.fetch(url, { context: requestId }).catch(() => undefined);
    const result = answer ?? passedThrough.get(url);
    if (!result) throw NO_ANSWER;
    return result;
  };

  const server = http.createServer((request, response) => {
    const match = /^\/u\/([\w-]+)(\/.*)?$/.exec(request.url ?? '');
    const upstream = match ? upstreams.get(match[1] ?? '') : undefined;
    if (!match || !upstream) {
      response.writeHead(404).end();
      return;
    }
    if (request.method !== 'GET') {
      response.writeHead(405, { allow: 'GET' }).end();
      return;
    }
    // Every answer closes its connection. The render workers are piscina threads that sleep between tasks: a
    // kept-alive socket this server closes meanwhile (5 s idle) is still in the sleeping worker's pool, and its
    // next read would fail on it (ECONNRESET, the page's data then 'unavailable'). A new loopback connection per
    // read costs next to nothing.
    const requestId = request.headers['x-request-id'];
    read(`${upstream}${match[2] ?? ''}`, typeof requestId === 'string' ? requestId : undefined).then(
      (answer) => {
        // A kept answer carries an ETag: a render worker that parsed it already asks with If-None-Match and
        // gets a 304 without the body (host/src/render/api-memo.ts).
        const etag = answer.status === 200 ? etagOf(answer) : null;
        if (etag && request.headers['if-none-match'] === etag) {
          response.writeHead(304, { etag, connection: 'close' }).end();
          return;
        }
        response
          .writeHead(answer.status, {
            'content-type': answer.contentType,
            connection: 'close',
            ...(etag ? { etag } : {}),
          })
          .end(answer.body);
      },
      () => {
        response
          .writeHead(502, { 'content-type': 'application/json', connection: 'close' })
          .end('{"message":"API unreachable"}');
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseFor(upstream) {
      const base = upstream.replace(/\/$/, '');
      const id = createHash('sha1').update(base).digest('base64url').slice(0, 12);
      upstreams.set(id, base);
      return `http://127.0.0.1:${port}/u/${id}`;
    },
    size: () => cache.size,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
