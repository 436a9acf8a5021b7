import { lazyPage, type RemoteRoutesModule } from '@niec/shared';

/** The route modules the host mounts (contract: RemotePages['scholarship'] in @niec/shared). */
export const pages: RemoteRoutesModule<'scholarship'>['pages'] = {
  scholarships: lazyPage(
    () => import(/* webpackChunkName: "page-scholarships" */ '../features/scholarships/scholarships-page'),
  ),
  studyTour: lazyPage(() => import(/* webpackChunkName: "page-studyTour" */ '../features/study-tour/study-tour-page')),
};

/**
 * The data each page shows on load. The render server runs these; the browser downloads a loader's
 * chunk only on a static host (or when the render server is not there), hence the lazy imports.
 */
export const loaders: RemoteRoutesModule<'scholarship'>['loaders'] = {
  scholarships: (args) =>
    import(/* webpackChunkName: "loader-scholarships" */ '../features/scholarships/scholarships.loader').then((m) =>
      m.loadScholarships(args),
    ),
  studyTour: (args) =>
    import(/* webpackChunkName: "loader-studyTour" */ '../features/study-tour/study-tour.loader').then((m) =>
      m.loadStudyTour(args),
    ),
};
