// `@niec/shared/routes`: the routes' ids, paths, titles and descriptions, href() and matchRoute (./routes.ts). They
// live in the package's main entry, so the host and every page share its one copy and its chunk (a chunk of their
// own cost about 0.5 KB gzip more on the first load); this entry names them for the code that builds paths.
export {
  ROUTES,
  ROUTE_IDS,
  SITE_ROUTES,
  href,
  matchRoute,
  type HrefArgs,
  type ParamNames,
  type RouteId,
  type RouteParams,
  type RoutePath,
  type RouteQuery,
  type SiteRoute,
} from '@niec/shared';
