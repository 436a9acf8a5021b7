import type { CartItem } from '@niec/shared';

/** What the cart view passes to /merchandise/checkout in route state (docs/product-rules.md#checkout). */
export interface CheckoutRouteState {
  items: CartItem[];
  cartTotal: number;
  isMember: boolean;
}

export function isCheckoutRouteState(value: unknown): value is CheckoutRouteState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Partial<CheckoutRouteState>;
  return Array.isArray(state.items) && typeof state.cartTotal === 'number' && typeof state.isMember === 'boolean';
}
