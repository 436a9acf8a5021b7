import type { CartItem } from '@niec/shared';

/** What checkout works on: a snapshot of the cart taken when the page opens. */
export interface CheckoutInput {
  items: CartItem[];
  cartTotal: number;
  isMember: boolean;
}

/** Values of the 'Informasi Pengiriman' form, named by the API's keys (docs/product-rules.md#checkout). */
export interface ShippingAddress {
  nama_lengkap: string;
  email: string;
  notelp: string;
  alamat: string;
  provinsi: string;
  kabupaten: string;
  postal_code: string;
}

/** Values of the 'Registrasi Member' form. */
export interface MemberValues {
  email: string;
  password: string;
  cpassword: string;
  code_konsultan: string;
  id_provinsi: string;
  kode_sekolah: string;
}

export type StepKey = 'address' | 'courier' | 'member' | 'payment';

export interface CheckoutStep {
  key: StepKey;
  /** The stepper label (docs/product-rules.md#checkout). */
  label: string;
}
