import { lazyPage, type RemoteRoutesModule } from '@niec/shared';

/** The route modules the host mounts (contract: RemotePages['scholarship'] in @niec/shared). */
export const pages: RemoteRoutesModule<'scholarship'>['pages'] = {
  scholarships: lazyPage(
    () => import(/* webpackChunkName: "page-scholarships" */ '../features/scholarships/scholarships-page'),
  ),
  studyTour: lazyPage(() => import(/* webpackChunkName: "page-studyTour" */ '../features/study-tour/study-tour-page')),
};
