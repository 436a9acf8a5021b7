import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import {
  API,
  FILES,
  INVALID,
  applicationFields,
  isoDate,
  multipartPayload,
  publicUrl,
  tempDataDir,
  validUploads,
  type FieldErrors,
  type UploadPart,
} from './support.js';

/** The candidate application (POST /niec-career-candidate/add) as the careers form sends it. */

function apply(app: FastifyInstance, fields: Record<string, string>, uploads: UploadPart[] = validUploads()) {
  const names = Object.fromEntries(uploads.map((upload) => [`${upload.field}_name`, upload.name]));
  return app.inject({
    method: 'POST',
    url: `${API}/niec-career-candidate/add`,
    ...multipartPayload({ ...fields, ...names }, uploads),
  });
}

interface StoredApplication {
  email: string;
  id_job_vacancy: number;
  job_vacancy: string;
  first_name: string;
  date_birth: string;
  files: { field: string; path: string }[];
}

const storedApplications = async (app: FastifyInstance) =>
  (await app.inject({ method: 'GET', url: '/__admin/applications' })).json<{ data: StoredApplication[] }>().data;

void test('an accepted application answers 201 and is stored with its three files, also after a restart', async () => {
  const dataDir = tempDataDir();
  const first = await buildApp({ dataDir, publicUrl });
  const response = await apply(first, applicationFields('kadek.apply@example.com'));
  assert.equal(response.statusCode, 201, response.body);
  const answer = response.json<{ message: string; data: { id: string } }>();
  assert.equal(answer.message, 'Lamaran berhasil dikirim');
  assert.ok(answer.data.id);
  await first.close();

  const second = await buildApp({ dataDir, publicUrl });
  try {
    const [stored, ...more] = await storedApplications(second);
    assert.deepEqual(more, []);
    assert.equal(stored?.email, 'kadek.apply@example.com');
    assert.equal(stored.id_job_vacancy, 4);
    // The title comes from the vacancy, not from what the browser sent.
    assert.equal(stored.job_vacancy, 'Digital Marketing Specialist');
    assert.equal(stored.date_birth, '1997-08-17');
    assert.deepEqual(stored.files.map((file) => file.field).sort(), ['file_cv', 'file_english', 'file_ijazah']);
  } finally {
    await second.close();
  }
});

void test('an empty application is refused 422 with every required field in Indonesian', async () => {
  const app = await buildApp({ dataDir: tempDataDir(), publicUrl });
  try {
    const response = await apply(app, {}, []);
    assert.equal(response.statusCode, 422);
    assert.deepEqual(response.json(), {
      message: INVALID,
      data: {
        'g-recaptcha-response': ['Selesaikan verifikasi CAPTCHA terlebih dahulu'],
        id_job_vacancy: ['Lowongan tidak ditemukan atau sudah ditutup'],
        first_name: ['Nama depan wajib diisi'],
        last_name: ['Nama belakang wajib diisi'],
        email: ['Email wajib diisi'],
        no_hp: ['Nomor HP wajib diisi'],
        place_birth: ['Tempat lahir wajib diisi'],
        date_birth: ['Tanggal lahir wajib diisi'],
        gender: ['Pilih jenis kelamin: Laki-laki atau Perempuan'],
        maried: ['Pilih status pernikahan'],
        religion: ['Pilih agama'],
        address: ['Alamat wajib diisi'],
        current_province: ['Provinsi wajib dipilih'],
        current_city: ['Kota/kabupaten wajib dipilih'],
        file_cv: ['CV wajib diunggah'],
        file_ijazah: ['Ijazah wajib diunggah'],
        file_english_test: ['Sertifikat bahasa Inggris wajib diunggah'],
      },
    });
    assert.deepEqual(await storedApplications(app), []);
  } finally {
    await app.close();
  }
});

