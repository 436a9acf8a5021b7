// What the site shares as 'react-router-dom' (a Module Federation singleton). Shared modules cannot be
// tree-shaken, and react-router 7 as a whole is ~62 KB gzip (data routers, SSR, single fetch). The host runs the
// browser's data router (createBrowserRouter, docs/decisions/013-data-router.md) and the remotes use links and
// the location only, so this module re-exports just that API and webpack drops the rest (framework mode, SSR).
// ESLint (eslint.config.mjs, ROUTER_EXPORTS) keeps imports of 'react-router-dom' to these names; only the
// names the apps use are here, since every one of them is part of each page's first load.
export {
  // A page's late data (promises in its loader's data, docs/decisions/011-streamed-parts.md).
  Await,
  createBrowserRouter,
  matchRoutes,
  useLoaderData,
  useRevalidator,
  // The data router of the page: another URL's data without navigating (router.fetch, as a fetcher does, without the
  // hook's 1.4 KB gzip: /tersimpan, docs/decisions/015-saved-list.md). The context object is in the bundle already.
  UNSAFE_DataRouterContext,
  Link,
  NavLink,
  Outlet,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  matchPath,
} from 'react-router';
// The DOM's RouterProvider: navigations may update the page synchronously (flushSync) where React Router asks.
export { RouterProvider } from 'react-router/dom';
