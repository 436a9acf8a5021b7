// A render worker's memory of the API's list answers (docs/decisions/006-lists-that-grow.md). The instance's read
// cache (host/server/api-cache.ts) already spares the API: every worker reads a list from it on loopback. But a
// thousand articles are 4.7 MB of JSON, and receiving and parsing them on every request cost a list page's
// client navigation about a tenth of its time. So each worker keeps the parsed answer it last read, and asks
// the read cache with `If-None-Match` whether it is still the current one: a 304 without a body when it is,
// the new answer when the cache has refreshed it. The worker never serves anything the read cache would not:
// it holds no state of its own, only a copy of the instance cache's.
import axios, { type AxiosAdapter, type AxiosResponse } from 'axios';
import type { ApiClient } from '@niec/shared';
import { LRUCache } from 'lru-cache';

interface Kept {
  etag: string;
  data: unknown;
}

/** Answers are shared by every render of the worker: freezing them makes a loader that mutates one fail loudly. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

const memoized = new WeakSet<ApiClient>();

/** Makes `client`'s GETs reuse the parsed answers it read before while the read cache's ETag still matches. */
export function memoizeReads(client: ApiClient, maxBytes = 48 * 1024 * 1024): void {
  if (memoized.has(client)) return;
  memoized.add(client);
  const send = axios.getAdapter(client.defaults.adapter ?? ['http']);
  const kept = new LRUCache<string, Kept>({ maxSize: maxBytes });

  const adapter: AxiosAdapter = async (config) => {
    if ((config.method ?? 'get').toLowerCase() !== 'get') return send(config);
    const key = axios.getUri(config);
    const known = kept.get(key);
    if (known) config.headers.set('If-None-Match', known.etag);
    const accepts = config.validateStatus ?? ((status: number) => status >= 200 && status < 300);
    const response: AxiosResponse = await send({
      ...config,
      validateStatus: (status) => (known !== undefined && status === 304) || accepts(status),
    });
    if (known && response.status === 304) {
      return { ...response, status: 200, statusText: 'OK', data: known.data };
    }
    const etag: unknown = response.headers.etag;
    if (response.status === 200 && typeof etag === 'string' && typeof response.data === 'string') {
      // Parsed here once; axios leaves an answer that is no longer a string as it is.
      const data = deepFreeze(JSON.parse(response.data) as unknown);
      kept.set(key, { etag, data }, { size: Math.max(1, response.data.length) });
      return { ...response, data };
    }
    kept.delete(key);
    return response;
  };
  client.defaults.adapter = adapter;
}
