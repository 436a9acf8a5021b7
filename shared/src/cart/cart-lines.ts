// The rules of a cart line (docs/product-rules.md#cart), pure and stateless: the store ('@niec/shared/cart') and
// the header's count of the stored cart ('@niec/shared', cart-count.ts) read a stored cart with the same code, so
// the count before the store is loaded is the one the store shows once it is (each bundles its own copy).
import type { CartItem, CartItemInput, CartMetadata } from './cart-types';

export const CART_ERRORS = {
  missingId: 'You must provide an `id` for items',
  missingPrice: 'You must pass a `price` for new items',
  noSuchItem: 'No such item to update',
} as const;

export const CART_STORAGE_KEY = 'niec-cart';
/**
 * Version of the stored shape ({state: {items, metadata}, version}). Bump it when the shape
 * changes; a stored cart of any other version is discarded (an empty cart, never a crash).
 */
export const CART_STORAGE_VERSION = 1;

export function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

export function isValidId(id: unknown): id is CartItem['id'] {
  return (typeof id === 'string' && id !== '') || isFiniteNumber(id);
}

export function isValidPrice(price: unknown): price is number {
  return isFiniteNumber(price) && price >= 0;
}

/** Quantities are whole numbers; anything else is read as its whole part. */
export function wholeQuantity(quantity: unknown): number {
  return isFiniteNumber(quantity) ? Math.trunc(quantity) : Number.NaN;
}

export function assertId(item: { id?: unknown } | null | undefined): void {
  if (!item || !isValidId(item.id)) throw new Error(CART_ERRORS.missingId);
}

export function withTotal(item: CartItemInput & { price: number; quantity: number }): CartItem {
  return { ...item, itemTotal: item.price * item.quantity };
}

/** The derived fields, computed in one place from the items. */
export function summarize(items: CartItem[]) {
  return {
    items,
    isEmpty: items.length === 0,
    totalItems: items.reduce((sum, item) => sum + item.quantity, 0),
    totalUniqueItems: items.length,
    cartTotal: items.reduce((sum, item) => sum + item.price * item.quantity, 0),
  };
}

const OPTIONAL_STRING_FIELDS = ['name_product', 'code_product'] as const;

/**
 * Rebuilds items from stored JSON. Anything that is not a valid cart line is dropped, and known
 * fields of the wrong type are removed, so a foreign or hand-edited value can never crash a render
 * (an object where the UI expects a product name would).
 */
export function sanitizeStoredItems(value: unknown): CartItem[] {
  if (!Array.isArray(value)) return [];
  const items: CartItem[] = [];
  for (const raw of value as unknown[]) {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) continue;
    const line: Record<string, unknown> = { ...(raw as Record<string, unknown>) };
    const { id, price } = line;
    const quantity = wholeQuantity(line.quantity);
    if (!isValidId(id) || !isValidPrice(price) || !(quantity >= 1)) continue;
    if (items.some((item) => item.id === id)) continue;
    for (const field of OPTIONAL_STRING_FIELDS) {
      if (field in line && typeof line[field] !== 'string') delete line[field];
    }
    if ('image' in line && line.image !== null && typeof line.image !== 'string') delete line.image;
    if ('is_with_member' in line && line.is_with_member !== 0 && line.is_with_member !== 1) {
      delete line.is_with_member;
    }
    items.push(withTotal({ ...line, id, price, quantity }));
  }
  return items;
}

export function isPlainObject(value: unknown): value is CartMetadata {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
