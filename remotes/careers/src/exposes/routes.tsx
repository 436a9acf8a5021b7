import { lazyPage, type RemoteRoutesModule } from '@niec/shared';

/** The route modules the host mounts (contract: RemotePages['careers'] in @niec/shared). */
export const pages: RemoteRoutesModule<'careers'>['pages'] = {
  vacancies: lazyPage(() => import(/* webpackChunkName: "page-vacancies" */ '../features/vacancies/vacancies-page')),
  vacancyDetail: lazyPage(
    () => import(/* webpackChunkName: "page-vacancyDetail" */ '../features/vacancy-detail/vacancy-detail-page'),
  ),
};
