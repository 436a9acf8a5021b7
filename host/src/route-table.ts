import { matchPath } from 'react-router-dom';
import type { RemoteName, RemotePages } from '@niec/shared';
import type { RouteId } from '@niec/shared/routes';
import { ROUTES_WITH_FACTS, type RouteServerFacts } from '@niec/shared/routes/server';

/**
 * The route manifest as the render server reads it: every route of docs/product-rules.md#routes with all its
 * facts, joined from where each is declared once: `@niec/shared/routes` (path, remote and page, title and
 * description, layout: what the browser needs) and `@niec/shared/routes/server` (access, query keys, detail, card,
 * sitemap). The render server (status, caching, noindex, preview cards), the sitemap and robots.txt read them from
 * here (docs/architecture.md#routes); the browser's router, bootstrap and remote loader read
 * `@niec/shared/routes` itself, so the browser never loads the server's facts.
 */
export interface RouteFacts<R extends RemoteName> extends RouteServerFacts {
  /** The route's id in `@niec/shared/routes` (`href(id, params)`). */
  id: RouteId;
  /** The URL pattern (react-router), unique in the table. */
  path: string;
  remote: R;
  /** The page the remote exposes for it (RemotePages in @niec/shared). */
  page: RemotePages[R];
  /** The title and description until the page sets its own (usePageMeta). */
  title: string;
  description: string;
  /** `standalone` renders without the site's header and footer. */
  layout: 'main' | 'standalone';
}

/** A route of the site: typed so a page name must exist in its remote's contract. */
export type RouteEntry = { [R in RemoteName]: RouteFacts<R> }[RemoteName];

/** Every route of the site, in the order of `@niec/shared/routes` (the sitemap's). */
export const ROUTES: RouteEntry[] = [...ROUTES_WITH_FACTS];

const BY_ID = new Map(ROUTES.map((route) => [route.id, route]));

/** A route's entry with all its facts, by its id in `@niec/shared/routes`. */
export function routeById(id: RouteId): RouteEntry {
  const route = BY_ID.get(id);
  if (!route) throw new Error(`No route "${id}"`);
  return route;
}

/** The route a path belongs to (its pathname, without query or hash), or undefined: the site's 404. */
export function matchRoute(pathname: string): RouteEntry | undefined {
  return ROUTES.find((route) => matchPath(route.path, pathname));
}
