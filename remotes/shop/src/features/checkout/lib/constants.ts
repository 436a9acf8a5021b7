/** Business constants of checkout (docs/product-rules.md#shipping). */
export const ORIGIN_POSTAL_CODE = 80111;
export const COURIER_CODES = ['jne', 'jnt', 'grab', 'gojek'] as const;
export const COURIER_INSURANCE = 500000;
export const DELIVERY_TYPE = 'now';
/** Grams per checkout item line unit. */
export const ITEM_WEIGHT = 1000;
