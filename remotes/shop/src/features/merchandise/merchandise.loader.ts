import { loaded, type LoaderArgs, type LoaderResult } from '@niec/shared';
import type { CatalogueProduct } from '../../lib/catalogue-product';
import { fetchProducts } from './api/fetch-products';
import { merchandiseView } from './merchandise-view';

/** What /merchandise shows from the API: the cards of the list view (null in the cart view, which shows none). */
export interface MerchandiseData {
  products: CatalogueProduct[] | null;
}

/**
 * GET /niec-merchandise/produk, trimmed to what a card and the cart line use (no descriptions, one picture).
 * The cart view lists the stored cart only, so it asks the API for nothing.
 */
export async function loadMerchandise({ searchParams, signal }: LoaderArgs): Promise<LoaderResult<MerchandiseData>> {
  if (merchandiseView(searchParams) === 'cart') return loaded({ products: null });
  return loaded({ products: await fetchProducts(signal) });
}
