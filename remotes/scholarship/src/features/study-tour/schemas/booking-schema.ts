import { array, mixed, object, string, type InferType } from 'yup';

const DIGITS = /^\d+$/;
const numeric = (message: string) =>
  string()
    .default('')
    .test('numeric', message, (value) => !value || DIGITS.test(value.trim()));
/** A field the browser does not check: the server answers for it, per field (docs/product-rules.md#booking). */
const serverChecked = () => string().default('');

/**
 * The booking form, named by the API's keys (docs/product-rules.md#booking). Client-side checks: numeric
 * checks on the two totals; the return date may not be before the departure. Everything else (required
 * fields, formats, duplicates) is the server's answer, shown per field.
 */
export const bookingSchema = object({
  nama: serverChecked(),
  email: serverChecked(),
  no_wa: serverChecked(),
  kota_asal: serverChecked(),
  negara_tujuan: serverChecked(),
  tanggal_pergi: serverChecked(),
  tanggal_pulang: string()
    .default('')
    .test(
      'not-before-departure',
      'Tanggal pulang tidak boleh sebelum tanggal pergi.',
      function notBeforeDeparture(value) {
        const departure = (this.parent as { tanggal_pergi?: string }).tanggal_pergi;
        // ISO dates (YYYY-MM-DD) compare correctly as strings.
        return !value || !departure || value >= departure;
      },
    ),
  total_peserta: numeric('Total peserta harus berupa angka.'),
  total_pendamping: numeric('Total pendamping harus berupa angka.'),
  kode_bisdev: serverChecked(),
  tipe_akomodasi: mixed<'hotel' | 'homestay' | ''>().default(''),
  kegiatan: array(string().defined()).default([]),
  else_request: serverChecked(),
});

/** The booking form's values: the schema's type. */
export type BookingValues = InferType<typeof bookingSchema>;

/** The booking's fields, in the order of docs/product-rules.md#booking (where server errors may appear). */
export const BOOKING_FIELDS = Object.keys(bookingSchema.fields) as (keyof BookingValues)[];

export const emptyBooking: BookingValues = {
  nama: '',
  email: '',
  no_wa: '',
  kota_asal: '',
  negara_tujuan: '',
  tanggal_pergi: '',
  tanggal_pulang: '',
  total_peserta: '',
  total_pendamping: '0',
  kode_bisdev: '',
  tipe_akomodasi: '',
  kegiatan: [],
  else_request: '',
};
