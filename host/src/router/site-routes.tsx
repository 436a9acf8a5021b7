import { useEffect, useRef, type ReactNode } from 'react';
import { Outlet, useLocation, type LoaderFunction, type RouteObject } from 'react-router-dom';
import { endServerView, markRootHydrated, NotFoundPage } from '@niec/shared';
import { SITE_ROUTES, type SiteRoute } from '@niec/shared/routes';
import { Layout } from '../layout/layout';
import type { ResolvedPage } from '../federation/remote-page';
import { PageRoute, ShellOnlyPage } from './page-route';

/**
 * Where the site's routes run (docs/decisions/013-data-router.md): the render server (page-routes.ts), the browser
 * after it (the loaders ask the render server) or a static host (the loaders run in the browser).
 */
export interface RouteSide {
  /**
   * Loads a route's page from its remote. The render server bounds it by the request's time limit and throws when
   * it is not there in time (the route's shell is sent); the browser resolves null for a remote that failed, and
   * the route then loads the page in its element, where 'Coba lagi' tries again (React Router keeps what a route's
   * `lazy` gave, a failure too, for the page view).
   */
  page(route: SiteRoute): Promise<ResolvedPage | null>;
  /** The loader of a route, given its page (null: the page is loaded by the loader and the element). */
  loader(route: SiteRoute, page: ResolvedPage | null): LoaderFunction;
  /**
   * What a page route shows when its page is not rendered on this side: on the server the shell of a page whose
   * remote did not come in time (its `errorElement`), in the browser the same markup while it hydrates that shell
   * (its `hydrateFallbackElement`), and the failure with its 'Coba lagi' when the remote cannot be loaded.
   */
  fallback: 'server' | 'browser';
}

/** The id of the catch-all route: a path no route of the manifest matches (the site's 404 page). */
export const NOT_FOUND_ROUTE_ID = 'not-found';

/**
 * Scrolls to the top on navigation, as a multi-page site would. The first navigation also ends the server's view:
 * components mounted from then on render as hydrated at once (useHydrated).
 */
function ScrollToTop() {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    window.scrollTo(0, 0);
    if (pathname !== first.current) endServerView();
  }, [pathname]);
  return null;
}

/** What waits for the root to be hydrated (afterHydration). */
const hydrationTasks: (() => void)[] = [];

/** Runs `task` once the browser's root has hydrated the server's HTML (at once if it has). */
export function afterHydration(task: () => void): void {
  if (document.documentElement.dataset.hydrated === 'true') task();
  else hydrationTasks.push(task);
}

/**
 * Marks the document once the browser has taken it over (tests wait for it before they click), and tells the pages
 * loaded from now on (withSanitizer) that the root is hydrated. (The press contract is told by the page's frame:
 * PageCommitted in federation/remote-page.tsx.)
 */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    markRootHydrated();
    for (const task of hydrationTasks.splice(0)) task();
  }, []);
  return null;
}

/** The root of every route: the scroll to the top and the hydration mark, then the route. */
function SiteRoot() {
  return (
    <>
      <ScrollToTop />
      <HydrationMarker />
      <Outlet />
    </>
  );
}

function pageRoute(route: SiteRoute, side: RouteSide): RouteObject {
  const shell: ReactNode = <ShellOnlyPage route={route} />;
  return {
    id: route.path,
    path: route.path,
    handle: route,
    ...(side.fallback === 'server' ? { errorElement: shell } : { hydrateFallbackElement: shell }),
    lazy: async () => {
      const page = await side.page(route);
      return {
        loader: side.loader(route, page),
        // Keyed by the route: React Router renders every route's element in the same place, so without a key one
        // page's state (its error boundary's failure, a form) would carry over to the next route's page.
        element: page ? (
          <PageRoute key={route.id} route={route} page={page} />
        ) : (
          <PageRoute key={route.id} route={route} />
        ),
      };
    },
  };
}

/** Every route of the site: standalone pages beside the layout, the layout's pages, the 404 catch-all last. */
export function siteRoutes(side: RouteSide): RouteObject[] {
  const of = (layout: SiteRoute['layout']) =>
    SITE_ROUTES.filter((route) => route.layout === layout).map((route) => pageRoute(route, side));
  return [
    {
      id: 'root',
      element: <SiteRoot />,
      children: [
        ...of('standalone'),
        {
          id: 'layout',
          element: <Layout />,
          children: [...of('main'), { id: NOT_FOUND_ROUTE_ID, path: '*', element: <NotFoundPage /> }],
        },
      ],
    },
  ];
}
