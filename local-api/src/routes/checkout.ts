import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context.js';
import { readBody } from '../http.js';
import { FIELDS } from '../limits.js';
import { priceOrder } from '../order.js';
import { isConsultant, isProvince, isRegency, isRegencyOf, isSchoolOf } from '../lookups.js';
import {
  assertValid,
  email,
  is,
  matches,
  mergeErrors,
  must,
  required,
  sent,
  validate,
  type Check,
} from '../validation.js';
import consultants from '../fixtures/consultants.json' with { type: 'json' };
import schools from '../fixtures/schools.json' with { type: 'json' };
import tracking from '../fixtures/tracking.json' with { type: 'json' };

/**
 * Consultants, schools, the member check, checkout and parcel tracking (shop remote, checkout issue).
 * Stored collections: 'members', 'orders', 'tracking' (records of placed orders) and
 * 'tracking-views' (the view counter of every tracking id, seeded ones included).
 */
/** What a passed member check stores (docs/product-rules.md#entities, member registration, without passwords). */
const MEMBER_PROFILE = [
  'code_konsultan',
  'id_provinsi',
  'kode_sekolah',
  'nama_lengkap',
  'no_wa',
  'id_propinsi',
  'id_kabkota',
];

const EXPIRED_MEMBER_MESSAGE = 'Email ini sudah terdaftar sebagai member yang masa aktifnya habis. Gunakan email lain.';

interface TrackingRecord {
  id: string;
  nama_lengkap: string;
  no_resi: string;
  waybill_id: string;
  courier_company: string;
  count_tracking: number;
}

/** Emails of members whose membership ran out: every address starting with 'expired'. */
function isExpiredMember(email: string): boolean {
  return email.trim().toLowerCase().startsWith('expired');
}

/** The member check's rules (docs/product-rules.md#checkout, the member step), then the lists the form offers. */
const MEMBER_CHECKS: Check[] = [
  ['email', required('Email wajib diisi'), email('Email tidak valid')],
  // Passwords are taken as typed: spaces count, and they are never stored.
  ['password', sent('Password wajib diisi')],
  [
    'cpassword',
    sent('Konfirmasi Password wajib diisi'),
    (_value, form, raw) => (raw === form.raw('password') ? null : 'Password tidak sesuai'),
  ],
  ['code_konsultan', is(isConsultant, 'Pilih salah satu konsultan')],
  // The school's province, and the school if one was chosen, are ids of the lists the form offers.
  ['id_provinsi', is(isProvince, 'Pilih provinsi sekolah')],
  [
    'kode_sekolah',
    must((code, form) => {
      const provinceId = form.value('id_provinsi');
      return !isProvince(provinceId) || isSchoolOf(code, provinceId);
    }, 'Sekolah tidak ditemukan di provinsi yang dipilih'),
  ],
  // The buyer's address (from the first step) when sent.
  ['id_propinsi', must(isProvince, 'Provinsi tidak ditemukan')],
  [
    'id_kabkota',
    must((id, form) => {
      const provinceId = form.value('id_propinsi');
      return provinceId ? isRegencyOf(id, provinceId) : isRegency(id);
    }, 'Kota/kabupaten tidak ditemukan'),
  ],
  ['no_wa', matches(/^\d+$/, 'Nomor WhatsApp hanya boleh berisi angka')],
];

export async function registerCheckout(api: FastifyInstance, ctx: ApiContext): Promise<void> {
  api.get('/master/consultant/list-active', async () => ({ data: consultants }));

  api.get<{ Params: { provinceId: string } }>('/sekolah-indonesia/:provinceId', async (request) => ({
    data: schools
      .filter((school) => String(school.province_id) === request.params.provinceId)
      .map(({ nama_sekolah, kode_sekolah }) => ({ nama_sekolah, kode_sekolah })),
  }));

  api.post('/niec-merchandise/check-member', async (request) => {
    const body = await readBody(request, { fields: FIELDS.member });
    const { fields } = body;
    assertValid(validate(fields, MEMBER_CHECKS, body.errors));
    const value = (key: string) => (fields[key] ?? '').trim();
    const email = value('email');

    if (isExpiredMember(email)) return { data: 'expired', message: EXPIRED_MEMBER_MESSAGE };

    // Only the profile is stored; passwords never are.
    const profile = Object.fromEntries(MEMBER_PROFILE.map((key) => [key, value(key)]));
    ctx.store.insert('members', { ...profile, email });
    return { data: 'ok', message: 'Email dapat digunakan untuk registrasi member.' };
  });

  api.post('/niec-merchandise/checkout', async (request) => {
    const body = await readBody(request, { fields: FIELDS.order });
    const raw = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<
      string,
      unknown
    >;
    // Prices, shipping and total are recomputed here (order.ts); a mismatch is refused per field.
    const priced = priceOrder(raw, body.fields, ctx.catalogue.products);
    assertValid(mergeErrors(body.errors, priced.errors));
    const order = priced.order;
    if (!order) throw new Error('a valid order is priced');

    const token = randomUUID();
    const orderId = `NIEC-${Date.now().toString(36).toUpperCase()}-${randomBytes(2).toString('hex').toUpperCase()}`;
    const trackingId = `TRK-${randomBytes(4).toString('hex').toUpperCase()}`;
    const courier = order.courier_company;
    const waybill = `${courier.toUpperCase()}${Date.now().toString().slice(-8)}${randomBytes(2).toString('hex').toUpperCase()}`;
    // The order and its parcel in one transaction.
    ctx.store.insertAll([
      [
        'orders',
        {
          order_id: orderId,
          payment_token: token,
          payment_status: 'awaiting_payment',
          tracking_id: trackingId,
          gross_amount: order.total,
          payload: order,
        },
      ],
      [
        'tracking',
        {
          tracking_id: trackingId,
          order_id: orderId,
          nama_lengkap: order.destination_contact_name,
          no_resi: waybill,
          waybill_id: waybill,
          courier_company: courier,
        },
      ],
    ]);
    return { data: token };
  });

  api.get<{ Params: { id: string } }>('/niec-merchandise/tracking/:id', async (request, reply) => {
    const { id } = request.params;
    const seeded = (tracking.records as TrackingRecord[]).find((record) => record.id === id);
    const source = seeded ?? ctx.store.findOne('tracking', { tracking_id: id });
    if (!source) return reply.code(404).send({ message: 'Data tracking tidak ditemukan.' });

    // Every call counts one view (docs/product-rules.md#tracking), persisted across restarts, in one statement.
    const count = ctx.store.countTrackingView(id, seeded?.count_tracking ?? 0);
    return {
      data: {
        nama_lengkap: source.nama_lengkap,
        no_resi: source.no_resi,
        count_tracking: count,
        waybill_id: source.waybill_id,
        courier_company: source.courier_company,
      },
    };
  });
}
