import { ValidationError } from 'yup';
import { bookingSchema, emptyBooking, type BookingValues } from './booking-schema';

const valid: BookingValues = {
  ...emptyBooking,
  nama: 'Ayu Lestari',
  email: 'ayu@example.com',
  no_wa: '081234567890',
  kota_asal: '5101',
  negara_tujuan: 'Australia',
  tanggal_pergi: '2027-07-01',
  tanggal_pulang: '2027-07-08',
  total_peserta: '12',
  total_pendamping: '2',
  tipe_akomodasi: 'hotel',
  kegiatan: ['1', '2'],
};

async function errorsOf(values: BookingValues): Promise<Record<string, string>> {
  try {
    await bookingSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((e) => [e.path ?? '', e.message]));
  }
}

test('a complete booking passes the client checks', async () => {
  expect(await errorsOf(valid)).toEqual({});
});

test('the totals must be whole numbers, with Indonesian messages', async () => {
  expect(await errorsOf({ ...valid, total_peserta: 'dua belas', total_pendamping: '1,5' })).toEqual({
    total_peserta: 'Total peserta harus berupa angka.',
    total_pendamping: 'Total pendamping harus berupa angka.',
  });
  expect(await errorsOf({ ...valid, total_peserta: '-3' })).toEqual({
    total_peserta: 'Total peserta harus berupa angka.',
  });
});

test('the return date may not be before the departure date, but the same day is fine', async () => {
  expect(await errorsOf({ ...valid, tanggal_pulang: '2027-06-30' })).toEqual({
    tanggal_pulang: 'Tanggal pulang tidak boleh sebelum tanggal pergi.',
  });
  expect(await errorsOf({ ...valid, tanggal_pulang: '2027-07-01' })).toEqual({});
});

test('empty fields are left to the server, which answers per field', async () => {
  expect(await errorsOf(emptyBooking)).toEqual({});
});
