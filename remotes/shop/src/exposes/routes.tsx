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
