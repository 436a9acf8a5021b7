import { matchRoutes, type RouteObject } from 'react-router-dom';
import { resolvePage } from '../federation/remote-page';
import { browserLoader, pagelessLoader, type FetchPageData } from './page-data';
import { siteRoutes } from './site-routes';

/** The site's routes in the browser: each page loaded from its remote when its route is, its data by `fetchData`. */
export function browserRoutes(fetchData: FetchPageData): RouteObject[] {
  return siteRoutes({
    fallback: 'browser',
    page: (route) => resolvePage(route.remote, route.page).catch(() => null),
    loader: (route, page) => (page ? browserLoader(page, fetchData) : pagelessLoader(route, fetchData)),
  });
}

/**
 * Resolves the `lazy` routes a location matches, before the router is made: the router then starts with the page
 * the server rendered, and hydration meets the same tree (React Router's way for lazy routes and server HTML).
 */
export async function resolveMatchedRoutes(routes: RouteObject[], location: { pathname: string }): Promise<void> {
  const matches = matchRoutes(routes, location.pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      // The site's lazy routes are functions (site-routes.tsx), never React Router's object of lazy properties.
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved);
      route.lazy = undefined;
    }),
  );
}
