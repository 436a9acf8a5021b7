import { lazyPage, type RemoteRoutesModule } from '@niec/shared';

/** The route modules the host mounts (contract: RemotePages['careers'] in @niec/shared). */
export const pages: RemoteRoutesModule<'careers'>['pages'] = {
  vacancies: lazyPage(() => import(/* webpackChunkName: "page-vacancies" */ '../features/vacancies/vacancies-page')),
  vacancyDetail: lazyPage(
    () => import(/* webpackChunkName: "page-vacancyDetail" */ '../features/vacancy-detail/vacancy-detail-page'),
  ),
};

/**
 * The data of each page (see useRouteData in @niec/shared). The render server runs them; the browser downloads a
 * loader only on a static host, where it runs them itself.
 */
export const loaders: RemoteRoutesModule<'careers'>['loaders'] = {
  vacancies: (args) =>
    import(/* webpackChunkName: "loader-vacancies" */ '../features/vacancies/vacancies.loader').then((m) =>
      m.loadVacancies(args),
    ),
};
