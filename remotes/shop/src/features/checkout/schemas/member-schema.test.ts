import { schemaErrors } from '@niec/shared/testing';
import { memberSchema } from './member-schema';

const valid = {
  email: 'sekar@example.com',
  password: 'rahasia',
  cpassword: 'rahasia',
  code_konsultan: 'KNS-DPS-01',
  id_provinsi: '51',
  kode_sekolah: '',
};

const errorsOf = (values: Record<string, string>) => schemaErrors(memberSchema, values);

test('an empty member form gives every required message of the spec', () => {
  expect(
    errorsOf({ email: '', password: '', cpassword: '', code_konsultan: '', id_provinsi: '', kode_sekolah: '' }),
  ).toEqual({
    email: 'Email wajib diisi',
    password: 'Password wajib diisi',
    cpassword: 'Konfirmasi Password wajib diisi',
    code_konsultan: 'Pilih salah satu konsultan',
    id_provinsi: 'Pilih provinsi sekolah',
  });
});

test('an invalid email gives Email tidak valid (lower-case t, unlike the shipping form)', () => {
  expect(errorsOf({ ...valid, email: 'sekar@example' })).toEqual({ email: 'Email tidak valid' });
});

test('a confirmation that differs gives Password tidak sesuai', () => {
  expect(errorsOf({ ...valid, cpassword: 'rahasia2' })).toEqual({ cpassword: 'Password tidak sesuai' });
});

test('the school may stay empty and no password length is imposed', () => {
  expect(errorsOf({ ...valid, password: 'a', cpassword: 'a' })).toEqual({});
});
