import type { CheckoutStep } from '../model';

const ADDRESS: CheckoutStep = { key: 'address', label: 'Alamat' };
const COURIER: CheckoutStep = { key: 'courier', label: 'Pengiriman' };
const MEMBER: CheckoutStep = { key: 'member', label: 'Registrasi Member' };
const PAYMENT: CheckoutStep = { key: 'payment', label: 'Pembayaran' };

/** Non-members pay after choosing a courier; members register in between (docs/product-rules.md#checkout). */
export function checkoutSteps(isMember: boolean): CheckoutStep[] {
  return isMember ? [ADDRESS, COURIER, MEMBER, PAYMENT] : [ADDRESS, COURIER, PAYMENT];
}
