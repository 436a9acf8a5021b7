import { object, ref, string, type InferType } from 'yup';
import { EMAIL_PATTERN } from './shipping-schema';

/** Messages exactly as docs/product-rules.md#checkout (the member step). No password length rule is shown. */
export const MEMBER_MESSAGES = {
  emailRequired: 'Email wajib diisi',
  emailInvalid: 'Email tidak valid',
  password: 'Password wajib diisi',
  cpasswordRequired: 'Konfirmasi Password wajib diisi',
  cpasswordMismatch: 'Password tidak sesuai',
  code_konsultan: 'Pilih salah satu konsultan',
  id_provinsi: 'Pilih provinsi sekolah',
} as const;

export const memberSchema = object({
  email: string()
    .trim()
    .required(MEMBER_MESSAGES.emailRequired)
    .email(MEMBER_MESSAGES.emailInvalid)
    .matches(EMAIL_PATTERN, { message: MEMBER_MESSAGES.emailInvalid, excludeEmptyString: true }),
  password: string().required(MEMBER_MESSAGES.password),
  cpassword: string()
    .required(MEMBER_MESSAGES.cpasswordRequired)
    .oneOf([ref('password')], MEMBER_MESSAGES.cpasswordMismatch),
  code_konsultan: string().required(MEMBER_MESSAGES.code_konsultan),
  id_provinsi: string().required(MEMBER_MESSAGES.id_provinsi),
  // Single choice, and may stay empty ('kosongkan pilihan').
  kode_sekolah: string().default(''),
});

/** Values of the 'Registrasi Member' form. */
export type MemberValues = InferType<typeof memberSchema>;
