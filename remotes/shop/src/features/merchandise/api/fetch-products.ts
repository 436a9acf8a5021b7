import { getCachedApiClient, type Product } from '@niec/shared';
import { toCatalogueProduct, type CatalogueProduct } from '../model';

/**
 * GET /niec-merchandise/produk: every product (the body is a bare list), trimmed to what a card shows. A public
 * list: on the render server it comes from the instance's shared API cache, so each page does not fetch it again.
 */
export async function fetchProducts(signal?: AbortSignal): Promise<CatalogueProduct[]> {
  const { data } = await getCachedApiClient().get<Product[]>('/niec-merchandise/produk', { signal });
  return (Array.isArray(data) ? data : []).map(toCatalogueProduct);
}
