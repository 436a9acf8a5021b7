import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context.js';
import type { Vacancy } from '@niec/shared/types';
import { fileNameProblem, readBody, type MultipartFile } from '../http.js';
import { FIELDS, MAX_FILE_BYTES } from '../limits.js';
import { APPLICATION_CANDIDATE_FIELDS } from '../../../shared/src/forms/fields/application-fields.js';
import { isProvince, isRegencyOf } from '../lookups.js';
import { isIsoDate, todayIso } from '../dates.js';
import { DuplicateError, type IncomingFile } from '../store.js';
import {
  assertValid,
  email,
  matches,
  must,
  oneOf,
  required,
  validate,
  type Check,
  type FieldErrors,
} from '../validation.js';

/**
 * Careers (docs/product-rules.md#careers, #application): branches, job categories, vacancies, one vacancy by slug,
 * and the candidate application with its three files, validated here as the real API would and
 * stored durably (GET /__admin/applications lists them).
 */
const DUPLICATE_MESSAGE = 'Email ini sudah digunakan untuk melamar lowongan ini';

/** The three uploads and the key each one's error is answered under (file_english's is file_english_test). */
const FILE_FIELDS = [
  { field: 'file_cv', errorKey: 'file_cv', label: 'CV' },
  { field: 'file_ijazah', errorKey: 'file_ijazah', label: 'Ijazah' },
  { field: 'file_english', errorKey: 'file_english_test', label: 'Sertifikat bahasa Inggris' },
] as const;
const FILE_ERROR_KEYS = Object.fromEntries(FILE_FIELDS.map(({ field, errorKey }) => [field, errorKey]));

const TEXT_FIELDS = APPLICATION_CANDIDATE_FIELDS;

