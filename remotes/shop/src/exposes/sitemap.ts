import type { RemoteSitemap } from '@niec/shared';

/**
 * What the product pages list in the sitemap (RemoteRoutesModule.sitemap): every product of the catalogue, dated
 * by its last change. Kept free of React: the static export (scripts/sitemap.mjs) runs it outside webpack.
 */
export const sitemap: RemoteSitemap<'shop'> = {
  // GET /niec-merchandise/produk, the list fetchProducts reads.
  productDetail: async (api) =>
    (await api.list('/niec-merchandise/produk'))
      .filter((product) => typeof product.code_product === 'string' && product.code_product !== '')
      .map((product) => ({ params: { code_product: String(product.code_product) }, lastmod: product.updated_at })),
};
