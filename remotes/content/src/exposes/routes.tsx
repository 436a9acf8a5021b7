import { lazyPage, type RemoteRoutesModule } from '@niec/shared';

/** The route modules the host mounts (contract: RemotePages['content'] in @niec/shared). */
export const pages: RemoteRoutesModule<'content'>['pages'] = {
  home: lazyPage(() => import(/* webpackChunkName: "page-home" */ '../features/home/home-page')),
  about: lazyPage(() => import(/* webpackChunkName: "page-about" */ '../features/about/about-page')),
  articles: lazyPage(() => import(/* webpackChunkName: "page-articles" */ '../features/articles/articles-page')),
  articleDetail: lazyPage(
    () => import(/* webpackChunkName: "page-articleDetail" */ '../features/articles/article-detail-page'),
  ),
  campus: lazyPage(() => import(/* webpackChunkName: "page-campus" */ '../features/campus/campus-page')),
  country: lazyPage(() => import(/* webpackChunkName: "page-country" */ '../features/country/country-page')),
  contact: lazyPage(() => import(/* webpackChunkName: "page-contact" */ '../features/contact/contact-page')),
  singaraja: lazyPage(() => import(/* webpackChunkName: "page-singaraja" */ '../features/contact/singaraja-page')),
};
