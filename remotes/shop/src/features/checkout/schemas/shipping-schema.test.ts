import { schemaErrors } from '@niec/shared/testing';
import { emptyShippingAddress, shippingSchema } from './shipping-schema';

const valid = {
  nama_lengkap: 'Putu Eka Saputra',
  email: 'putu@example.com',
  notelp: '081234567890',
  alamat: 'Jl. Raya Kuta No. 12',
  provinsi: '51',
  kabupaten: '5102',
  postal_code: '80361',
};

/** Every message per field, as Formik would show the first of them. */
const errorsOf = (values: object) => schemaErrors(shippingSchema, values);

test('an empty shipping form gives every required message of the spec', () => {
  expect(errorsOf(emptyShippingAddress)).toEqual({
    nama_lengkap: 'Nama wajib diisi',
    email: 'Email wajib diisi',
    notelp: 'Nomor Telepon wajib diisi',
    alamat: 'Alamat wajib diisi',
    provinsi: 'Pilih provinsi',
    kabupaten: 'Pilih Kabupaten',
    postal_code: 'Kode Pos wajib diisi',
  });
});

test('a complete address passes', () => {
  expect(errorsOf(valid)).toEqual({});
});

test.each(['putu', 'putu@', 'putu@example', 'putu example@mail.com'])(
  'the email "%s" is Email Tidak Valid',
  (email) => {
    expect(errorsOf({ ...valid, email })).toEqual({ email: 'Email Tidak Valid' });
  },
);

test('blank-only text counts as empty', () => {
  expect(errorsOf({ ...valid, nama_lengkap: '   ', alamat: ' ' })).toEqual({
    nama_lengkap: 'Nama wajib diisi',
    alamat: 'Alamat wajib diisi',
  });
});

test('a postal code that is not five digits cannot resolve to an area', () => {
  expect(errorsOf({ ...valid, postal_code: '8036' })).toEqual({
    postal_code: 'Kode Pos tidak terdaftar/tidak valid',
  });
});
