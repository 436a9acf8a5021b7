// The stored cart that e2e specs and the size budget seed, in the shape the shop's cart store persists.

/** The localStorage key of the cart (shared/src/cart/cart-store.ts). */
export const CART_KEY = 'niec-cart';

/** The first product of the local API's seed, as a cart line without quantity. */
export const KAOS = Object.freeze({
  id: 1,
  price: 150000,
  name_product: 'Kaos NIEC Study Abroad',
  code_product: 'NIEC-001',
  is_with_member: 0,
});

/** The membership package of the local API's seed (a member line: checkout asks for the member step). */
export const MEMBERSHIP = Object.freeze({
  id: 7,
  price: 500000,
  name_product: 'Paket Membership NIEC 1 Tahun',
  code_product: 'NIEC-M01',
  is_with_member: 1,
});

/** The stored cart (version 1) of these lines, each with its itemTotal, as the store writes it. */
export function storedCart(items) {
  return JSON.stringify({
    state: { items: items.map((item) => ({ ...item, itemTotal: item.price * item.quantity })), metadata: {} },
    version: 1,
  });
}

/** A cart with one Kaos, so checkout does not send the visitor back to the list. */
export const ONE_ITEM_CART = storedCart([{ ...KAOS, quantity: 1 }]);

/**
 * Stores `cart` (a storedCart() string; one Kaos unless told) before every page of a Playwright page or context
 * loads, as a returning visitor's browser has it.
 */
export function seedCart(target, cart = ONE_ITEM_CART) {
  // Runs in the browser: it gets the key and the cart as its argument.
  return target.addInitScript(([key, value]) => localStorage.setItem(key, value), [CART_KEY, cart]);
}
