import { Route, Routes } from 'react-router-dom';
import { NotFoundPage, usePageMeta } from '@niec/shared';
import { Layout } from './layout/layout';
import { RemotePage } from './federation/remote-page';
import { ROUTES, type RouteEntry } from './route-table';

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

export function AppRoutes() {
  return (
    <Routes>
      {ROUTES.filter((route) => route.layout === 'standalone').map((route) => (
        <Route key={route.path} path={route.path} element={routeElement(route)} />
      ))}
      <Route element={<Layout />}>
        {ROUTES.filter((route) => route.layout === 'main').map((route) => (
          <Route key={route.path} path={route.path} element={routeElement(route)} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
