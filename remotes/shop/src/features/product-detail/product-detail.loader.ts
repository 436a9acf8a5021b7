import { loaded, notFound, truncate, type LoaderArgs, type LoaderResult } from '@niec/shared';
import { htmlToText } from '@niec/shared/html';
import { fetchProduct, ProductNotFoundError } from './api/fetch-product';
import type { ProductDetail } from './model';

/** What /MerchandiseDetail/{code} shows: the product, and the text of its meta description. */
export interface ProductDetailData {
  product: ProductDetail;
  /** The description as plain text (or the name), cut to 155 characters, for the page's meta description. */
  metaDescription: string;
}

const META_DESCRIPTION_LENGTH = 155;

/**
 * GET /niec-merchandise/produk-detail/{code_product}. An unknown code (404 or an empty body) is the page's
 * not-found state; any other failure throws, and the browser tries again (the 'Coba lagi' of the page).
 */
export async function loadProductDetail({ params, signal }: LoaderArgs): Promise<LoaderResult<ProductDetailData>> {
  const code = params.code_product ?? '';
  try {
    const product = await fetchProduct(code, signal);
    const metaDescription = truncate(htmlToText(product.description) || product.name, META_DESCRIPTION_LENGTH);
    return loaded({ product, metaDescription });
  } catch (error) {
    if (error instanceof ProductNotFoundError) return notFound();
    throw error;
  }
}
