import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context.js';
import type { Scholarship } from '../catalogue.js';
import { assetUrl } from '../assets.js';
import {
  addError,
  hasBearer,
  hasErrors,
  isEmail,
  mergeErrors,
  readBody,
  replyFieldErrors,
  replyUnauthorized,
  type FieldErrors,
} from '../http.js';
import recommenderData from '../fixtures/recommenders.json' with { type: 'json' };
import master from '../fixtures/master.json' with { type: 'json' };
import { DuplicateError } from '../store.js';
import { BOOKING_LIMITS, FIELDS } from '../limits.js';

/**
 * Scholarship search and study tours (scholarship remote): the filter option lists, real
 * server-side filtering with the UI's semantics, tours, recommenders and the booking endpoint.
 */

type ScholarshipRecord = Scholarship;

/** What POST /filter/scholarship understood: every group is "any of", groups combine with "and". */
export interface ScholarshipFilter {
  university: string[];
  country: string[];
  tipe: string[];
  program: string[];
}

class FilterFormatError extends Error {
  constructor(readonly field: keyof ScholarshipFilter) {
    super(`invalid ${field}`);
  }
}

/** A JSON array of strings or numbers, as the site sends university, country and tipe. */
function parseJsonList(field: keyof ScholarshipFilter, raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new FilterFormatError(field);
  }
  if (!Array.isArray(parsed) || !parsed.every((v) => typeof v === 'string' || typeof v === 'number')) {
    throw new FilterFormatError(field);
  }
  return parsed.map(String);
}

export function parseScholarshipFilter(fields: Record<string, string>): ScholarshipFilter {
  return {
    university: parseJsonList('university', fields.university),
    country: parseJsonList('country', fields.country),
    tipe: parseJsonList('tipe', fields.tipe),
    // The program names arrive joined into one string ("Master,Ph.D").
    program: (fields.program ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean),
  };
}

export function matchesFilter(s: ScholarshipRecord, filter: ScholarshipFilter): boolean {
  if (filter.university.length > 0 && !filter.university.includes(String(s.code_school_rep))) return false;
  if (filter.country.length > 0 && !filter.country.includes(s.country.countrycode)) return false;
  if (filter.tipe.length > 0 && !filter.tipe.includes(String(s.scholarship_type))) return false;
  if (filter.program.length > 0) {
    const programs = (s.program ?? []).map((p) => p.program);
    if (!programs.some((p) => filter.program.includes(p))) return false;
  }
  return true;
}

export const ACTIVITIES: Record<string, string> = {
  '1': 'Kursus Bahasa Inggris',
  '2': 'City Tour',
  '3': 'Kunjungan Sekolah/Kampus',
  '4': 'Partnership',
  '5': 'Short Course',
  '6': 'Aktivitas Lainnya',
};

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

