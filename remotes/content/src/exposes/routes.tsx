import {
  lazyPage,
  loaded,
  notFound,
  readsSearch,
  withSanitizer,
  type LoaderArgs,
  type RemoteRoutesModule,
  type SitemapSource,
} from '@niec/shared';
import { isCampusId } from '../features/campus/model';

/** The route modules the host mounts (contract: RemotePages['content'] in @niec/shared). */
export const pages: RemoteRoutesModule<'content'>['pages'] = {
  home: lazyPage(() => import(/* webpackChunkName: "page-home" */ '../features/home/home-page')),
  about: lazyPage(() => import(/* webpackChunkName: "page-about" */ '../features/about/about-page')),
  articles: lazyPage(() => import(/* webpackChunkName: "page-articles" */ '../features/articles/articles-page')),
  articleDetail: lazyPage(() =>
    // The sanitiser loads with the page, so its body renders at once: on the server into the HTML, and on a
    // client navigation. Hydration keeps the server's body (withSanitizer).
    withSanitizer(import(/* webpackChunkName: "page-articleDetail" */ '../features/articles/article-detail-page'), () =>
      import('@niec/shared/html').then(({ loadSanitizer }) => loadSanitizer()).catch(() => null),
    ),
  ),
  campus: lazyPage(() => import(/* webpackChunkName: "page-campus" */ '../features/campus/campus-page')),
  country: lazyPage(() => import(/* webpackChunkName: "page-country" */ '../features/country/country-page')),
  compareCountries: lazyPage(
    () => import(/* webpackChunkName: "page-compareCountries" */ '../features/compare/compare-page'),
  ),
  contact: lazyPage(() => import(/* webpackChunkName: "page-contact" */ '../features/contact/contact-page')),
  singaraja: lazyPage(() => import(/* webpackChunkName: "page-singaraja" */ '../features/contact/singaraja-page')),
  formDrafts: lazyPage(() => import(/* webpackChunkName: "page-formDrafts" */ '../features/drafts/drafts-page')),
  search: lazyPage(() => import(/* webpackChunkName: "page-search" */ '../features/search/search-page')),
  saved: lazyPage(() => import(/* webpackChunkName: "page-saved" */ '../features/saved/saved-page')),
};

// On the render server, the article page and its sanitiser (DOMPurify on jsdom, slow to start) load as soon as
// a worker loads this module, so the first article a worker renders is not late for its time limit.
if (typeof window === 'undefined') void pages.articleDetail.preload?.();

/**
 * The data of the pages that show API data (or load their content) on first render. The render server runs
 * them before it renders and for the browser's data requests; only a static host runs them in the browser,
 * so their code is in chunks of their own.
 */
export const loaders: RemoteRoutesModule<'content'>['loaders'] = {
  home: (args: LoaderArgs) =>
    import(/* webpackChunkName: "loader-home" */ '../features/home/home.loader').then((m) => m.loadHome(args)),
  // The list reads its category, search and page (any other key, e.g. ?utm_source, reuses the same data);
  // the detail reads no query.
  articles: readsSearch(['kategori', 'q', 'page'], (args) =>
    import(/* webpackChunkName: "loader-articles" */ '../features/articles/articles.loader').then((m) =>
      m.loadArticles(args),
    ),
  ),
  articleDetail: readsSearch([], (args) =>
    import(/* webpackChunkName: "loader-articles" */ '../features/articles/articles.loader').then((m) =>
      m.loadArticleDetail(args),
    ),
  ),
  // The campus profiles are fixed content in the page's chunk: the loader only tells the render server that an
  // unknown id is not found (404), as crawlers must see it.
  campus: readsSearch([], ({ params }: LoaderArgs) =>
    Promise.resolve(isCampusId(params.campusId) ? loaded(null) : notFound()),
  ),
  country: (args) =>
    import(/* webpackChunkName: "loader-country" */ '../features/country/country.loader').then((m) =>
      m.loadCountry(args),
    ),
  // The chosen countries (?negara=aus,ger); every other key reuses the same data.
  compareCountries: readsSearch(['negara'], (args) =>
    import(/* webpackChunkName: "loader-compareCountries" */ '../features/compare/compare.loader').then((m) =>
      m.loadCompare(args),
    ),
  ),
  // The site search: its query, the one kind and the page (the records come from every remote, through the host).
  search: readsSearch(['q', 'jenis', 'page'], (args) =>
    import(/* webpackChunkName: "loader-search" */ '../features/search/search.loader').then((m) => m.loadSearch(args)),
  ),
  // A shared list's ids, by kind (none: the visitor's own list, on their device). Its whole query counts: the
  // render server answers any key but the kinds' with a redirect without it (routes/server.ts). In the search's
  // chunk: both read the host's gathering of every remote's records.
  saved: (args) =>
    import(/* webpackChunkName: "loader-search" */ '../features/saved/saved.loader').then((m) => m.loadSaved(args)),
};

/** The guides, campuses and articles, for the site search (a chunk the render server loads when someone searches). */
export const search: RemoteRoutesModule<'content'>['search'] = (signal) =>
  import(/* webpackChunkName: "search-records" */ '../features/search/search-records').then((m) =>
    m.contentRecords(signal),
  );

/** One page's sitemap source of exposes/sitemap.ts, in a chunk the render server loads when it writes the sitemap. */
const sitemapOf =
  (page: 'campus' | 'country' | 'articleDetail'): SitemapSource =>
  (api) =>
    import(/* webpackChunkName: "sitemap" */ './sitemap').then((m) => m.sitemap[page]!(api));

/**
 * The URLs of this remote's pages with parameters, for the sitemap (exposes/sitemap.ts): lazily, so the browser's
 * first load of every page does not carry the article list's filter (the static export reads sitemap.ts itself).
 */
export const sitemap: RemoteRoutesModule<'content'>['sitemap'] = {
  campus: sitemapOf('campus'),
  country: sitemapOf('country'),
  articleDetail: sitemapOf('articleDetail'),
};
