import { getApiClient, isAxiosError, type Product } from '@niec/shared';
import { productPictures, toCatalogueProduct, type CatalogueProduct } from '../../../lib/catalogue-product';

/** A product as the detail page shows it (its first picture is the cart line's picture). */
export interface ProductDetail extends Omit<CatalogueProduct, 'image'> {
  /** Up to 4 non-empty pictures (file_pic, file_pic1..3). */
  pictures: string[];
  /** HTML or plain text from the API, null when absent; render through SafeHtml. */
  description: string | null;
}

/** The API answered that no product has this code (404, or an empty body). */
export class ProductNotFoundError extends Error {
  constructor(code: string) {
    super(`Product ${code} not found`);
    this.name = 'ProductNotFoundError';
  }
}

/** GET /niec-merchandise/produk-detail/{code_product}: one product (the body is the bare product). */
export async function fetchProduct(code: string, signal?: AbortSignal): Promise<ProductDetail> {
  try {
    const { data } = await getApiClient().get<Product | null>(
      `/niec-merchandise/produk-detail/${encodeURIComponent(code)}`,
      { signal },
    );
    // Some backends answer 200 with an empty body for an unknown code.
    if (!data || typeof data !== 'object' || !data.code_product) throw new ProductNotFoundError(code);
    const description =
      typeof data.description === 'string' && data.description.trim() !== '' ? data.description : null;
    const { id, code: productCode, name, price, isMember } = toCatalogueProduct(data);
    return { id, code: productCode, name, price, isMember, pictures: productPictures(data).slice(0, 4), description };
  } catch (error) {
    if (isAxiosError(error) && error.response?.status === 404) throw new ProductNotFoundError(code);
    throw error;
  }
}
