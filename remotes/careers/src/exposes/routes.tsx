import { lazyPage, PAGE_PARAM, readsSearch, withSanitizer, type RemoteRoutesModule } from '@niec/shared';
import { AREA_PARAM, CATEGORY_PARAM } from '../features/vacancies/lib/vacancy-filter-params';

/** The sanitiser of API HTML (DOMPurify; on the server bound to jsdom). A failure is reported by SafeHtml. */
const loadSanitizer = () => import('@niec/shared/html').then((html) => html.loadSanitizer()).catch(() => null);

// On the render server, jsdom takes most of a second to start: begin when a worker loads this module (its warm-up),
// not within the time limit of the first vacancy page it renders. (Only an existence check: nothing is read.)
if (typeof window === 'undefined') void loadSanitizer();

/** The route modules the host mounts (contract: RemotePages['careers'] in @niec/shared). */
export const pages: RemoteRoutesModule<'careers'>['pages'] = {
  vacancies: lazyPage(() => import(/* webpackChunkName: "page-vacancies" */ '../features/vacancies/vacancies-page')),
  // The server renders the description with the sanitiser; a client navigation waits for it too.
  vacancyDetail: lazyPage(() =>
    withSanitizer(
      import(/* webpackChunkName: "page-vacancyDetail" */ '../features/vacancy-detail/vacancy-detail-page'),
      loadSanitizer,
    ),
  ),
};

/**
 * The data of each page (see useRouteData in @niec/shared). The render server runs them; the browser downloads a
 * loader only on a static host, where it runs them itself.
 */
export const loaders: RemoteRoutesModule<'careers'>['loaders'] = {
  // The filter and the page: other keys of the query (?utm_source) load nothing again.
  vacancies: readsSearch([AREA_PARAM, CATEGORY_PARAM, PAGE_PARAM], (args) =>
    import(/* webpackChunkName: "loader-vacancies" */ '../features/vacancies/vacancies.loader').then((m) =>
      m.loadVacancies(args),
    ),
  ),
  vacancyDetail: (args) =>
    import(/* webpackChunkName: "loader-vacancyDetail" */ '../features/vacancy-detail/vacancy-detail.loader').then(
      (m) => m.loadVacancyDetail(args),
    ),
};

/** The URLs of this remote's pages with parameters, for the sitemap (exposes/sitemap.ts). */
export { sitemap } from './sitemap';

/** The open vacancies, for the site search (a chunk the render server loads when someone searches). */
export const search: RemoteRoutesModule<'careers'>['search'] = (signal) =>
  import(/* webpackChunkName: "search-records" */ '../features/site-search/search-records').then((m) =>
    m.vacancySearchRecords(signal),
  );
