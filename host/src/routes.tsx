import { useMemo } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { NotFoundPage, usePageMeta } from '@niec/shared';
import { matchRoute, type SiteRoute as RouteEntry } from '@niec/shared/routes';
import { Layout } from './layout/layout';
import { RemotePage } from './federation/remote-page';

/** Sets the route's own title; a page that knows better (an article) overrides it after. */
function RouteMeta({ title, description }: { title: string; description: string }) {
  usePageMeta({ title, description });
  return null;
}

function routeElement(route: RouteEntry) {
  return (
    <>
      <RouteMeta title={route.title} description={route.description} />
      <RemotePage remote={route.remote} page={route.page} standalone={route.layout === 'standalone'} />
    </>
  );
}

/**
 * Only the route the path belongs to is handed to react-router: it ranks and matches every route it is given on
 * every render, a cost the first, non-yielding hydration pass paid for the whole table on a phone
 * (docs/decisions/008-hydrate-less.md). `matchRoute` is the render server's own match, so both agree.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const route = useMemo(() => matchRoute(pathname), [pathname]);
  return (
    <Routes>
      {route?.layout === 'standalone' && <Route path={route.path} element={routeElement(route)} />}
      <Route element={<Layout />}>
        {route?.layout === 'main' && <Route path={route.path} element={routeElement(route)} />}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
