import { loaded, notFound, type LoaderArgs, type LoaderResult } from '@niec/shared';
import { paginate, readPage } from '@niec/shared/lists';
import type { CatalogueProduct } from './model';
import { fetchProducts } from './api/fetch-products';

/** What /merchandise shows from the API: one page of product cards (24 a page). */
export interface MerchandiseData {
  /** The cards of this page, trimmed to what a card and the cart line use (no descriptions, one picture). */
  products: CatalogueProduct[];
  /** 1-based. */
  page: number;
  pageCount: number;
  /** Products of every page. */
  total: number;
}

/**
 * GET /niec-merchandise/produk, paged on the server: the browser receives the cards of the URL's `?page` only.
 * It reads no other key of the query (routes.tsx declares `page`), so the cart view (?view=cart) shares the list
 * view's data and switching between the two loads nothing. An invalid page, or one past the last, is not found.
 */
export async function loadMerchandise({ searchParams, signal }: LoaderArgs): Promise<LoaderResult<MerchandiseData>> {
  const page = readPage(searchParams);
  if (page === null) return notFound();
  const list = paginate(await fetchProducts(signal), page);
  if (!list) return notFound();
  return loaded({ products: list.items, page: list.page, pageCount: list.pageCount, total: list.total });
}
