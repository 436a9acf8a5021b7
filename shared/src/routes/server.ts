import { SAVED_KINDS } from '../saved/store';
import { ROUTE_IDS, ROUTES, type RouteId } from './routes';

/**
 * What only the render server needs of each route (docs/architecture.md#routes): its status, caching, noindex,
 * link-preview card and sitemap entry. Keyed by the ids of `@niec/shared/routes`, which holds what the browser
 * needs (path, title, description, layout, remote and page); the browser never loads this module (remotes may not
 * import it: eslint.config.mjs).
 */
export interface RouteServerFacts {
  /** `private`: a buyer's own page: never stored by a shared cache, noindex, no preview card, kept from crawlers. */
  access: 'public' | 'private';
  /**
   * The query keys the page reads, its loader's included (`page`, `q`, a filter, `?tab=`); `any` for a private page,
   * which nothing keeps. The render server answers a public URL with any other key (`?utm_source=`, a random one) by
   * a redirect to the URL without it, which no cache keeps: such keys make no cache entry and no render.
   */
  query: readonly string[] | 'any';
  /** One record's page: when its API fails it answers 503 with the page's failure text, not a loading state. */
  detail: boolean;
  /** Its link-preview card (/og/<path>.png) and the word above the card's title; `none` for no card. */
  card: { readonly kind: string | null } | 'none';
  /**
   * How it lists itself in /sitemap.xml: `path` its own path (a route without parameters), `remote` the URLs its
   * remote's sitemap source gives (exposes/sitemap.ts), `none` not at all. Listed in the order of the routes.
   */
  sitemap: 'path' | 'remote' | 'none';
  /** May search engines index it: not a buyer's own page, nor a page of search results (`noindex`). */
  indexable: boolean;
}

const listed = (kind: string | null, query: readonly string[] = []): RouteServerFacts => ({
  access: 'public',
  query,
  detail: false,
  card: { kind },
  sitemap: 'path',
  indexable: true,
});
const record = (kind: string, detail: boolean, query: readonly string[] = []): RouteServerFacts => ({
  access: 'public',
  query,
  detail,
  card: { kind },
  sitemap: 'remote',
  indexable: true,
});
const PRIVATE: RouteServerFacts = {
  access: 'private',
  query: 'any',
  detail: false,
  card: 'none',
  sitemap: 'none',
  indexable: false,
};

/** The server facts of every route. */
export const ROUTE_SERVER_FACTS: Readonly<Record<RouteId, RouteServerFacts>> = {
  home: listed(null),
  about: listed('Tentang Kami'),
  articles: listed('Artikel', ['kategori', 'q', 'page']),
  scholarships: listed('Beasiswa', ['university', 'country', 'tipe', 'program', 'dibuka', 'q', 'page']),
  studyTour: listed('Study Tour', ['page']),
  vacancies: listed('Karier', ['area', 'kategori', 'page']),
  merchandise: listed('Merchandise', ['page', 'view', 'notice']),
  contact: listed('Kontak', ['tab', 'terkirim']),
  singaraja: listed('Kantor Singaraja'),
  formDrafts: listed('Privasi'),
  compareCountries: listed('Bandingkan Negara', ['negara']),
  // Result pages are not for search engines (noindex, not in the sitemap), but are kept by caches like a list.
  search: { ...listed('Pencarian', ['q', 'jenis', 'page']), sitemap: 'none', indexable: false },
  // A visitor's own list is on the device (the page is the same for everyone); a shared list's ids are its query.
  // Neither is for search engines.
  saved: {
    ...listed('Tersimpan', SAVED_KINDS),
    sitemap: 'none',
    indexable: false,
  },
  campus: record('Panduan Kampus', false, ['tab']),
  country: record('Panduan Negara', false),
  articleDetail: record('Artikel', true),
  vacancyDetail: record('Lowongan Kerja', true),
  productDetail: record('Merchandise', true),
  checkout: PRIVATE,
  tracking: PRIVATE,
};

/** One route with every fact, browser and server: what the render server, the sitemap and robots.txt read. */
export type RouteWithFacts = { [Id in RouteId]: (typeof ROUTES)[Id] & { id: Id } & RouteServerFacts }[RouteId];

/** Every route with all its facts, in the table's order. */
export const ROUTES_WITH_FACTS: readonly RouteWithFacts[] = ROUTE_IDS.map(
  (id) => ({ ...ROUTES[id], id, ...ROUTE_SERVER_FACTS[id] }) as RouteWithFacts,
);
