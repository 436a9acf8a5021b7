import type { Product } from '@niec/shared';
import { productPictures, toCatalogueProduct, type CatalogueProduct } from '../merchandise/model';

/** A product as the detail page shows it (its first picture is the cart line's picture). */
export interface ProductDetail extends Omit<CatalogueProduct, 'image'> {
  /** Up to 4 non-empty pictures (file_pic, file_pic1..3). */
  pictures: string[];
  /** HTML or plain text from the API, null when absent; render through SafeHtml. */
  description: string | null;
}

export function toProductDetail(product: Product): ProductDetail {
  const description =
    typeof product.description === 'string' && product.description.trim() !== '' ? product.description : null;
  const { id, code, name, price, isMember } = toCatalogueProduct(product);
  return { id, code, name, price, isMember, pictures: productPictures(product).slice(0, 4), description };
}
