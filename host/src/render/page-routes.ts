import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { dataKey, mapPendingParts, streamed, type LoaderResult, type RouteLoader } from '@niec/shared';
import { resolvePage } from '../federation/remote-page';
import { siteRoutes, type RouteSide } from '../router/site-routes';
import { streamedPartLimitMs, withTimeout } from './setup';

/**
 * The site's routes as React Router's data routes, for the render server's static handler (createStaticHandler in
 * prepare.ts): every route of the manifest under one root, and the 404 catch-all. A remote's page is a `lazy` route:
 * its module comes from the remote (loadRemote, through resolvePage), and with it the page's loader.
 *
 * Made for each request: the lazy module and the loader keep to that request's time limit, and a remote that failed
 * is tried again by the next request (React Router keeps what a route's `lazy` returned on the route object).
 */
export interface PageRequest {
  /** When the page must be rendered by (Date.now() ms): loading the remote and a repeatable loader stop there. */
  deadline: number;
  /** A page's first render: a loader with streamed parts (RouteLoader.streaming) resolves without them. */
  streamParts: boolean;
  /** A part of the page loaded after its first paint (RouteLoader.deferred), asked for by the browser. */
  part?: string;
}

/** What a page route's loader gives the render: its data, or why there is none. */
export interface PageLoad {
  result: LoaderResult | 'late' | 'failed' | 'none';
  /** The store key of the page's data (its path and the query keys its loader reads). */
  dataKey: string;
  /** false: the loader must not run twice for one page view (RouteLoader.repeatable). */
  repeatable: boolean;
  /**
   * The data holds parts still on their way (RouteLoader.streaming), each bounded by streamedPartLimitMs: the page is
   * sent without them and they are streamed in. `late()` says whether one ran out of time.
   */
  streamedParts?: { late: () => boolean };
}

/** Thrown by a page route's `lazy` when its remote could not be loaded in time: the browser renders the route. */
export class RemoteUnavailable extends Error {}

/**
 * How long the server waits for a loader that must not run twice for one page view (RouteLoader.repeatable):
 * beyond the API client's own time limit (30 s, shared/src/api/clients.ts), so the API answers or fails first.
 */
const UNREPEATABLE_LOADER_LIMIT_MS = 35_000;

/** Runs a page's loader within the request's time limit, its streamed parts each within theirs. */
async function runPageLoader(
  pageLoader: RouteLoader | undefined,
  { request, params }: LoaderFunctionArgs,
  { deadline, streamParts, part }: PageRequest,
): Promise<PageLoad> {
  const url = new URL(request.url);
  const key = dataKey(url.pathname, url.search, pageLoader);
  const loader = part === undefined ? pageLoader : pageLoader?.deferred?.[part];
  if (!loader) return { result: 'none', dataKey: key, repeatable: true };
  // The loader's calls stop when the request is given up, or when the loader ran out of its time here.
  const controller = new AbortController();
  const stop = () => controller.abort();
  request.signal.addEventListener('abort', stop, { once: true });
  // A loader that counts something (a parcel's views) is not abandoned at the render's time limit for the browser
  // to run again: the server waits for the API's own answer or failure (decision 005).
  const repeatable = loader.repeatable !== false;
  const run = streamParts && loader.streaming ? loader.streaming : loader;
  const loading = run({ params, searchParams: url.searchParams, request, signal: controller.signal });
  const result = await withTimeout<LoaderResult | 'late' | 'failed'>(
    loading.catch(() => 'failed' as const),
    repeatable ? Math.max(0, deadline - Date.now()) : UNREPEATABLE_LOADER_LIMIT_MS,
    'late',
  );
  if (result === 'late') stop();
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
          stop();
          return pending.ifLate;
        }),
        pending.ifLate,
      ),
    );
    if (data !== result.data) {
      return { result: { kind: 'data', data }, dataKey: key, repeatable, streamedParts: { late: () => late } };
    }
  }
  return { result, dataKey: key, repeatable };
}

/**
 * The render server's side of the site's routes (router/site-routes.tsx): a page's module within the request's
 * time limit, its loader within its own.
 */
function serverSide(request: PageRequest): RouteSide {
  return {
    fallback: 'server',
    async page(route) {
      const page = await withTimeout(
        resolvePage(route.remote, route.page),
        Math.max(0, request.deadline - Date.now()),
        null,
      );
      if (!page) throw new RemoteUnavailable(`Remote "${route.remote}" could not be loaded in time`);
      return page;
    },
    loader: (_route, page) => (args: LoaderFunctionArgs) => runPageLoader(page?.loader, args, request),
  };
}

/** Every route of the site for one request (made afresh, so a remote that failed is tried again by the next). */
export function pageRoutes(request: PageRequest): RouteObject[] {
  return siteRoutes(serverSide(request));
}
