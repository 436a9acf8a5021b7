import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { dataKey, type LoaderResult, type RouteLoader } from '@niec/shared';
import { resolvePage } from '../federation/remote-page';
import { savedRecordsUntil, siteSearchUntil } from '../federation/site-search';
import { siteRoutes, type RouteSide } from '../router/site-routes';
import { boundLateParts, type LateParts } from './late-parts';
import { withTimeout } from '../with-timeout';
import { dataLimitMs } from './setup';

/**
 * The site's routes as React Router's data routes, for the render server's static handler (createStaticHandler in
 * prepare.ts): every route of the manifest under one root, and the 404 catch-all. A remote's page is a `lazy` route:
 * its module comes from the remote (loadRemote, through resolvePage), and with it the page's loader.
 *
 * Made for each request: the lazy module and the loader keep to that request's time limit, and a remote that failed
 * is tried again by the next request (React Router keeps what a route's `lazy` returned on the route object).
 */
export interface PageRequest {
  /** When the page's module must be there by (Date.now() ms): a remote not loaded by then leaves the shell. */
  deadline: number;
  /** When a repeatable loader must have answered by: its data is then the page's failed state. */
  dataDeadline: number;
}

/** What a page route's loader gives the render: its data, or why there is none. */
export interface PageLoad {
  result: LoaderResult | 'failed' | 'none';
  /** The store key of the page's data (its path and the query keys its loader reads). */
  dataKey: string;
  /**
   * The data's late parts (promise fields, late-parts.ts), each bounded by dataLimitMs: the page is sent without
   * them and they are streamed in.
   */
  lateParts?: LateParts;
}

/** Thrown by a page route's `lazy` when its remote could not be loaded in time: the browser renders the route. */
export class RemoteUnavailable extends Error {}

/**
 * How long the server waits for a loader that must not run twice for one page view (RouteLoader.repeatable):
 * beyond the API client's own time limit (30 s, shared/src/api/clients.ts), so the API answers or fails first.
 */
const UNREPEATABLE_LOADER_LIMIT_MS = 35_000;

/** Runs a page's loader within the request's time limit, its late parts each within theirs. */
async function runPageLoader(
  loader: RouteLoader | undefined,
  { request, params }: LoaderFunctionArgs,
  { dataDeadline }: PageRequest,
): Promise<PageLoad> {
  const url = new URL(request.url);
  const key = dataKey(url.pathname, url.search, loader);
  if (!loader) return { result: 'none', dataKey: key };
  // The loader's calls stop when the request is given up, or when the loader ran out of its time here.
  const controller = new AbortController();
  const stop = () => controller.abort();
  request.signal.addEventListener('abort', stop, { once: true });
  // A loader that counts something (a parcel's views) is never abandoned at the data's time limit: the server waits
  // for the API's own answer or failure (decision 005).
  const limitMs = loader.repeatable === false ? UNREPEATABLE_LOADER_LIMIT_MS : Math.max(0, dataDeadline - Date.now());
  const loading = loader({
    params,
    searchParams: url.searchParams,
    request,
    signal: controller.signal,
    // A remote late for the search is left out before the loader itself runs out of time.
    siteSearch: siteSearchUntil(Date.now() + limitMs * 0.8),
    savedRecords: savedRecordsUntil(Date.now() + limitMs * 0.8),
  });
  const result = await withTimeout<LoaderResult | 'failed'>(
    loading.catch(() => 'failed' as const),
    limitMs,
    'failed',
  );
  if (result === 'failed') {
    stop();
    return { result, dataKey: key };
  }
  if (result.kind !== 'data') return { result, dataKey: key };
  const { data, parts } = boundLateParts(result.data, dataLimitMs(), stop);
  return { result: { kind: 'data', data }, dataKey: key, ...(parts ? { lateParts: parts } : {}) };
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
