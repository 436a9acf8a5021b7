import type { CartItem } from '@niec/shared';

/** What checkout works on: a snapshot of the cart taken when the page opens. */
export interface CheckoutInput {
  items: CartItem[];
  cartTotal: number;
  isMember: boolean;
}

// The forms' values are their yup schemas' types.
export type { ShippingAddress } from './schemas/shipping-schema';
export type { MemberValues } from './schemas/member-schema';

export type StepKey = 'address' | 'courier' | 'member' | 'payment';

export interface CheckoutStep {
  key: StepKey;
  /** The stepper label (docs/product-rules.md#checkout). */
  label: string;
}