function isValidDate(value: string): boolean {
  if (!DATE_RE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

function todayLocal(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Parses kegiatan (a JSON list of activity ids or names) into activity ids. */
function parseActivities(raw: string | undefined, errors: FieldErrors): string[] {
  if (raw === undefined || raw.trim() === '') {
    addError(errors, 'kegiatan', 'Pilih minimal satu kegiatan.');
    return [];
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  if (!Array.isArray(parsed)) {
    addError(errors, 'kegiatan', 'Format kegiatan tidak valid.');
    return [];
  }
  if (parsed.length === 0) {
    addError(errors, 'kegiatan', 'Pilih minimal satu kegiatan.');
    return [];
  }
  const ids: string[] = [];
  for (const item of parsed) {
    const key = String(item);
    const id = ACTIVITIES[key] ? key : Object.keys(ACTIVITIES).find((k) => ACTIVITIES[k] === key);
    if (!id) {
      addError(errors, 'kegiatan', 'Kegiatan tidak dikenal.');
      return [];
    }
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

const recommenderCodes = new Set(recommenderData.recommenders.map((r) => r.code_konsultan));

/** Validates a booking; messages are per field, in Indonesian, as the site shows them. */
export function validateBooking(f: Record<string, string>): { errors: FieldErrors; kegiatan: string[] } {
  const errors: FieldErrors = {};
  const v = (key: string) => (f[key] ?? '').trim();
  const { participants, companions } = BOOKING_LIMITS;

  // Maximum lengths are checked by readBody (limits.ts FIELDS.booking).
  if (!v('nama')) addError(errors, 'nama', 'Nama wajib diisi.');

  if (!v('email')) addError(errors, 'email', 'Email wajib diisi.');
  else if (!isEmail(v('email'))) addError(errors, 'email', 'Format email tidak valid.');

  if (!v('no_wa')) addError(errors, 'no_wa', 'Nomor WhatsApp wajib diisi.');
  else if (!/^\+?\d{8,15}$/.test(v('no_wa').replace(/[\s-]/g, '')))
    addError(errors, 'no_wa', 'Nomor WhatsApp harus berisi 8-15 digit angka.');

  if (!v('kota_asal')) addError(errors, 'kota_asal', 'Kota asal wajib dipilih.');
  else if (!master.kabupaten.some((k) => String(k.id) === v('kota_asal')))
    addError(errors, 'kota_asal', 'Kota asal tidak ditemukan.');

  if (!v('negara_tujuan')) addError(errors, 'negara_tujuan', 'Negara tujuan wajib diisi.');

  const pergi = v('tanggal_pergi');
  const pulang = v('tanggal_pulang');
  if (!pergi) addError(errors, 'tanggal_pergi', 'Tanggal pergi wajib diisi.');
  else if (!isValidDate(pergi)) addError(errors, 'tanggal_pergi', 'Format tanggal pergi tidak valid.');
  else if (pergi < todayLocal()) addError(errors, 'tanggal_pergi', 'Tanggal pergi tidak boleh sebelum hari ini.');
  if (!pulang) addError(errors, 'tanggal_pulang', 'Tanggal pulang wajib diisi.');
  else if (!isValidDate(pulang)) addError(errors, 'tanggal_pulang', 'Format tanggal pulang tidak valid.');
  else if (isValidDate(pergi) && pulang < pergi)
    addError(errors, 'tanggal_pulang', 'Tanggal pulang tidak boleh sebelum tanggal pergi.');

  if (!v('total_peserta')) addError(errors, 'total_peserta', 'Total peserta wajib diisi.');
  else if (!/^\d+$/.test(v('total_peserta'))) addError(errors, 'total_peserta', 'Total peserta harus berupa angka.');
  else if (Number(v('total_peserta')) < participants.min)
    addError(errors, 'total_peserta', `Total peserta minimal ${participants.min} orang.`);
  else if (Number(v('total_peserta')) > participants.max)
    addError(errors, 'total_peserta', `Total peserta maksimal ${participants.max} orang.`);

  if (!v('total_pendamping'))
    addError(errors, 'total_pendamping', 'Total pendamping wajib diisi (isi 0 jika tidak ada).');
  else if (!/^\d+$/.test(v('total_pendamping')))
    addError(errors, 'total_pendamping', 'Total pendamping harus berupa angka.');
  else if (Number(v('total_pendamping')) > companions.max)
    addError(errors, 'total_pendamping', `Total pendamping maksimal ${companions.max} orang.`);

  if (v('kode_bisdev') && !recommenderCodes.has(v('kode_bisdev')))
    addError(errors, 'kode_bisdev', 'Pemberi rekomendasi tidak ditemukan.');

  if (!v('tipe_akomodasi')) addError(errors, 'tipe_akomodasi', 'Tipe akomodasi wajib dipilih.');
  else if (!['hotel', 'homestay'].includes(v('tipe_akomodasi')))
    addError(errors, 'tipe_akomodasi', 'Tipe akomodasi harus hotel atau homestay.');

  const kegiatan = parseActivities(f.kegiatan, errors);

  return { errors, kegiatan };
}

export async function registerScholarship(api: FastifyInstance, ctx: ApiContext): Promise<void> {
  const { catalogue } = ctx;
  api.get('/website/scholarship', async () => ({ data: catalogue.scholarships }));
  api.get('/filter/jenjang', async () => ({ data: catalogue.jenjang }));
  api.get('/filter/negara', async () => ({ data: catalogue.countries }));
  api.get('/filter/tipe', async () => ({ data: catalogue.fundingTypes }));
  api.get('/filter/universities', async () => ({ data: catalogue.universities }));

  api.post('/filter/scholarship', async (request, reply) => {
    const { fields, errors } = await readBody(request, { fields: FIELDS.scholarshipFilter });
    if (hasErrors(errors)) return replyFieldErrors(reply, errors);
    let filter: ScholarshipFilter;
    try {
      filter = parseScholarshipFilter(fields);
    } catch (error) {
      const field = error instanceof FilterFormatError ? error.field : 'filter';
      return replyFieldErrors(reply, { [field]: ['Format filter tidak valid (harus daftar JSON).'] });
    }
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
    if (hasErrors(errors)) return replyFieldErrors(reply, errors);
    let jobdesks: unknown;
    try {
      jobdesks = JSON.parse(fields.jobdesk ?? '');
    } catch {
      jobdesks = null;
    }
    if (!Array.isArray(jobdesks) || !jobdesks.every((j) => typeof j === 'string' || typeof j === 'number')) {
      return replyFieldErrors(reply, { jobdesk: ['jobdesk harus berupa daftar JSON, contoh ["JD007"].'] });
    }
    const wanted = jobdesks.map(String);
    return {
      data: recommenderData.recommenders
        .filter((r) => wanted.includes(r.jobdesk))
        .map(({ code_konsultan, nama }) => ({ code_konsultan, nama })),
    };
  });

  api.post('/study-tour/register', async (request, reply) => {
    if (!hasBearer(request, ctx.apiToken)) return replyUnauthorized(reply);
    const body = await readBody(request, { fields: FIELDS.booking });
    const { fields } = body;
    const { errors: ruleErrors, kegiatan } = validateBooking(fields);
    const errors = mergeErrors(body.errors, ruleErrors);
    if (hasErrors(errors)) return replyFieldErrors(reply, errors);

    const email = fields.email!.trim().toLowerCase();
    const tanggalPergi = fields.tanggal_pergi!.trim();
    const duplicate = () =>
      replyFieldErrors(
        reply,
        { email: ['Email ini sudah terdaftar untuk study tour dengan tanggal pergi yang sama.'] },
        409,
      );
    const city = master.kabupaten.find((k) => String(k.id) === fields.kota_asal!.trim());
    let record;
    try {
      record = ctx.store.insert('bookings', {
        nama: fields.nama!.trim(),
        email,
        no_wa: fields.no_wa!.trim(),
        kota_asal: fields.kota_asal!.trim(),
        kota_asal_name: city?.kabupaten_name ?? null,
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
      if (error instanceof DuplicateError) return duplicate();
      throw error;
    }
    return reply.code(201).send({ message: 'Register Success', data: { id: record.id } });
  });
}
