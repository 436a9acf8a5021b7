import { matchPath } from 'react-router-dom';
import { dataKey, mapPendingParts, streamed, type LoaderResult, type PageMeta } from '@niec/shared';
import { resolvePage, type ResolvedPage } from '../federation/remote-page';
import { matchRoute, type RouteEntry } from '../route-table';
import { dataPolicy, type ResponsePolicy } from './policy';
import { renderTimeoutMs, streamedPartLimitMs, withTimeout } from './setup';

/** What a URL turned out to be once its page and data were loaded. */
export type Prepared =
  | { kind: 'not-found-route' }
  | { kind: 'shell-only'; route: RouteEntry }
  | {
      kind: 'page';
      route: RouteEntry;
      result: LoaderResult | 'late' | 'failed' | 'none';
      /** The store key of the page's data (its path and the query keys its loader reads). */
      dataKey: string;
      repeatable: boolean;
      /**
       * The data holds parts still on their way (RouteLoader.streaming), each bounded by streamedPartLimitMs: the
       * page is sent without them and they are streamed in. `late()` says whether one ran out of time.
       */
      streamedParts?: { late: () => boolean };
    };

/** Collects the meta of the page being rendered (usePageMeta); the last one rendered is the page's own. */
export class PageHead {
  meta: PageMeta | null = null;

  constructor(readonly origin?: string) {}

  collect(meta: PageMeta): void {
    this.meta = meta;
  }
}

/**
 * How long the server waits for a loader that must not run twice for one page view (RouteLoader.repeatable):
 * beyond the API client's own time limit (30 s, shared/src/api/clients.ts), so the API answers or fails first.
 */
const UNREPEATABLE_LOADER_LIMIT_MS = 35_000;

/**
 * Loads what the URL needs before it renders: the remote page, then its data, within the time limit. With
 * `streamParts` (a page's render), a loader that streams parts (RouteLoader.streaming) resolves without them.
 */
export async function prepare(
  url: URL,
  deadline: number,
  part?: string,
  { streamParts = false }: { streamParts?: boolean } = {},
): Promise<Prepared> {
  const route = matchRoute(url.pathname);
  if (!route) return { kind: 'not-found-route' };
  const page = await withTimeout<ResolvedPage | null>(
    resolvePage(route.remote, route.page, true),
    Math.max(0, deadline - Date.now()),
    null,
  );
  if (!page) return { kind: 'shell-only', route };
  const key = dataKey(url.pathname, url.search, page.loader);
  // A part of the page loaded after its first paint (RouteLoader.deferred), asked for by the browser.
  const loader = part === undefined ? page.loader : page.loader?.deferred?.[part];
  if (!loader) return { kind: 'page', route, result: 'none', dataKey: key, repeatable: true };
  const match = matchPath(route.path, url.pathname);
  const controller = new AbortController();
  // A loader that counts something (a parcel's views) is not abandoned at the render's time limit for the
  // browser to run again: the server waits for the API's own answer or failure (decision 005).
  const repeatable = loader.repeatable !== false;
  const run = streamParts && loader.streaming ? loader.streaming : loader;
  const loading = run({
    params: match?.params ?? {},
    searchParams: url.searchParams,
    signal: controller.signal,
  });
  const result = await withTimeout<LoaderResult | 'late' | 'failed'>(
    loading.catch(() => 'failed' as const),
    repeatable ? Math.max(0, deadline - Date.now()) : UNREPEATABLE_LOADER_LIMIT_MS,
    'late',
  );
  if (result === 'late') controller.abort();
  if (typeof result === 'object' && result.kind === 'data') {
    let late = false;
    const limitMs = streamedPartLimitMs();
    const data = mapPendingParts(result.data, (pending) =>
      // A part that does not come in time is its `ifLate` (the page's failed state): the render, and so the
      // response, always ends; its loader's calls are stopped.
      streamed(
        withTimeout<{ value: unknown } | null>(
          pending.promise.then((value) => ({ value })),
          limitMs,
          null,
        ).then((settled) => {
          if (settled) return settled.value;
          late = true;
          controller.abort();
          return pending.ifLate;
        }),
        pending.ifLate,
      ),
    );
    if (data !== result.data) {
      return {
        kind: 'page',
        route,
        result: { kind: 'data', data },
        dataKey: key,
        repeatable,
        streamedParts: { late: () => late },
      };
    }
  }
  return { kind: 'page', route, result, dataKey: key, repeatable };
}

/** The page's status: 404 for an unknown route or record, 503 for a detail page whose API failed. */
export function statusOf(prepared: Prepared): number {
  if (prepared.kind === 'not-found-route') return 404;
  if (prepared.kind !== 'page') return 200;
  if (typeof prepared.result === 'object' && prepared.result.kind === 'not-found') return 404;
  if ((prepared.result === 'failed' || prepared.result === 'late') && prepared.route.detail) return 503;
  return 200;
}

/** Everything the page needs was there before it rendered (an unknown route is complete: it is the 404 page). */
export function preparedCompletely(prepared: Prepared): boolean {
  return (
    prepared.kind === 'not-found-route' ||
    (prepared.kind === 'page' && (typeof prepared.result === 'object' || prepared.result === 'none'))
  );
}

/** Runs the loader of a URL (or a part it loads after first paint) for the browser's data request. */
export async function loadData(
  path: string,
  part?: string,
): Promise<{ status: number; body: LoaderResult | { error: string }; policy: ResponsePolicy }> {
  const url = new URL(path, 'http://render.local');
  const prepared = await prepare(url, Date.now() + renderTimeoutMs() * 4, part);
  const answer = (status: number, body: LoaderResult | { error: string }, isPrivate: boolean) => ({
    status,
    body,
    policy: dataPolicy({ status, isPrivate }),
  });
  if (prepared.kind === 'not-found-route') return answer(404, { kind: 'not-found' }, false);
  // A buyer's checkout and parcel are nobody else's: never stored by a shared cache.
  const isPrivate = prepared.route.access === 'private';
  if (prepared.kind === 'shell-only') return answer(503, { error: 'remote unavailable' }, isPrivate);
  const { result } = prepared;
  if (result === 'none') return answer(404, { error: 'no loader' }, isPrivate);
  if (result === 'late' || result === 'failed') return answer(503, { error: 'data unavailable' }, isPrivate);
  return answer(200, result, isPrivate);
}
