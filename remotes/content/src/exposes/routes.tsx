import { lazyPage, type RemoteRoutesModule } from '@niec/shared';

/** The route modules the host mounts (contract: RemotePages['content'] in @niec/shared). */
export const pages: RemoteRoutesModule<'content'>['pages'] = {
  home: lazyPage(() => import('../features/home/home-page')),
  about: lazyPage(() => import('../features/about/about-page')),
  articles: lazyPage(() => import('../features/articles/articles-page')),
  articleDetail: lazyPage(() => import('../features/articles/article-detail-page')),
  campus: lazyPage(() => import('../features/campus/campus-page')),
  country: lazyPage(() => import('../features/country/country-page')),
  contact: lazyPage(() => import('../features/contact/contact-page')),
  singaraja: lazyPage(() => import('../features/contact/singaraja-page')),
};
