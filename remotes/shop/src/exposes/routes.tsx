import { lazyPage, type RemoteRoutesModule } from '@niec/shared';

/** The route modules the host mounts (contract: RemotePages['shop'] in @niec/shared). */
export const pages: RemoteRoutesModule<'shop'>['pages'] = {
  merchandise: lazyPage(() => import('../features/merchandise/merchandise-page')),
  productDetail: lazyPage(() => import('../features/product-detail/product-detail-page')),
  checkout: lazyPage(() => import('../features/checkout/checkout-page')),
  tracking: lazyPage(() => import('../features/tracking/tracking-page')),
};