/** The accepted types; the first extension is the one the stored file gets. */
const ALLOWED_TYPES: Record<string, { extensions: string[]; magic: (b: Buffer) => boolean }> = {
  'application/pdf': { extensions: ['pdf'], magic: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
  'image/png': {
    extensions: ['png'],
    magic: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  'image/jpeg': {
    extensions: ['jpg', 'jpeg'],
    magic: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
};

/** A PDF, PNG or JPEG by declared type, file extension and content (a renamed .exe is refused). */
function isAllowedFile(file: MultipartFile): boolean {
  const type = ALLOWED_TYPES[file.mimetype];
  const extension = file.filename.toLowerCase().split('.').pop() ?? '';
  return Boolean(type && type.extensions.includes(extension) && type.magic(file.buffer));
}

const byDepartment = (department: string) => (v: Vacancy) => !department || v.department === department;
const byArea = (area: string) => (v: Vacancy) => !area || String(v.id_kabkota) === area;

/** A province and its city: required for the current address, optional for the KTP address. */
function regionChecks(provinceKey: string, cityKey: string, isRequired: boolean): Check[] {
  const optional = (message: string) => (isRequired ? [required(message)] : []);
  return [
    [provinceKey, ...optional('Provinsi wajib dipilih'), must(isProvince, 'Provinsi tidak ditemukan')],
    [
      cityKey,
      ...optional('Kota/kabupaten wajib dipilih'),
      must(
        (city, form) => isRegencyOf(city, form.value(provinceKey)),
        'Kota/kabupaten tidak sesuai dengan provinsi yang dipilih',
      ),
    ],
  ];
}

/** Every rule of the application, answered per field in Indonesian, in the order the form shows them. */
function applicationChecks(ctx: ApiContext, vacancy: Vacancy | undefined, files: MultipartFile[]): Check[] {
  // Maximum lengths (e.g. names 100, promosi diri 2000) are checked by readBody (limits.ts).
  const fileChecks = FILE_FIELDS.map(({ field, errorKey, label }): Check => [
    errorKey,
    (_value, form) => {
      const file = files.find((f) => f.field === field);
      // The name the browser sends beside the file is stored with it: the same rules as the file's own name.
      const sentName = form.raw(`${field}_name`);
      const nameProblem = sentName ? fileNameProblem(sentName) : null;
      if (nameProblem) return nameProblem;
      if (!file || file.size === 0) return `${label} wajib diunggah`;
      if (!isAllowedFile(file)) return 'Format file harus PDF, JPG atau PNG';
      if (file.size > MAX_FILE_BYTES) return 'Ukuran file maksimal 2 MB';
      return null;
    },
  ]);
  return [
    ['g-recaptcha-response', required('Selesaikan verifikasi CAPTCHA terlebih dahulu')],
    ['id_job_vacancy', () => (vacancy ? null : 'Lowongan tidak ditemukan atau sudah ditutup')],
    ['first_name', required('Nama depan wajib diisi')],
    ['last_name', required('Nama belakang wajib diisi')],
    [
      'email',
      required('Email wajib diisi'),
      email('Format email tidak valid'),
      // A server-only rule: one application per email and vacancy (a UNIQUE index, checked again on insert).
      must((value) => !vacancy || !ctx.store.hasApplication(value, vacancy.id_job_vacancy), DUPLICATE_MESSAGE),
    ],
    [
      'no_hp',
      required('Nomor HP wajib diisi'),
      matches(/^\d+$/, 'Nomor HP hanya boleh berisi angka'),
      // A server-only rule: Indonesian mobile numbers have 10 to 15 digits.
      matches(/^\d{10,15}$/, 'Nomor HP harus terdiri dari 10 sampai 15 digit'),
    ],
    ['place_birth', required('Tempat lahir wajib diisi')],
    [
      'date_birth',
      required('Tanggal lahir wajib diisi'),
      must((value) => isIsoDate(value) && value <= todayIso(), 'Tanggal lahir tidak valid'),
    ],
    ['gender', oneOf(['L', 'P'], 'Pilih jenis kelamin: Laki-laki atau Perempuan')],
    ['maried', oneOf(['S', 'M'], 'Pilih status pernikahan')],
    ['religion', oneOf(['1', '2', '3', '4', '5', '6'], 'Pilih agama')],
    ['address', required('Alamat wajib diisi')],
    ...regionChecks('current_province', 'current_city', true),
    ...regionChecks('ktp_province', 'ktp_city', false),
    ['current_kode_post', matches(/^\d{5}$/, 'Kode pos harus 5 digit angka')],
    ['ktp_kode_post', matches(/^\d{5}$/, 'Kode pos harus 5 digit angka')],
    ['emergency_phone', matches(/^\d+$/, 'Nomor kontak darurat hanya boleh berisi angka')],
    ...fileChecks,
  ];
}

export async function registerCareers(api: FastifyInstance, ctx: ApiContext): Promise<void> {
  const { careerAreas, jobdesks, vacancies } = ctx.catalogue;
  // Branches that hire: a bare list, as the real API answers it.
  api.get('/niec-career/propinsi', async () => careerAreas);
  api.get('/consultant/list-jobdesk', async () => ({ data: jobdesks }));
  // Every open vacancy: a bare list.
  api.get('/niec-career/loker', async () => vacancies);

  api.post('/niec-career/filter-lowongan', async (request) => {
    const { fields, errors } = await readBody(request, { fields: FIELDS.vacancyFilter });
    assertValid(errors);
    const area = (fields.id_kabkota ?? '').trim();
    const department = (fields.department ?? '').trim();
    return { data: vacancies.filter(byArea(area)).filter(byDepartment(department)) };
  });

  api.get<{ Params: { slug: string } }>('/niec-career/detail-lowongan/:slug', async (request, reply) => {
    const vacancy = vacancies.find((v) => v.slug_title === request.params.slug);
    if (!vacancy) return reply.code(404).send({ message: 'Lowongan tidak ditemukan', data: null });
    return { data: vacancy };
  });

  api.post('/niec-career-candidate/add', async (request, reply) => {
    const body = await readBody(request, { fields: FIELDS.application, files: FILE_ERROR_KEYS });
    const { fields, files } = body;
    // A file's sent name is answered under the file's own key, where the form shows it.
    const readErrors: FieldErrors = {};
    for (const [key, messages] of Object.entries(body.errors)) {
      const file = FILE_FIELDS.find(({ field }) => key === `${field}_name`);
      readErrors[file ? file.errorKey : key] ??= messages;
    }
    const vacancy = vacancies.find((v) => String(v.id_job_vacancy) === (fields.id_job_vacancy ?? '').trim());
    assertValid(validate(fields, applicationChecks(ctx, vacancy, files), readErrors));
    if (!vacancy) throw new Error('a valid application names a vacancy');

    const uploads: IncomingFile[] = FILE_FIELDS.map(({ field }) => {
      const file = files.find((f) => f.field === field)!;
      return {
        field,
        filename: fields[`${field}_name`] || file.filename,
        mimetype: file.mimetype,
        // The stored name's extension comes from the checked type, never from the sender's name.
        extension: ALLOWED_TYPES[file.mimetype]!.extensions[0]!,
        buffer: file.buffer,
      };
    });
    let record;
    try {
      record = await ctx.store.insertApplication(
        {
          id_job_vacancy: vacancy.id_job_vacancy,
          // The title comes from the vacancy itself, not from what the browser sent.
          job_vacancy: vacancy.title,
          ...Object.fromEntries(TEXT_FIELDS.map((key) => [key, (fields[key] ?? '').trim()])),
          ...Object.fromEntries(FILE_FIELDS.map(({ field }) => [`${field}_name`, fields[`${field}_name`] ?? ''])),
        },
        uploads,
      );
    } catch (error) {
      // Another request with the same email and vacancy committed first.
      if (error instanceof DuplicateError) assertValid({ email: [DUPLICATE_MESSAGE] });
      throw error;
    }
    return reply.code(201).send({ message: 'Lamaran berhasil dikirim', data: { id: record.id } });
  });
}
