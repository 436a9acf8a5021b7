import { Route, Routes } from 'react-router-dom';
import { NotFoundPage, usePageMeta } from '@niec/shared';
import { Layout } from './layout/layout';
import { RemotePage } from './federation/remote-page';
import { ROUTES, TRACKING_ROUTE, type RouteEntry } from './route-table';

/** Sets the route's own title; a page that knows better (an article) overrides it after. */
function RouteMeta({ title, description }: { title: string; description: string }) {
  usePageMeta({ title, description });
  return null;
}

function routeElement(route: RouteEntry, standalone = false) {
  return (
    <>
      <RouteMeta title={route.title} description={route.description} />
      <RemotePage remote={route.remote} page={route.page} standalone={standalone} />
    </>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path={TRACKING_ROUTE.path} element={routeElement(TRACKING_ROUTE, true)} />
      <Route element={<Layout />}>
        {ROUTES.map((route) => (
          <Route key={route.path} path={route.path} element={routeElement(route)} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
