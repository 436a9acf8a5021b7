import type { CartItem, CartItemInput } from '@niec/shared';
import type { CatalogueProduct } from '../features/merchandise/model';

/** docs/product-rules.md#merchandise: only one membership package per order. */
export const MEMBER_LIMIT_MESSAGE = 'Hanya 1 paket member per pesanan';

export type AddAvailability =
  { kind: 'available' } | { kind: 'inCart'; quantity: number } | { kind: 'memberLimit'; reason: string };

/** isMember of the checkout route state: the cart holds a member item. */
export function cartHoldsMember(items: readonly CartItem[]): boolean {
  return items.some((item) => item.is_with_member === 1);
}

/**
 * Whether a product may be added: a product already in the cart has its Add button disabled, and a
 * member item cannot be added while the cart holds a member item (docs/product-rules.md#merchandise).
 */
export function addAvailability(
  product: Pick<CatalogueProduct, 'id' | 'isMember'>,
  items: readonly CartItem[],
): AddAvailability {
  const line = items.find((item) => item.id === product.id);
  if (line) return { kind: 'inCart', quantity: line.quantity };
  if (product.isMember && cartHoldsMember(items)) {
    return { kind: 'memberLimit', reason: MEMBER_LIMIT_MESSAGE };
  }
  return { kind: 'available' };
}

/** The cart line of a product: name, code, price, member flag and picture (what checkout reads). */
export function toCartLine(product: CatalogueProduct): CartItemInput {
  return {
    id: product.id,
    price: product.price,
    name_product: product.name,
    code_product: product.code,
    is_with_member: product.isMember ? 1 : 0,
    image: product.image,
  };
}

/** The Add button's text: 'Add to Cart', 'In Cart (n)' (docs/product-rules.md#merchandise), or why it cannot be added. */
export function addButtonLabel(availability: AddAvailability): string {
  switch (availability.kind) {
    case 'available':
      return 'Add to Cart';
    case 'inCart':
      return `In Cart (${availability.quantity})`;
    case 'memberLimit':
      return availability.reason;
  }
}
