import { lazyPage, type RemoteRoutesModule } from '@niec/shared';

/** The route modules the host mounts (contract: RemotePages['shop'] in @niec/shared). */
export const pages: RemoteRoutesModule<'shop'>['pages'] = {
  merchandise: lazyPage(
    () => import(/* webpackChunkName: "page-merchandise" */ '../features/merchandise/merchandise-page'),
  ),
  productDetail: lazyPage(
    () => import(/* webpackChunkName: "page-productDetail" */ '../features/product-detail/product-detail-page'),
  ),
  checkout: lazyPage(() => import(/* webpackChunkName: "page-checkout" */ '../features/checkout/checkout-page')),
  tracking: lazyPage(() => import(/* webpackChunkName: "page-tracking" */ '../features/tracking/tracking-page')),
};

/**
 * The data of each page (see useRouteData). The render server runs them; the browser downloads a loader's
 * code only on a static host, where it runs the loader itself.
 */
export const loaders: RemoteRoutesModule<'shop'>['loaders'] = {
  merchandise: (args) =>
    import(/* webpackChunkName: "loader-merchandise" */ '../features/merchandise/merchandise.loader').then((m) =>
      m.loadMerchandise(args),
    ),
};
