import type { Product } from '@niec/shared';
import { href } from '@niec/shared/routes';
import type { SaveButtonProps } from '@niec/shared/saved';

/** A product as the shop's pages and cart rules use it (mapped from the API's Product at the edge). */
export interface CatalogueProduct {
  id: number;
  code: string;
  name: string;
  price: number;
  /** is_with_member 1: a membership package. */
  isMember: boolean;
  /** First picture, also kept on the cart line for the cart view. */
  image: string | null;
}

/** file_pic, file_pic1..3 in order, skipping empty ones (docs/product-rules.md#merchandise: up to 4 pictures). */
export function productPictures(product: Pick<Product, 'file_pic' | 'file_pic1' | 'file_pic2' | 'file_pic3'>) {
  return [product.file_pic, product.file_pic1, product.file_pic2, product.file_pic3].filter(
    (url): url is string => typeof url === 'string' && url.trim() !== '',
  );
}

export function toCatalogueProduct(product: Product): CatalogueProduct {
  return {
    id: product.id,
    code: product.code_product,
    name: product.name_product,
    // Some backends send numbers as strings; the cart needs real numbers.
    price: Number(product.price) || 0,
    isMember: Number(product.is_with_member) === 1,
    image: productPictures(product)[0] ?? null,
  };
}

/**
 * A product in the saved list: what 'Simpan' on its card and on its page keeps and what its search record says (its
 * `saved` key, title and href), from this one place so they never differ. Its id is its code, as its page's URL.
 */
export function savedProduct(
  product: Pick<CatalogueProduct, 'code' | 'name'>,
): Pick<SaveButtonProps, 'kind' | 'id' | 'title' | 'href'> {
  return {
    kind: 'merchandise',
    id: product.code,
    title: product.name,
    href: href('productDetail', { code_product: product.code }),
  };
}

/** The two views of /merchandise: the product list, or the cart (?view=cart, where the header badge links). */
export type MerchandiseView = 'list' | 'cart';

export function merchandiseView(searchParams: URLSearchParams): MerchandiseView {
  return searchParams.get('view') === 'cart' ? 'cart' : 'list';
}
