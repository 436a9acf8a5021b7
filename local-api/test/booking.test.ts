import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import {
  API,
  INVALID,
  TOKEN,
  bookingFields,
  isoDate,
  multipartPayload,
  publicUrl,
  tempDataDir,
  type FieldErrors,
} from './support.js';

/** The study-tour booking (POST /study-tour/register) as the booking modal sends it: multipart, bearer. */

function book(app: FastifyInstance, fields: Record<string, string>, token = TOKEN) {
  const { payload, headers } = multipartPayload(fields);
  return app.inject({
    method: 'POST',
    url: `${API}/study-tour/register`,
    headers: { ...headers, authorization: `Bearer ${token}`, accept: 'application/json' },
    payload,
  });
}

interface StoredBooking {
  email: string;
  kota_asal: string;
  kota_asal_name: string | null;
  total_peserta: number;
  kegiatan: string[];
  kegiatan_names: string[];
}

const storedBookings = async (app: FastifyInstance) =>
  (await app.inject({ method: 'GET', url: '/__admin/bookings' })).json<{ data: StoredBooking[] }>().data;

void test('an accepted booking answers 201 Register Success and is stored, also after a restart', async () => {
  const dataDir = tempDataDir();
  const first = await buildApp({ dataDir, publicUrl });
  const response = await book(first, {
    ...bookingFields('Siti.Book@Example.com'),
    kegiatan: '["2","Partnership","2"]',
  });
  assert.equal(response.statusCode, 201, response.body);
  assert.equal(response.json<{ message: string }>().message, 'Register Success');
  await first.close();

  const second = await buildApp({ dataDir, publicUrl });
  try {
    const [stored, ...more] = await storedBookings(second);
    assert.deepEqual(more, []);
    // The email is kept in lower case; the city by id and by name; activities by id, once each.
    assert.equal(stored?.email, 'siti.book@example.com');
    assert.equal(stored.kota_asal, '3501');
    assert.equal(stored.kota_asal_name, 'Kota Surabaya');
    assert.equal(stored.total_peserta, 15);
    assert.deepEqual(stored.kegiatan, ['2', '4']);
    assert.deepEqual(stored.kegiatan_names, ['City Tour', 'Partnership']);
  } finally {
    await second.close();
  }
});

void test('an empty booking is refused 422 with every required field in Indonesian', async () => {
  const app = await buildApp({ dataDir: tempDataDir(), publicUrl });
  try {
    const response = await book(app, {});
    assert.equal(response.statusCode, 422);
    assert.deepEqual(response.json(), {
      message: INVALID,
      data: {
        nama: ['Nama wajib diisi.'],
        email: ['Email wajib diisi.'],
        no_wa: ['Nomor WhatsApp wajib diisi.'],
        kota_asal: ['Kota asal wajib dipilih.'],
        negara_tujuan: ['Negara tujuan wajib diisi.'],
        tanggal_pergi: ['Tanggal pergi wajib diisi.'],
        tanggal_pulang: ['Tanggal pulang wajib diisi.'],
        total_peserta: ['Total peserta wajib diisi.'],
        total_pendamping: ['Total pendamping wajib diisi (isi 0 jika tidak ada).'],
        tipe_akomodasi: ['Tipe akomodasi wajib dipilih.'],
        kegiatan: ['Pilih minimal satu kegiatan.'],
      },
    });
    assert.deepEqual(await storedBookings(app), []);
  } finally {
    await app.close();
  }
});

