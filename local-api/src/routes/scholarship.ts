import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context.js';
import type { Scholarship } from '@niec/shared/types';
import { assetUrl } from '../assets.js';
import { hasBearer, readBody, replyUnauthorized } from '../http.js';
import recommenderData from '../fixtures/recommenders.json' with { type: 'json' };
import { DuplicateError } from '../store.js';
import { BOOKING_LIMITS, FIELDS } from '../limits.js';
import { isIsoDate, todayIso } from '../dates.js';
import { isRegency, regencyName } from '../lookups.js';
import { assertValid, email, matches, must, oneOf, required, validate, type Check } from '../validation.js';

/**
 * Scholarship search and study tours (scholarship remote): the filter option lists, real
 * server-side filtering with the UI's semantics, tours, recommenders and the booking endpoint.
 */

/** What POST /filter/scholarship understood: every group is "any of", groups combine with "and". */
interface ScholarshipFilter {
  university: string[];
  country: string[];
  tipe: string[];
  program: string[];
}

/** A JSON array, or null when `raw` is not one. */
function jsonArray(raw: string): unknown[] | null {
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** A JSON array of strings or numbers (the filter lists, jobdesk), as strings; null when `raw` is not one. */
function jsonList(raw: string): string[] | null {
  const list = jsonArray(raw);
  return list?.every((v) => typeof v === 'string' || typeof v === 'number') ? list.map(String) : null;
}

const FILTER_FORMAT = 'Format filter tidak valid (harus daftar JSON).';
const FILTER_CHECKS: Check[] = (['university', 'country', 'tipe'] as const).map((field) => [
  field,
  must((value) => jsonList(value) !== null, FILTER_FORMAT),
]);

function scholarshipFilter(form: Readonly<Record<string, string>>): ScholarshipFilter {
  const list = (field: string) => jsonList((form[field] ?? '').trim() || '[]') ?? [];
  return {
    university: list('university'),
    country: list('country'),
    tipe: list('tipe'),
    // The program names arrive joined into one string ("Master,Ph.D").
    program: (form.program ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean),
  };
}

function matchesFilter(s: Scholarship, filter: ScholarshipFilter): boolean {
  if (filter.university.length > 0 && !filter.university.includes(String(s.code_school_rep))) return false;
  if (filter.country.length > 0 && !(s.country && filter.country.includes(s.country.countrycode))) return false;
  if (filter.tipe.length > 0 && !filter.tipe.includes(String(s.scholarship_type))) return false;
  if (filter.program.length > 0) {
    const programs = (s.program ?? []).map((p) => p.program);
    if (!programs.some((p) => filter.program.includes(p))) return false;
  }
  return true;
}

const ACTIVITIES: Record<string, string> = {
  '1': 'Kursus Bahasa Inggris',
  '2': 'City Tour',
  '3': 'Kunjungan Sekolah/Kampus',
  '4': 'Partnership',
  '5': 'Short Course',
  '6': 'Aktivitas Lainnya',
};

/** kegiatan (a JSON list of activity ids or names) as activity ids, or why it cannot be read. */
function readActivities(raw: string): { ids: string[] } | { problem: string } {
  const list = jsonArray(raw);
  if (!list) return { problem: 'Format kegiatan tidak valid.' };
  if (list.length === 0) return { problem: 'Pilih minimal satu kegiatan.' };
  const ids: string[] = [];
  for (const item of list) {
    const key = String(item);
    const id = ACTIVITIES[key] ? key : Object.keys(ACTIVITIES).find((k) => ACTIVITIES[k] === key);
    if (!id) return { problem: 'Kegiatan tidak dikenal.' };
    if (!ids.includes(id)) ids.push(id);
  }
  return { ids };
}

const recommenderCodes = new Set(recommenderData.recommenders.map((r) => r.code_konsultan));
const { participants, companions } = BOOKING_LIMITS;

/** The booking's rules, per field in Indonesian, as the site shows them (lengths: readBody, limits.ts). */
const BOOKING_CHECKS: Check[] = [
  ['nama', required('Nama wajib diisi.')],
  ['email', required('Email wajib diisi.'), email('Format email tidak valid.')],
  [
    'no_wa',
    required('Nomor WhatsApp wajib diisi.'),
    must((value) => /^\+?\d{8,15}$/.test(value.replace(/[\s-]/g, '')), 'Nomor WhatsApp harus berisi 8-15 digit angka.'),
  ],
  ['kota_asal', required('Kota asal wajib dipilih.'), must(isRegency, 'Kota asal tidak ditemukan.')],
  ['negara_tujuan', required('Negara tujuan wajib diisi.')],
  [
    'tanggal_pergi',
    required('Tanggal pergi wajib diisi.'),
    must(isIsoDate, 'Format tanggal pergi tidak valid.'),
    must((value) => value >= todayIso(), 'Tanggal pergi tidak boleh sebelum hari ini.'),
  ],
  [
    'tanggal_pulang',
    required('Tanggal pulang wajib diisi.'),
    must(isIsoDate, 'Format tanggal pulang tidak valid.'),
    must((value, form) => {
      const pergi = form.value('tanggal_pergi');
      return !isIsoDate(pergi) || value >= pergi;
    }, 'Tanggal pulang tidak boleh sebelum tanggal pergi.'),
  ],
  [
    'total_peserta',
    required('Total peserta wajib diisi.'),
    matches(/^\d+$/, 'Total peserta harus berupa angka.'),
    must((value) => Number(value) >= participants.min, `Total peserta minimal ${participants.min} orang.`),
    must((value) => Number(value) <= participants.max, `Total peserta maksimal ${participants.max} orang.`),
  ],
  [
    'total_pendamping',
    required('Total pendamping wajib diisi (isi 0 jika tidak ada).'),
    matches(/^\d+$/, 'Total pendamping harus berupa angka.'),
    must((value) => Number(value) <= companions.max, `Total pendamping maksimal ${companions.max} orang.`),
  ],
  ['kode_bisdev', must((value) => recommenderCodes.has(value), 'Pemberi rekomendasi tidak ditemukan.')],
  [
    'tipe_akomodasi',
    required('Tipe akomodasi wajib dipilih.'),
    oneOf(['hotel', 'homestay'], 'Tipe akomodasi harus hotel atau homestay.'),
  ],
  [
    'kegiatan',
    required('Pilih minimal satu kegiatan.'),
    (value) => {
      const activities = readActivities(value);
      return 'problem' in activities ? activities.problem : null;
    },
  ],
];

export async function registerScholarship(api: FastifyInstance, ctx: ApiContext): Promise<void> {
  const { catalogue } = ctx;
  api.get('/website/scholarship', async () => ({ data: catalogue.scholarships }));
  api.get('/filter/jenjang', async () => ({ data: catalogue.jenjang }));
  api.get('/filter/negara', async () => ({ data: catalogue.countries }));
  api.get('/filter/tipe', async () => ({ data: catalogue.fundingTypes }));
  api.get('/filter/universities', async () => ({ data: catalogue.universities }));

  api.post('/filter/scholarship', async (request) => {
    const body = await readBody(request, { fields: FIELDS.scholarshipFilter });
    const { fields } = body;
    assertValid(body.errors);
    assertValid(validate(fields, FILTER_CHECKS));
    const filter = scholarshipFilter(fields);
    const data = catalogue.scholarships.filter((s) => matchesFilter(s, filter));
    // Kept so the team (and the e2e tests) can see exactly which multipart fields arrived.
    ctx.store.insert('scholarship-filters', {
      received: {
        university: fields.university ?? null,
        country: fields.country ?? null,
        tipe: fields.tipe ?? null,
        program: fields.program ?? null,
      },
      understood: filter,
      results: data.length,
    });
    return { data };
  });

  api.get('/website/study-tour', async () => ({
    data: catalogue.tours.map((tour) => ({ ...tour, image: assetUrl(ctx, tour.image) })),
  }));

  api.post('/ambassador/consultant/jobdesk', async (request, reply) => {
    if (!hasBearer(request, ctx.apiToken)) return replyUnauthorized(reply);
    const { fields, errors } = await readBody(request, { fields: FIELDS.jobdesk });
    assertValid(errors);
    const wanted = jsonList(fields.jobdesk ?? '');
    if (!wanted) assertValid({ jobdesk: ['jobdesk harus berupa daftar JSON, contoh ["JD007"].'] });
    return {
      data: recommenderData.recommenders
        .filter((r) => wanted?.includes(r.jobdesk))
        .map(({ code_konsultan, nama }) => ({ code_konsultan, nama })),
    };
  });

  api.post('/study-tour/register', async (request, reply) => {
    if (!hasBearer(request, ctx.apiToken)) return replyUnauthorized(reply);
    const body = await readBody(request, { fields: FIELDS.booking });
    const { fields } = body;
    assertValid(validate(fields, BOOKING_CHECKS, body.errors));
    const activities = readActivities(fields.kegiatan!.trim());
    const kegiatan = 'ids' in activities ? activities.ids : [];

    const email = fields.email!.trim().toLowerCase();
    const tanggalPergi = fields.tanggal_pergi!.trim();
    const kotaAsal = fields.kota_asal!.trim();
    let record;
    try {
      record = ctx.store.insert('bookings', {
        nama: fields.nama!.trim(),
        email,
        no_wa: fields.no_wa!.trim(),
        kota_asal: kotaAsal,
        kota_asal_name: regencyName(kotaAsal) ?? null,
        negara_tujuan: fields.negara_tujuan!.trim(),
        tanggal_pergi: tanggalPergi,
        tanggal_pulang: fields.tanggal_pulang!.trim(),
        total_peserta: Number(fields.total_peserta),
        total_pendamping: Number(fields.total_pendamping),
        kode_bisdev: fields.kode_bisdev?.trim() || null,
        tipe_akomodasi: fields.tipe_akomodasi!.trim(),
        kegiatan,
        kegiatan_names: kegiatan.map((id) => ACTIVITIES[id]),
        else_request: fields.else_request?.trim() ?? '',
      });
    } catch (error) {
      // The duplicate rule is the UNIQUE (email, tanggal_pergi) constraint: it holds for racing requests too.
      if (error instanceof DuplicateError) {
        assertValid({ email: ['Email ini sudah terdaftar untuk study tour dengan tanggal pergi yang sama.'] }, 409);
      }
      throw error;
    }
    return reply.code(201).send({ message: 'Register Success', data: { id: record.id } });
  });
}
