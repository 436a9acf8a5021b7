import { PAGE_PARAM, lazyPage, readsSearch, withSanitizer, type RemoteRoutesModule } from '@niec/shared';
import { SCHOLARSHIP_QUERY_KEYS } from '../features/scholarships/lib/list-query';

/** The sanitiser of API HTML (DOMPurify; on the server bound to jsdom). A failure is reported by SafeHtml. */
const loadSanitizer = () => import('@niec/shared/html').then((html) => html.loadSanitizer()).catch(() => null);

/** The route modules the host mounts (contract: RemotePages['scholarship'] in @niec/shared). */
export const pages: RemoteRoutesModule<'scholarship'>['pages'] = {
  scholarships: lazyPage(
    () => import(/* webpackChunkName: "page-scholarships" */ '../features/scholarships/scholarships-page'),
  ),
  // Each tour's itinerary is in the server's HTML (a <details> readable without script), sanitised there.
  studyTour: lazyPage(() =>
    withSanitizer(
      import(/* webpackChunkName: "page-studyTour" */ '../features/study-tour/study-tour-page'),
      loadSanitizer,
    ),
  ),
};

/**
 * The data each page shows on load. The render server runs these; the browser downloads a loader's
 * chunk only on a static host (or when the render server is not there), hence the lazy imports. Each
 * declares the query keys it reads, so another key (`?utm_source=`) does not load the data again.
 */
export const loaders: RemoteRoutesModule<'scholarship'>['loaders'] = {
  // The accordion's selection (university, country, tipe, program), the search and the page.
  scholarships: readsSearch(SCHOLARSHIP_QUERY_KEYS, (args) =>
    import(/* webpackChunkName: "loader-scholarships" */ '../features/scholarships/scholarships.loader').then((m) =>
      m.loadScholarships(args),
    ),
  ),
  studyTour: readsSearch([PAGE_PARAM], (args) =>
    import(/* webpackChunkName: "loader-studyTour" */ '../features/study-tour/study-tour.loader').then((m) =>
      m.loadStudyTour(args),
    ),
  ),
};

/**
 * A scholarship's closing day as a calendar file, answered by the render server (/kalender/beasiswa/<id>.ics). In
 * a chunk of its own: the browser never loads it (nor ical.js).
 */
export const calendar: RemoteRoutesModule<'scholarship'>['calendar'] = (id, siteOrigin) =>
  import(/* webpackChunkName: "calendar" */ '../features/scholarships/scholarships.calendar').then((m) =>
    m.scholarshipCalendar(id, siteOrigin),
  );

/** Scholarships and study tours, for the site search (a chunk the render server loads when someone searches). */
export const search: RemoteRoutesModule<'scholarship'>['search'] = (signal) =>
  import(/* webpackChunkName: "search-records" */ '../features/site-search/search-records').then((m) =>
    m.scholarshipSearchRecords(signal),
  );
