import { mixed, object, string, type AnySchema, type InferType } from 'yup';
import {
  APPLICATION_CANDIDATE_FIELDS,
  APPLICATION_FILE_FIELDS,
  type ApplicationFileField,
  type ApplicationTextField,
} from '@niec/shared/forms';
import { GENDER_OPTIONS, MARITAL_OPTIONS, RELIGION_OPTIONS, fileProblem } from './application-options';

export type { ApplicationFileField, ApplicationTextField } from '@niec/shared/forms';

/** The three uploads, in the order the form shows them. */
export const FILE_FIELDS = APPLICATION_FILE_FIELDS;

/** An empty application for one vacancy: every text field '', no file chosen. */
export function emptyApplication(vacancy: { id: number; title: string }): ApplicationValues {
  return {
    ...(Object.fromEntries(APPLICATION_CANDIDATE_FIELDS.map((field) => [field, ''])) as Record<
      (typeof APPLICATION_CANDIDATE_FIELDS)[number],
      string
    >),
    job_vacancy: vacancy.title,
    id_job_vacancy: String(vacancy.id),
    file_cv: null,
    file_ijazah: null,
    file_english: null,
  };
}

const values = (options: { value: string }[]) => options.map((o) => o.value);

/** A real calendar date (YYYY-MM-DD, as a date input gives it) before today. */
export function isPastDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(y, m - 1, d);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d && date < new Date();
}

const requiredFile = (requiredMessage: string) =>
  mixed<File>()
    .nullable()
    .default(null)
    .test('file', requiredMessage, function check(value) {
      if (!(value instanceof File)) return this.createError({ message: requiredMessage });
      const problem = fileProblem(value);
      return problem ? this.createError({ message: problem }) : true;
    });

const digitsOnly = (message: string) =>
  string().trim().default('').matches(/^\d*$/, { message, excludeEmptyString: true });

/**
 * What the browser checks before sending; the server checks more (e.g. the length of no_hp and one
 * application per email and vacancy) and its per-field messages are shown under the same fields.
 */
export const applicationSchema = object({
  job_vacancy: string().required(),
  id_job_vacancy: string().required(),
  first_name: string().trim().required('Nama depan wajib diisi').max(100, 'Nama depan maksimal 100 karakter'),
  last_name: string().trim().required('Nama belakang wajib diisi').max(100, 'Nama belakang maksimal 100 karakter'),
  email: string()
    .trim()
    .required('Email wajib diisi')
    .matches(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Format email tidak valid'),
  no_hp: string().trim().required('Nomor HP wajib diisi').matches(/^\d+$/, 'Nomor HP hanya boleh berisi angka'),
  place_birth: string().trim().required('Tempat lahir wajib diisi'),
  date_birth: string()
    .required('Tanggal lahir wajib diisi')
    .test('past-date', 'Tanggal lahir tidak valid', (value) => !value || isPastDate(value)),
  gender: string().required('Pilih jenis kelamin').oneOf(values(GENDER_OPTIONS), 'Pilih jenis kelamin'),
  maried: string().required('Pilih status pernikahan').oneOf(values(MARITAL_OPTIONS), 'Pilih status pernikahan'),
  religion: string().required('Pilih agama').oneOf(values(RELIGION_OPTIONS), 'Pilih agama'),
  address: string().trim().required('Alamat wajib diisi'),
  current_province: string().required('Provinsi wajib dipilih'),
  current_city: string().required('Kota/kabupaten wajib dipilih'),
  current_subdistrict: string().trim().default(''),
  current_kode_post: string()
    .trim()
    .default('')
    .matches(/^\d{5}$/, { message: 'Kode pos harus 5 digit angka', excludeEmptyString: true }),
  ktp_addres: string().trim().default(''),
  ktp_province: string().default(''),
  ktp_city: string().default(''),
  ktp_subdistrict: string().trim().default(''),
  ktp_kode_post: string()
    .trim()
    .default('')
    .matches(/^\d{5}$/, { message: 'Kode pos harus 5 digit angka', excludeEmptyString: true }),
  instagram: string().trim().default(''),
  linkedin: string().trim().default(''),
  emergency_name: string().trim().default(''),
  emergency_phone: digitsOnly('Nomor kontak darurat hanya boleh berisi angka'),
  text_promosi_diri: string().trim().default('').max(2000, 'Promosi diri maksimal 2000 karakter'),
  file_cv: requiredFile('CV wajib diunggah'),
  file_ijazah: requiredFile('Ijazah wajib diunggah'),
  file_english: requiredFile('Sertifikat bahasa Inggris wajib diunggah'),
} satisfies Record<ApplicationTextField | ApplicationFileField, AnySchema>);

/** The candidate application (docs/product-rules.md#application), under the keys the API expects: the schema's type. */
export type ApplicationValues = InferType<typeof applicationSchema>;
