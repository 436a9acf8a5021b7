import { createStaticHandler, type RouteObject, type StaticHandlerContext } from 'react-router-dom';
import { dataKey, type PageMeta, type SentLoaderResult } from '@niec/shared';
import type { SiteRoute } from '@niec/shared/routes';
import { routeById, type RouteEntry } from '../route-table';
import { NOT_FOUND_ROUTE_ID } from '../router/site-routes';
import { pageRoutes, type PageLoad, type PageRequest } from './page-routes';
import { dataPolicy, type ResponsePolicy } from './policy';
import { dataLimitMs } from './setup';

/** The static handler's routes (their `lazy` resolved for the matched ones) and its context, for the render. */
export interface Routing {
  routes: RouteObject[];
  context: StaticHandlerContext;
}

/** What a URL turned out to be once its page and data were loaded. */
export type Prepared = (
  | { kind: 'not-found-route' }
  | { kind: 'shell-only'; route: RouteEntry }
  | ({ kind: 'page'; route: RouteEntry } & PageLoad)
) & { routing: Routing };

/** Collects the meta of the page being rendered (usePageMeta); the last one rendered is the page's own. */
export class PageHead {
  meta: PageMeta | null = null;

  constructor(readonly origin?: string) {}

  collect(meta: PageMeta): void {
    this.meta = meta;
  }
}

/**
 * Loads what the URL needs before it renders, through React Router's static handler: it matches the route, loads
 * the remote's page (the route's `lazy`) by `deadline` and runs its loader by `dataDeadline` (page-routes.ts). The
 * loader's late parts (promise fields) are not waited for: the render streams them in.
 */
export async function prepare(url: URL, request: PageRequest): Promise<Prepared> {
  const handler = createStaticHandler(pageRoutes(request));
  const context = await handler.query(new Request(url.href));
  // The site's loaders neither redirect nor answer with a Response of their own.
  if (context instanceof Response) throw new Error(`Unexpected response ${context.status} for ${url.pathname}`);
  const routing: Routing = { routes: handler.dataRoutes, context };
  const leaf = context.matches[context.matches.length - 1];
  // A page route's handle is its entry of @niec/shared/routes; the render server reads its facts by its id.
  const handle = leaf?.route.handle as SiteRoute | undefined;
  if (!leaf || leaf.route.id === NOT_FOUND_ROUTE_ID || !handle) return { kind: 'not-found-route', routing };
  const route = routeById(handle.id);
  // The page's remote could not be loaded (in time): the route's `lazy` failed. React Router would render a route
  // whose `lazy` is still there as not loaded yet (its hydrate fallback, none at the root: an empty page); the
  // route is settled as failed, so its `errorElement`, the shell, renders in the layout.
  if (context.errors) {
    for (const match of context.matches) match.route.lazy = undefined;
    return { kind: 'shell-only', route, routing };
  }
  const load = context.loaderData[leaf.route.id] as PageLoad | undefined;
  return {
    kind: 'page',
    route,
    routing,
    ...(load ?? { result: 'none', dataKey: dataKey(url.pathname, url.search) }),
  };
}

/** The page's status: 404 for an unknown route or record, 503 for a detail page whose API failed. */
export function statusOf(prepared: Prepared): number {
  if (prepared.kind === 'not-found-route') return 404;
  if (prepared.kind !== 'page') return 200;
  if (typeof prepared.result === 'object' && prepared.result.kind === 'not-found') return 404;
  if (prepared.result === 'failed' && prepared.route.detail) return 503;
  return 200;
}

/** Everything the page needs was there before it rendered (an unknown route is complete: it is the 404 page). */
export function preparedCompletely(prepared: Prepared): boolean {
  return prepared.kind === 'not-found-route' || (prepared.kind === 'page' && prepared.result !== 'failed');
}

/**
 * Runs the loader of a URL for the browser's data request (a client navigation): its late parts are waited for,
 * each within its limit, and sent as the values they settled with (SentDataState).
 */
export async function loadData(
  path: string,
): Promise<{ status: number; body: SentLoaderResult | { error: string }; policy: ResponsePolicy }> {
  const url = new URL(path, 'http://render.local');
  const deadline = Date.now() + dataLimitMs();
  const prepared = await prepare(url, { deadline, dataDeadline: deadline });
  const answer = (status: number, body: SentLoaderResult | { error: string }, isPrivate: boolean) => ({
    status,
    body,
    policy: dataPolicy({ status, isPrivate }),
  });
  if (prepared.kind === 'not-found-route') return answer(404, { kind: 'not-found' }, false);
  // A buyer's checkout and parcel are nobody else's: never stored by a shared cache.
  const isPrivate = prepared.route.access === 'private';
  if (prepared.kind === 'shell-only') return answer(503, { error: 'remote unavailable' }, isPrivate);
  const { result, lateParts } = prepared;
  if (result === 'none') return answer(404, { error: 'no loader' }, isPrivate);
  if (result === 'failed') return answer(503, { error: 'data unavailable' }, isPrivate);
  if (result.kind !== 'data' || !lateParts) return answer(200, result, isPrivate);
  await lateParts.settled;
  const { data, failedParts } = lateParts.asSent(result.data);
  return answer(200, { kind: 'data', data, ...(failedParts.length > 0 ? { failedParts } : {}) }, isPrivate);
}
