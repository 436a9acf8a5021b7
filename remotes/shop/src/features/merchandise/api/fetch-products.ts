import { getApiClient, type Product } from '@niec/shared';
import { toCatalogueProduct, type CatalogueProduct } from '../../../lib/catalogue-product';

/** GET /niec-merchandise/produk: every product (the body is a bare list). */
export async function fetchProducts(signal?: AbortSignal): Promise<CatalogueProduct[]> {
  const { data } = await getApiClient().get<Product[]>('/niec-merchandise/produk', { signal });
  return (Array.isArray(data) ? data : []).map(toCatalogueProduct);
}
