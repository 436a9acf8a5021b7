import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context.js';
import { addError, isEmail, readBody, replyFieldErrors, type FieldErrors } from '../http.js';
import consultants from '../fixtures/consultants.json' with { type: 'json' };
import schools from '../fixtures/schools.json' with { type: 'json' };
import tracking from '../fixtures/tracking.json' with { type: 'json' };
import { findPostalEntry, SUPPORTED_COURIERS } from './shipping.js';

/**
 * Consultants, schools, the member check, checkout and parcel tracking (shop remote, checkout issue).
 * Stored collections: 'members', 'orders', 'tracking' (records of placed orders) and
 * 'tracking-views' (the view counter of every tracking id, seeded ones included).
 */
/** What a passed member check stores (SPEC section 3, member registration payload, without passwords). */
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

const isNonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

interface OrderItem {
  name: string;
  description: string;
  value: number;
  weight: number;
  quantity: number;
}

function validateItems(items: unknown, errors: FieldErrors): OrderItem[] {
  if (!Array.isArray(items) || items.length === 0) {
    addError(errors, 'items', 'Keranjang belanja kosong.');
    return [];
  }
  const valid: OrderItem[] = [];
  (items as Record<string, unknown>[]).forEach((item, index) => {
    const ok =
      typeof item === 'object' &&
      item !== null &&
      isNonEmpty(item.name) &&
      typeof item.description === 'string' &&
      isNumber(item.value) &&
      item.value >= 0 &&
      isNumber(item.weight) &&
      item.weight > 0 &&
      Number.isInteger(item.quantity) &&
      (item.quantity as number) > 0;
    if (ok) valid.push(item as unknown as OrderItem);
    else addError(errors, `items.${index}`, 'Data barang tidak valid.');
  });
  return valid;
}

export async function registerCheckout(api: FastifyInstance, ctx: ApiContext): Promise<void> {
  api.get('/master/consultant/list-active', async () => ({ data: consultants }));

  api.get<{ Params: { provinceId: string } }>('/sekolah-indonesia/:provinceId', async (request) => ({
    data: schools
      .filter((school) => String(school.province_id) === request.params.provinceId)
      .map(({ nama_sekolah, kode_sekolah }) => ({ nama_sekolah, kode_sekolah })),
  }));

  api.post('/niec-merchandise/check-member', async (request, reply) => {
    const { fields } = await readBody(request);
    const errors: FieldErrors = {};
    const email = (fields.email ?? '').trim();
    if (!email) addError(errors, 'email', 'Email wajib diisi');
    else if (!isEmail(email)) addError(errors, 'email', 'Email tidak valid');
    if (!fields.password) addError(errors, 'password', 'Password wajib diisi');
    if (!fields.cpassword) addError(errors, 'cpassword', 'Konfirmasi Password wajib diisi');
    else if (fields.cpassword !== fields.password) addError(errors, 'cpassword', 'Password tidak sesuai');
    if (!consultants.some((c) => c.code === fields.code_konsultan)) {
      addError(errors, 'code_konsultan', 'Pilih salah satu konsultan');
    }
    if (!fields.id_provinsi) addError(errors, 'id_provinsi', 'Pilih provinsi sekolah');
    if (Object.keys(errors).length > 0) return replyFieldErrors(reply, errors);

    if (isExpiredMember(email)) return { data: 'expired', message: EXPIRED_MEMBER_MESSAGE };

    // Only the profile is stored; passwords never are.
    const profile = Object.fromEntries(MEMBER_PROFILE.map((key) => [key, (fields[key] ?? '').trim()]));
    ctx.store.insert('members', { ...profile, email });
    return { data: 'ok', message: 'Email dapat digunakan untuk registrasi member.' };
  });

  api.post('/niec-merchandise/checkout', async (request, reply) => {
    const payload = (request.body ?? {}) as Record<string, unknown>;
    const errors: FieldErrors = {};
    if (!isNonEmpty(payload.destination_contact_name)) addError(errors, 'destination_contact_name', 'Nama wajib diisi');
    if (!isNonEmpty(payload.destination_contact_phone) || !/^\d+$/.test(payload.destination_contact_phone)) {
      addError(errors, 'destination_contact_phone', 'Nomor Telepon wajib diisi');
    }
    if (!isNonEmpty(payload.destination_address)) addError(errors, 'destination_address', 'Alamat wajib diisi');
    if (!isNonEmpty(payload.destination_contact_email) || !isEmail(payload.destination_contact_email)) {
      addError(errors, 'destination_contact_email', 'Email Tidak Valid');
    }
    if (
      !Number.isInteger(payload.destination_postal_code) ||
      !findPostalEntry(Number(payload.destination_postal_code))
    ) {
      addError(errors, 'destination_postal_code', 'Kode Pos tidak terdaftar/tidak valid');
    }
    if (!(SUPPORTED_COURIERS as readonly unknown[]).includes(payload.courier_company)) {
      addError(errors, 'courier_company', 'Pilih Kurir');
    }
    if (!isNonEmpty(payload.courier_type)) addError(errors, 'courier_type', 'Pilih Kurir');
    if (!isNumber(payload.courier_insurance)) addError(errors, 'courier_insurance', 'Nilai asuransi tidak valid.');
    if (!isNonEmpty(payload.delivery_type)) addError(errors, 'delivery_type', 'Jenis pengiriman tidak valid.');
    if (!isNumber(payload.ongkir) || payload.ongkir < 0) addError(errors, 'ongkir', 'Ongkos kirim tidak valid.');
    const items = validateItems(payload.items, errors);
    const expectedTotal = items.reduce((sum, item) => sum + item.value * item.quantity, 0) + Number(payload.ongkir);
    if (!isNumber(payload.total) || payload.total !== expectedTotal) {
      addError(errors, 'total', 'Total pembayaran tidak sesuai.');
    }
    if (payload.code_konsultan !== undefined && !consultants.some((c) => c.code === payload.code_konsultan)) {
      addError(errors, 'code_konsultan', 'Pilih salah satu konsultan');
    }
    if (Object.keys(errors).length > 0) return replyFieldErrors(reply, errors);

    const token = randomUUID();
    const orderId = `NIEC-${Date.now().toString(36).toUpperCase()}-${randomBytes(2).toString('hex').toUpperCase()}`;
    const trackingId = `TRK-${randomBytes(4).toString('hex').toUpperCase()}`;
    const courier = String(payload.courier_company);
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
          gross_amount: payload.total as number,
          payload,
        },
      ],
      [
        'tracking',
        {
          tracking_id: trackingId,
          order_id: orderId,
          nama_lengkap: payload.destination_contact_name as string,
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

    // Every call counts one view (SPEC section 4, Tracking), persisted across restarts, in one statement.
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
