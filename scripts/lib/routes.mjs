// The site's routes for the scripts plain node runs (the size budget, the benches): read from their one
// declaration, shared/src/routes/routes.ts (`@niec/shared/routes`), through tsx, as scripts/sitemap.mjs reads the
// manifest. A route with parameters has a sample URL here: a record local-api seeds.
import { tsImport } from 'tsx/esm/api';

const routes = await tsImport('../../shared/src/routes/routes.ts', import.meta.url);

/** `ROUTES[id]` (path, remote, page, title, …), the ids in the table's order, and `href(id, params?, query?)`. */
export const { ROUTES, ROUTE_IDS, href } = routes;

/** The parameters of one seeded record for each route that has them. */
const SAMPLE_PARAMS = {
  articleDetail: { slug: 'panduan-beasiswa-australia-awards-2027' },
  campus: { campusId: 'melbourne' },
  country: { code: 'aus' },
  vacancyDetail: { slug_title: 'education-consultant-denpasar' },
  productDetail: { code_product: 'NIEC-001' },
  tracking: { id: 'TRK-0001' },
};

/** A query a route is measured with (the comparison of two countries, written as its links write it). */
const SAMPLE_SEARCH = { compareCountries: '?negara=aus,ger' };

/** The URL a script opens for a route: its path, with a seeded record's parameters when it has some. */
export function sampleUrl(id) {
  if (!(id in ROUTES)) throw new Error(`no route ${id} in shared/src/routes/routes.ts`);
  const hasParams = ROUTES[id].path.includes(':');
  if (hasParams && !SAMPLE_PARAMS[id]) throw new Error(`scripts/lib/routes.mjs has no sample record for ${id}`);
  return `${href(id, hasParams ? SAMPLE_PARAMS[id] : undefined)}${SAMPLE_SEARCH[id] ?? ''}`;
}

/** The start every path of a route with parameters shares (`/artikeldetail/`), for a selector of links to its records. */
export function pathPrefix(id) {
  return ROUTES[id].path.slice(0, ROUTES[id].path.indexOf(':'));
}
