// What the site shares as 'react-router-dom' (a Module Federation singleton). Shared modules cannot be
// tree-shaken, and react-router 7 as a whole is ~62 KB gzip (data routers, SSR, single fetch). The apps use
// declarative routing only, so this module re-exports just that API and webpack drops the rest.
// ESLint (eslint.config.mjs, ROUTER_EXPORTS) keeps imports of 'react-router-dom' to these names; only the
// names the apps use are here, since every one of them is part of each page's first load.
export {
  BrowserRouter,
  Routes,
  Route,
  Link,
  NavLink,
  Outlet,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  matchPath,
} from 'react-router';
