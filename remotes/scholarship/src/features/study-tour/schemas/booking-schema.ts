import { object, string } from 'yup';
import type { StudyTourBooking } from '@niec/shared';

/** The booking form's values, named by the API's keys (docs/product-rules.md#booking). */
export type BookingValues = StudyTourBooking;

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

const DIGITS = /^\d+$/;
const numeric = (message: string) => string().test('numeric', message, (value) => !value || DIGITS.test(value.trim()));

/**
 * Client-side checks (docs/product-rules.md#booking: numeric checks on the two totals; the return date may not be
 * before the departure). Everything else (required fields, formats, duplicates) is the server's
 * answer, shown per field.
 */
export const bookingSchema = object({
  total_peserta: numeric('Total peserta harus berupa angka.'),
  total_pendamping: numeric('Total pendamping harus berupa angka.'),
  tanggal_pulang: string().test(
    'not-before-departure',
    'Tanggal pulang tidak boleh sebelum tanggal pergi.',
    function notBeforeDeparture(value) {
      const departure = (this.parent as Partial<BookingValues>).tanggal_pergi;
      // ISO dates (YYYY-MM-DD) compare correctly as strings.
      return !value || !departure || value >= departure;
    },
  ),
});
