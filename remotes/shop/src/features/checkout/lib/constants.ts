/** Business constants of checkout (docs/product-rules.md#shipping). */
export const ORIGIN_POSTAL_CODE = 80111;
export const COURIER_CODES = ['jne', 'jnt', 'grab', 'gojek'] as const;
export const COURIER_INSURANCE = 500000;
export const DELIVERY_TYPE = 'now';
/** Grams per checkout item line unit. */
export const ITEM_WEIGHT = 1000;

/**
 * The address step's draft: one per device, whatever is in the cart. The order carries the address, so the draft is
 * removed when the order is accepted (use-payment), not when this step is done: a reload on a later step starts
 * checkout again here, and the address comes back (docs/decisions/010-form-drafts.md).
 */
export const ADDRESS_DRAFT_KEY = 'checkout-address';
