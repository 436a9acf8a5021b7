import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context.js';
import type { Vacancy } from '../catalogue.js';
import {
  addError,
  fileNameProblem,
  hasErrors,
  isEmail,
  mergeErrors,
  readBody,
  replyFieldErrors,
  type FieldErrors,
  type MultipartFile,
} from '../http.js';
import { FIELDS, MAX_FILE_BYTES } from '../limits.js';
import { DuplicateError, type IncomingFile } from '../store.js';
import master from '../fixtures/master.json' with { type: 'json' };

/**
 * Careers (SPEC section 7 "Careers"): branches, job categories, vacancies, one vacancy by slug,
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

const TEXT_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'no_hp',
  'place_birth',
  'date_birth',
  'gender',
  'maried',
  'religion',
  'address',
  'current_province',
  'current_city',
  'current_subdistrict',
  'current_kode_post',
  'ktp_addres',
  'ktp_province',
  'ktp_city',
  'ktp_subdistrict',
  'ktp_kode_post',
  'instagram',
  'linkedin',
  'emergency_name',
  'emergency_phone',
  'text_promosi_diri',
] as const;

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

function validDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && date < new Date();
}

function checkRegion(
  errors: FieldErrors,
  fields: Record<string, string>,
  provinceKey: string,
  cityKey: string,
  required: boolean,
): void {
  const province = fields[provinceKey] ?? '';
  const city = fields[cityKey] ?? '';
  if (!province) {
    if (required) addError(errors, provinceKey, 'Provinsi wajib dipilih');
  } else if (!master.provinces.some((p) => String(p.id) === province)) {
    addError(errors, provinceKey, 'Provinsi tidak ditemukan');
  }
  if (!city) {
    if (required) addError(errors, cityKey, 'Kota/kabupaten wajib dipilih');
  } else if (!master.kabupaten.some((k) => String(k.id) === city && String(k.province_id) === province)) {
    addError(errors, cityKey, 'Kota/kabupaten tidak sesuai dengan provinsi yang dipilih');
  }
}

/** Every rule of the application, answered per field in Indonesian (422 {data: {field: [message]}}). */
function validateApplication(
  ctx: ApiContext,
  fields: Record<string, string>,
  files: MultipartFile[],
): { errors: FieldErrors; vacancy: Vacancy | undefined } {
  const errors: FieldErrors = {};
  const value = (key: string) => (fields[key] ?? '').trim();
  const required = (key: string, message: string) => {
    if (!value(key)) addError(errors, key, message);
    return Boolean(value(key));
  };

  if (!value('g-recaptcha-response')) {
    addError(errors, 'g-recaptcha-response', 'Selesaikan verifikasi CAPTCHA terlebih dahulu');
  }
  const vacancy = ctx.catalogue.vacancies.find((v) => String(v.id_job_vacancy) === value('id_job_vacancy'));
  if (!vacancy) addError(errors, 'id_job_vacancy', 'Lowongan tidak ditemukan atau sudah ditutup');

  // Maximum lengths (e.g. names 100, promosi diri 2000) are checked by readBody (limits.ts).
  required('first_name', 'Nama depan wajib diisi');
  required('last_name', 'Nama belakang wajib diisi');
  if (required('email', 'Email wajib diisi')) {
    if (!isEmail(value('email'))) {
      addError(errors, 'email', 'Format email tidak valid');
    } else if (vacancy) {
      // A server-only rule: one application per email and vacancy (a UNIQUE index, checked again on insert).
      if (ctx.store.hasApplication(value('email'), vacancy.id_job_vacancy))
        addError(errors, 'email', DUPLICATE_MESSAGE);
    }
  }
  if (required('no_hp', 'Nomor HP wajib diisi')) {
    if (!/^\d+$/.test(value('no_hp'))) addError(errors, 'no_hp', 'Nomor HP hanya boleh berisi angka');
    // A server-only rule: Indonesian mobile numbers have 10 to 15 digits.
    else if (value('no_hp').length < 10 || value('no_hp').length > 15) {
      addError(errors, 'no_hp', 'Nomor HP harus terdiri dari 10 sampai 15 digit');
    }
  }
  required('place_birth', 'Tempat lahir wajib diisi');
  if (required('date_birth', 'Tanggal lahir wajib diisi') && !validDate(value('date_birth'))) {
    addError(errors, 'date_birth', 'Tanggal lahir tidak valid');
  }
  if (!['L', 'P'].includes(value('gender')))
    addError(errors, 'gender', 'Pilih jenis kelamin: Laki-laki atau Perempuan');
  if (!['S', 'M'].includes(value('maried'))) addError(errors, 'maried', 'Pilih status pernikahan');
  if (!['1', '2', '3', '4', '5', '6'].includes(value('religion'))) addError(errors, 'religion', 'Pilih agama');
  required('address', 'Alamat wajib diisi');
  checkRegion(errors, fields, 'current_province', 'current_city', true);
  checkRegion(errors, fields, 'ktp_province', 'ktp_city', false);
  for (const key of ['current_kode_post', 'ktp_kode_post']) {
    if (value(key) && !/^\d{5}$/.test(value(key))) addError(errors, key, 'Kode pos harus 5 digit angka');
  }
  if (value('emergency_phone') && !/^\d+$/.test(value('emergency_phone'))) {
    addError(errors, 'emergency_phone', 'Nomor kontak darurat hanya boleh berisi angka');
  }

  for (const { field, errorKey, label } of FILE_FIELDS) {
    const file = files.find((f) => f.field === field);
    // The name the browser sends beside the file is stored with it: the same rules as the file's own name.
    const sentName = fields[`${field}_name`];
    const nameProblem = sentName ? fileNameProblem(sentName) : null;
    if (nameProblem) addError(errors, errorKey, nameProblem);
    else if (!file || file.size === 0) addError(errors, errorKey, `${label} wajib diunggah`);
    else if (!isAllowedFile(file)) addError(errors, errorKey, 'Format file harus PDF, JPG atau PNG');
    else if (file.size > MAX_FILE_BYTES) addError(errors, errorKey, 'Ukuran file maksimal 2 MB');
  }
  return { errors, vacancy };
}

export async function registerCareers(api: FastifyInstance, ctx: ApiContext): Promise<void> {
  const { careerAreas, jobdesks, vacancies } = ctx.catalogue;
  // Branches that hire: a bare list, as the real API answers it.
  api.get('/niec-career/propinsi', async () => careerAreas);
  api.get('/consultant/list-jobdesk', async () => ({ data: jobdesks }));
  // Every open vacancy: a bare list.
  api.get('/niec-career/loker', async () => vacancies);

  api.post('/niec-career/filter-lowongan', async (request, reply) => {
    const { fields, errors } = await readBody(request, { fields: FIELDS.vacancyFilter });
    if (hasErrors(errors)) return replyFieldErrors(reply, errors);
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
    const validation = validateApplication(ctx, fields, files);
    const errors = mergeErrors(readErrors, validation.errors);
    const vacancy = validation.vacancy;
    if (hasErrors(errors) || !vacancy) return replyFieldErrors(reply, errors);

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
      if (error instanceof DuplicateError) return replyFieldErrors(reply, { email: [DUPLICATE_MESSAGE] });
      throw error;
    }
    return reply.code(201).send({ message: 'Lamaran berhasil dikirim', data: { id: record.id } });
  });
}