void test('each broken rule of an application is answered under its field with its own message; nothing is stored', async () => {
  const app = await buildApp({ dataDir: tempDataDir(), publicUrl });
  const exe = Buffer.from('MZ\x90\x00 this is a program', 'latin1');
  const cases: [string, Record<string, string>, UploadPart[] | null, string, string, FieldErrors?][] = [
    [
      'a vacancy that does not exist',
      { id_job_vacancy: '999' },
      null,
      'id_job_vacancy',
      'Lowongan tidak ditemukan atau sudah ditutup',
    ],
    ['an email without a domain', { email: 'kadek@' }, null, 'email', 'Format email tidak valid'],
    ['a phone with letters', { no_hp: '0812abc' }, null, 'no_hp', 'Nomor HP hanya boleh berisi angka'],
    ['a phone of 9 digits', { no_hp: '081234567' }, null, 'no_hp', 'Nomor HP harus terdiri dari 10 sampai 15 digit'],
    ['a day that does not exist', { date_birth: '1997-02-30' }, null, 'date_birth', 'Tanggal lahir tidak valid'],
    ['a birth date in the future', { date_birth: isoDate(30) }, null, 'date_birth', 'Tanggal lahir tidak valid'],
    ['a gender outside L/P', { gender: 'X' }, null, 'gender', 'Pilih jenis kelamin: Laki-laki atau Perempuan'],
    ['a marital status outside S/M', { maried: 'D' }, null, 'maried', 'Pilih status pernikahan'],
    ['a religion outside 1-6', { religion: '7' }, null, 'religion', 'Pilih agama'],
    [
      'a province that does not exist (its city is then in no province)',
      { current_province: '99' },
      null,
      'current_province',
      'Provinsi tidak ditemukan',
      { current_city: ['Kota/kabupaten tidak sesuai dengan provinsi yang dipilih'] },
    ],
    [
      'a city of another province',
      { current_city: '3101' },
      null,
      'current_city',
      'Kota/kabupaten tidak sesuai dengan provinsi yang dipilih',
    ],
    [
      'a KTP city without its province',
      { ktp_province: '' },
      null,
      'ktp_city',
      'Kota/kabupaten tidak sesuai dengan provinsi yang dipilih',
    ],
    ['a postal code of 4 digits', { ktp_kode_post: '8011' }, null, 'ktp_kode_post', 'Kode pos harus 5 digit angka'],
    [
      'an emergency phone with letters',
      { emergency_phone: 'ibu saya' },
      null,
      'emergency_phone',
      'Nomor kontak darurat hanya boleh berisi angka',
    ],
    [
      'a program renamed to .pdf',
      {},
      [{ field: 'file_cv', name: 'cv.pdf', type: 'application/pdf', content: exe }, ...validUploads().slice(1)],
      'file_cv',
      'Format file harus PDF, JPG atau PNG',
    ],
    [
      'no English certificate (answered under file_english_test)',
      {},
      validUploads().slice(0, 2),
      'file_english_test',
      'Sertifikat bahasa Inggris wajib diunggah',
    ],
    [
      'a file name with a folder',
      {},
      [{ ...validUploads()[0]!, name: '../cv.pdf' }, ...validUploads().slice(1)],
      'file_cv',
      'Nama file tidak boleh berisi folder.',
    ],
  ];
  try {
    for (const [name, change, uploads, field, message, more] of cases) {
      const response = await apply(
        app,
        { ...applicationFields('kadek.rules@example.com'), ...change },
        uploads ?? undefined,
      );
      assert.equal(response.statusCode, 422, name);
      assert.deepEqual(response.json(), { message: INVALID, data: { [field]: [message], ...more } }, name);
    }
    assert.deepEqual(await storedApplications(app), []);
  } finally {
    await app.close();
  }
});

void test('a second application with the same email to the same vacancy is refused 422 under email', async () => {
  const app = await buildApp({ dataDir: tempDataDir(), publicUrl });
  try {
    const fields = applicationFields('kadek.twice@example.com');
    assert.equal((await apply(app, fields)).statusCode, 201);
    const again = await apply(app, fields);
    assert.equal(again.statusCode, 422);
    assert.deepEqual(again.json(), {
      message: INVALID,
      data: { email: ['Email ini sudah digunakan untuk melamar lowongan ini'] },
    });
    // Another vacancy is a new application.
    assert.equal((await apply(app, { ...fields, id_job_vacancy: '1' })).statusCode, 201);
    assert.equal((await storedApplications(app)).length, 2);
  } finally {
    await app.close();
  }
});

void test('the files are checked by content: a PNG, a JPEG and a PDF are accepted under any of the three fields', async () => {
  const app = await buildApp({ dataDir: tempDataDir(), publicUrl });
  try {
    const uploads: UploadPart[] = [
      { field: 'file_cv', name: 'cv.png', type: 'image/png', content: FILES.png },
      { field: 'file_ijazah', name: 'ijazah.pdf', type: 'application/pdf', content: FILES.pdf },
      { field: 'file_english', name: 'toefl.jpeg', type: 'image/jpeg', content: FILES.jpg },
    ];
    const response = await apply(app, applicationFields('kadek.types@example.com'), uploads);
    assert.equal(response.statusCode, 201, response.body);
  } finally {
    await app.close();
  }
});
