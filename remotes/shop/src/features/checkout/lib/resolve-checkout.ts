import type { CartItem } from '@niec/shared';
import { isCheckoutRouteState } from '../../../lib/checkout-route-state';
import type { CheckoutInput } from '../model';

/**
 * Route state from the cart view wins; after a reload or from a shared link there is none, so the
 * persisted cart is used instead (isMember: any item sold with a membership).
 */
export function resolveCheckoutInput(
  routeState: unknown,
  cart: { items: CartItem[]; cartTotal: number },
): CheckoutInput {
  if (isCheckoutRouteState(routeState) && routeState.items.length > 0) {
    return { items: routeState.items, cartTotal: routeState.cartTotal, isMember: routeState.isMember };
  }
  return {
    items: cart.items,
    cartTotal: cart.cartTotal,
    isMember: cart.items.some((item) => item.is_with_member === 1),
  };
}
