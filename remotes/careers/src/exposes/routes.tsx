import { lazyPage, type RemoteRoutesModule } from '@niec/shared';

/** The route modules the host mounts (contract: RemotePages['careers'] in @niec/shared). */
export const pages: RemoteRoutesModule<'careers'>['pages'] = {
  vacancies: lazyPage(() => import('../features/vacancies/vacancies-page')),
  vacancyDetail: lazyPage(() => import('../features/vacancy-detail/vacancy-detail-page')),
};
