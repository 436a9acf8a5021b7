import { object, string, type InferType } from 'yup';

/** Messages exactly as docs/product-rules.md#checkout (the address step). */
export const SHIPPING_MESSAGES = {
  nama_lengkap: 'Nama wajib diisi',
  emailRequired: 'Email wajib diisi',
  emailInvalid: 'Email Tidak Valid',
  notelp: 'Nomor Telepon wajib diisi',
  alamat: 'Alamat wajib diisi',
  provinsi: 'Pilih provinsi',
  kabupaten: 'Pilih Kabupaten',
  postalRequired: 'Kode Pos wajib diisi',
  postalUnknown: 'Kode Pos tidak terdaftar/tidak valid',
} as const;

/** The same pattern the server checks, so an address the form accepts is not refused at payment. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const shippingSchema = object({
  nama_lengkap: string().trim().required(SHIPPING_MESSAGES.nama_lengkap),
  email: string()
    .trim()
    .required(SHIPPING_MESSAGES.emailRequired)
    .email(SHIPPING_MESSAGES.emailInvalid)
    .matches(EMAIL_PATTERN, { message: SHIPPING_MESSAGES.emailInvalid, excludeEmptyString: true }),
  notelp: string().trim().required(SHIPPING_MESSAGES.notelp),
  alamat: string().trim().required(SHIPPING_MESSAGES.alamat),
  provinsi: string().required(SHIPPING_MESSAGES.provinsi),
  kabupaten: string().required(SHIPPING_MESSAGES.kabupaten),
  // Indonesian postal codes have five digits; anything else cannot resolve to an area.
  postal_code: string()
    .trim()
    .required(SHIPPING_MESSAGES.postalRequired)
    .matches(/^\d{5}$/, { message: SHIPPING_MESSAGES.postalUnknown, excludeEmptyString: true }),
});

/** Values of the 'Informasi Pengiriman' form, named by the API's keys (docs/product-rules.md#checkout). */
export type ShippingAddress = InferType<typeof shippingSchema>;

export const emptyShippingAddress: ShippingAddress = {
  nama_lengkap: '',
  email: '',
  notelp: '',
  alamat: '',
  provinsi: '',
  kabupaten: '',
  postal_code: '',
};
