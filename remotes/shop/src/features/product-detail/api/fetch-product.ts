import { getApiClient, isAxiosError, type Product } from '@niec/shared';
import { toProductDetail, type ProductDetail } from '../model';

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
    return toProductDetail(data);
  } catch (error) {
    if (isAxiosError(error) && error.response?.status === 404) throw new ProductNotFoundError(code);
    throw error;
  }
}
