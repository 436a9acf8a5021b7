import {
  lazyPage,
  PAGE_PARAM,
  readsSearch,
  withSanitizer,
  type LoaderArgs,
  type RemoteRoutesModule,
} from '@niec/shared';

/** The route modules the host mounts (contract: RemotePages['shop'] in @niec/shared). */
export const pages: RemoteRoutesModule<'shop'>['pages'] = {
  merchandise: lazyPage(
    () => import(/* webpackChunkName: "page-merchandise" */ '../features/merchandise/merchandise-page'),
  ),
  productDetail: lazyPage(() =>
    // The description's sanitiser loads with the page on the server and on a client navigation, so the
    // description renders at once; hydration keeps the server's (withSanitizer). A failed download is left to
    // SafeHtml, which tries again.
    withSanitizer(
      import(/* webpackChunkName: "page-productDetail" */ '../features/product-detail/product-detail-page'),
      () => import('@niec/shared/html').then(({ loadSanitizer }) => loadSanitizer()).catch(() => undefined),
    ),
  ),
  checkout: lazyPage(() => import(/* webpackChunkName: "page-checkout" */ '../features/checkout/checkout-page')),
  tracking: lazyPage(() => import(/* webpackChunkName: "page-tracking" */ '../features/tracking/tracking-page')),
};

/**
 * The data of each page (see useRouteData). The render server runs them; the browser downloads a loader's
 * code only on a static host, where it runs the loader itself.
 */
export const loaders: RemoteRoutesModule<'shop'>['loaders'] = {
  // Reads ?page only: the cart view (?view=cart) and the checkout notice share the list's data.
  merchandise: readsSearch([PAGE_PARAM], (args) =>
    import(/* webpackChunkName: "loader-merchandise" */ '../features/merchandise/merchandise.loader').then((m) =>
      m.loadMerchandise(args),
    ),
  ),
  productDetail: (args) =>
    import(/* webpackChunkName: "loader-productDetail" */ '../features/product-detail/product-detail.loader').then(
      (m) => m.loadProductDetail(args),
    ),
  checkout: (args) =>
    import(/* webpackChunkName: "loader-checkout" */ '../features/checkout/checkout.loader').then((m) =>
      m.loadCheckout(args),
    ),
  // Each call counts one view of the parcel (docs/product-rules.md#tracking: at most 5): never repeated for one page view.
  tracking: Object.assign(
    (args: LoaderArgs) =>
      import(/* webpackChunkName: "loader-tracking" */ '../features/tracking/tracking.loader').then((m) =>
        m.loadTracking(args),
      ),
    { repeatable: false },
  ),
};

/** The URLs of this remote's pages with parameters, for the sitemap (exposes/sitemap.ts). */
export { sitemap } from './sitemap';

/** The products, for the site search (a chunk the render server loads when someone searches). */
export const search: RemoteRoutesModule<'shop'>['search'] = (signal) =>
  import(/* webpackChunkName: "search-records" */ '../features/site-search/search-records').then((m) =>
    m.productSearchRecords(signal),
  );