void test('each broken rule of a booking is answered under its field with its own message; nothing is stored', async () => {
  const app = await buildApp({ dataDir: tempDataDir(), publicUrl });
  const cases: [string, Record<string, string>, FieldErrors][] = [
    ['an email without a domain', { email: 'siti@' }, { email: ['Format email tidak valid.'] }],
    ['a WhatsApp number of 5 digits', { no_wa: '08123' }, { no_wa: ['Nomor WhatsApp harus berisi 8-15 digit angka.'] }],
    ['a city that does not exist', { kota_asal: '9999' }, { kota_asal: ['Kota asal tidak ditemukan.'] }],
    [
      'a date that does not exist',
      { tanggal_pergi: '2030-02-30' },
      { tanggal_pergi: ['Format tanggal pergi tidak valid.'] },
    ],
    [
      'a departure in the past',
      { tanggal_pergi: isoDate(-1) },
      { tanggal_pergi: ['Tanggal pergi tidak boleh sebelum hari ini.'] },
    ],
    [
      'a return in another format',
      { tanggal_pulang: '17/08/2030' },
      { tanggal_pulang: ['Format tanggal pulang tidak valid.'] },
    ],
    [
      'a return before the departure',
      { tanggal_pergi: isoDate(40), tanggal_pulang: isoDate(39) },
      { tanggal_pulang: ['Tanggal pulang tidak boleh sebelum tanggal pergi.'] },
    ],
    ['participants in words', { total_peserta: 'lima' }, { total_peserta: ['Total peserta harus berupa angka.'] }],
    ['no participants', { total_peserta: '0' }, { total_peserta: ['Total peserta minimal 1 orang.'] }],
    ['too many participants', { total_peserta: '1001' }, { total_peserta: ['Total peserta maksimal 1000 orang.'] }],
    [
      'companions below zero',
      { total_pendamping: '-1' },
      { total_pendamping: ['Total pendamping harus berupa angka.'] },
    ],
    [
      'too many companions',
      { total_pendamping: '1001' },
      { total_pendamping: ['Total pendamping maksimal 1000 orang.'] },
    ],
    ['an unknown recommender', { kode_bisdev: 'KNS-9999' }, { kode_bisdev: ['Pemberi rekomendasi tidak ditemukan.'] }],
    ['a villa', { tipe_akomodasi: 'villa' }, { tipe_akomodasi: ['Tipe akomodasi harus hotel atau homestay.'] }],
    ['no activity', { kegiatan: '[]' }, { kegiatan: ['Pilih minimal satu kegiatan.'] }],
    ['activities not as a list', { kegiatan: 'City Tour' }, { kegiatan: ['Format kegiatan tidak valid.'] }],
    ['an unknown activity', { kegiatan: '["2","Snorkeling"]' }, { kegiatan: ['Kegiatan tidak dikenal.'] }],
  ];
  try {
    for (const [name, change, data] of cases) {
      const response = await book(app, { ...bookingFields('siti.rules@example.com'), ...change });
      assert.equal(response.statusCode, 422, name);
      assert.deepEqual(response.json(), { message: INVALID, data }, name);
    }
    assert.deepEqual(await storedBookings(app), []);
  } finally {
    await app.close();
  }
});

void test('the same email on the same departure date is refused 409; another date is a new booking', async () => {
  const app = await buildApp({ dataDir: tempDataDir(), publicUrl });
  try {
    const fields = bookingFields('siti.twice@example.com');
    assert.equal((await book(app, fields)).statusCode, 201);
    const again = await book(app, { ...fields, email: 'SITI.TWICE@example.com' });
    assert.equal(again.statusCode, 409);
    assert.deepEqual(again.json(), {
      message: INVALID,
      data: { email: ['Email ini sudah terdaftar untuk study tour dengan tanggal pergi yang sama.'] },
    });
    const later = await book(app, { ...fields, tanggal_pergi: isoDate(41) });
    assert.equal(later.statusCode, 201, later.body);
    assert.equal((await storedBookings(app)).length, 2);
  } finally {
    await app.close();
  }
});

void test('a booking without the configured bearer credential is refused 401 and not stored', async () => {
  const app = await buildApp({ dataDir: tempDataDir(), publicUrl });
  try {
    const response = await book(app, bookingFields('siti.token@example.com'), 'wrong-token');
    assert.equal(response.statusCode, 401);
    assert.deepEqual(response.json(), {
      message: 'Akses ditolak: kredensial tidak valid.',
      data: { authorization: ['Kredensial (Bearer) tidak ada atau tidak valid.'] },
    });
    assert.deepEqual(await storedBookings(app), []);
  } finally {
    await app.close();
  }
});
