import { getCachedApiClient, type Product } from '@niec/shared';
import { toCatalogueProduct, type CatalogueProduct } from '../model';

/**
 * GET /niec-merchandise/produk: every product as the API sends it (the body is a bare list). A public list: on the
 * render server it comes from the instance's shared API cache, so each page does not fetch it again.
 */
export async function fetchProductRecords(signal?: AbortSignal): Promise<Product[]> {
  const { data } = await getCachedApiClient().get<Product[]>('/niec-merchandise/produk', { signal });
  return Array.isArray(data) ? data : [];
}

/** Every product, trimmed to what a card shows. */
export async function fetchProducts(signal?: AbortSignal): Promise<CatalogueProduct[]> {
  return (await fetchProductRecords(signal)).map(toCatalogueProduct);
}
