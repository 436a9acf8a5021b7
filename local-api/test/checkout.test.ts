import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import products from '../src/fixtures/products.json' with { type: 'json' };
import {
  API,
  INVALID,
  type FieldErrors,
  memberFields,
  multipartPayload,
  orderPayload,
  publicUrl,
  tempDataDir,
} from './support.js';

/** Checkout prices come from the server: catalogue values, the chosen courier's rate, their total. */
const COURIERS = 'jne,jnt,grab,gojek';

interface Pricing {
  courier_code: string;
  type: string;
  price: number;
}

async function quotes(app: FastifyInstance, postal: number, items: { quantity: number }[]): Promise<Pricing[]> {
  const response = await app.inject({
    method: 'POST',
    url: '/shipping/v1/rates/couriers',
    headers: { authorization: 'Bearer local-shipping-token' },
    payload: {
      origin_postal_code: 80111,
      destination_postal_code: postal,
      couriers: COURIERS,
      items: items.map((item) => ({ ...item, weight: 1000 })),
    },
  });
  return response.json<{ pricing: Pricing[] }>().pricing;
}

const checkout = (app: FastifyInstance, payload: unknown) =>
  app.inject({ method: 'POST', url: `${API}/niec-merchandise/checkout`, payload: payload as Record<string, unknown> });

const line = (code: string, quantity: number) => {
  const product = products.find((p) => p.code_product === code)!;
  return { name: product.name_product, description: code, value: product.price, weight: 1000, quantity };
};

void test('every courier option the rates endpoint quotes is accepted at checkout, and the stored order holds the server figures', async () => {
  const app = await buildApp({ dataDir: tempDataDir(), publicUrl });
  try {
    const items = [line('NIEC-001', 2), line('NIEC-003', 1)];
    const cart = items.reduce((sum, item) => sum + item.value * item.quantity, 0);
    let accepted = 0;
    for (const postal of [80361, 12190, 80111]) {
      for (const option of await quotes(app, postal, items)) {
        const email = `buyer-${postal}-${option.courier_code}-${option.type}@example.com`;
        const response = await checkout(app, {
          ...orderPayload(email),
          destination_postal_code: postal,
          courier_company: option.courier_code,
          courier_type: option.type,
          ongkir: option.price,
          items,
          total: cart + option.price,
        });
        assert.equal(response.statusCode, 200, `${postal} ${option.courier_code}/${option.type}: ${response.body}`);
        accepted++;
      }
    }
    assert.ok(accepted >= 8, `${accepted} options tried`);

    const orders = (await app.inject({ method: 'GET', url: '/__admin/orders' })).json<{
      data: { gross_amount: number; payload: { total: number; ongkir: number; items: unknown[] } }[];
    }>().data;
    assert.equal(orders.length, accepted);
    for (const order of orders) {
      assert.equal(order.gross_amount, order.payload.total);
      assert.equal(order.payload.total, cart + order.payload.ongkir);
      assert.deepEqual(order.payload.items, items);
    }
  } finally {
    await app.close();
  }
});

void test('tampered prices, shipping and totals are refused per field with the server figure; nothing is stored', async () => {
  const app = await buildApp({ dataDir: tempDataDir(), publicUrl });
  try {
    const valid = orderPayload('tamper@example.com');
    const cap = line('NIEC-005', 1);
    const refusals: [string, Record<string, unknown>, string, RegExp][] = [
      [
        'an item worth 1 with a matching total',
        { items: [{ ...cap, value: 1 }], total: 22501 },
        'items.0',
        /Rp 75\.000/,
      ],
      ['free shipping and a zero total', { ongkir: 0, total: 0 }, 'ongkir', /Rp 22\.500/],
      ['free shipping with the items paid', { ongkir: 0, total: 75000 }, 'ongkir', /tarif kurir/],
      ['a total one rupiah short', { total: 97499 }, 'total', /seharusnya Rp 97\.500/],
      ['a cheaper service than the one chosen', { courier_type: 'yes' }, 'ongkir', /Rp 38\.500/],
      ['a service the courier does not run there', { courier_type: 'instant' }, 'courier_type', /tidak tersedia/],
      ['a product not in the catalogue', { items: [{ ...cap, description: 'NIEC-FAKE' }] }, 'items.0', /katalog/],
      ['ten to the 25th caps', { items: [{ ...cap, quantity: 1e25 }] }, 'items.0', /maksimal 1000/],
      ['a negative total', { total: -97500 }, 'total', /tidak sesuai/],
    ];
    for (const [name, change, field, message] of refusals) {
      const response = await checkout(app, { ...valid, ...change });
      assert.equal(response.statusCode, 422, name);
      const errors = response.json<{ data: Record<string, string[]> }>().data;
      assert.ok(errors[field], `${name}: error under ${field}: ${response.body}`);
      assert.match(errors[field].join(' '), message, name);
    }
    const orders = (await app.inject({ method: 'GET', url: '/__admin/orders' })).json<{ data: unknown[] }>().data;
    assert.deepEqual(orders, []);
  } finally {
    await app.close();
  }
});

void test('an accepted order answers its payment token and is stored with its parcel, also after a restart', async () => {
  const dataDir = tempDataDir();
  const first = await buildApp({ dataDir, publicUrl });
  const response = await checkout(first, orderPayload('rina.order@example.com'));
  assert.equal(response.statusCode, 200, response.body);
  const token = response.json<{ data: string }>().data;
  assert.match(token, /^[0-9a-f-]{36}$/);
  await first.close();

  const second = await buildApp({ dataDir, publicUrl });
  try {
    const [order, ...moreOrders] = (await second.inject({ method: 'GET', url: '/__admin/orders' })).json<{
      data: {
        order_id: string;
        payment_token: string;
        payment_status: string;
        tracking_id: string;
        gross_amount: number;
      }[];
    }>().data;
    assert.deepEqual(moreOrders, []);
    assert.equal(order?.payment_token, token);
    assert.equal(order.payment_status, 'awaiting_payment');
    assert.equal(order.gross_amount, 97500);
    // The payment popup reads the order back by its token.
    const transaction = await second.inject({ method: 'GET', url: `/payment/transactions/${token}` });
    assert.deepEqual(transaction.json(), {
      order_id: order.order_id,
      gross_amount: 97500,
      transaction_status: 'awaiting_payment',
    });
    // Its parcel can be tracked under the buyer's name.
    const tracked = await second.inject({
      method: 'GET',
      url: `${API}/niec-merchandise/tracking/${order.tracking_id}`,
    });
    assert.equal(tracked.statusCode, 200);
    assert.equal(tracked.json<{ data: { nama_lengkap: string } }>().data.nama_lengkap, 'Rina Kusuma');
  } finally {
    await second.close();
  }
});

void test('an empty order is refused 422 with every field of the order in Indonesian', async () => {
  const app = await buildApp({ dataDir: tempDataDir(), publicUrl });
  try {
    const response = await checkout(app, {});
    assert.equal(response.statusCode, 422);
    assert.deepEqual(response.json(), {
      message: INVALID,
      data: {
        destination_contact_name: ['Nama wajib diisi'],
        destination_contact_phone: ['Nomor Telepon wajib diisi'],
        destination_address: ['Alamat wajib diisi'],
        destination_contact_email: ['Email Tidak Valid'],
        destination_postal_code: ['Kode Pos tidak terdaftar/tidak valid'],
        courier_company: ['Pilih Kurir'],
        courier_type: ['Pilih Kurir'],
        courier_insurance: ['Nilai asuransi tidak valid.'],
        delivery_type: ['Jenis pengiriman tidak valid.'],
        ongkir: ['Ongkos kirim tidak valid.'],
        total: ['Total pembayaran tidak sesuai.'],
        items: ['Keranjang belanja kosong.'],
      },
    });
    const refusals: [string, Record<string, unknown>, FieldErrors][] = [
      [
        'a phone with letters',
        { destination_contact_phone: '0812-abc' },
        { destination_contact_phone: ['Nomor Telepon wajib diisi'] },
      ],
      [
        'an email without a domain',
        { destination_contact_email: 'rina@' },
        { destination_contact_email: ['Email Tidak Valid'] },
      ],
      [
        'a postal code no area has',
        { destination_postal_code: 99999 },
        { destination_postal_code: ['Kode Pos tidak terdaftar/tidak valid'] },
      ],
      ['a courier the shop does not use', { courier_company: 'pos' }, { courier_company: ['Pilih Kurir'] }],
      [
        'a consultant that does not exist',
        { code_konsultan: 'KNS-XXX' },
        { code_konsultan: ['Pilih salah satu konsultan'] },
      ],
      ['an empty consultant', { code_konsultan: '' }, { code_konsultan: ['Pilih salah satu konsultan'] }],
    ];
    for (const [name, change, data] of refusals) {
      const refused = await checkout(app, { ...orderPayload('rina.rules@example.com'), ...change });
      assert.equal(refused.statusCode, 422, name);
      assert.deepEqual(refused.json(), { message: INVALID, data }, name);
    }
    const orders = (await app.inject({ method: 'GET', url: '/__admin/orders' })).json<{ data: unknown[] }>().data;
    assert.deepEqual(orders, []);
  } finally {
    await app.close();
  }
});

const checkMember = (app: FastifyInstance, fields: Record<string, string>) =>
  app.inject({ method: 'POST', url: `${API}/niec-merchandise/check-member`, ...multipartPayload(fields) });

void test('the member check: accepted and stored without passwords, expired emails answered, each rule per field', async () => {
  const dataDir = tempDataDir();
  const app = await buildApp({ dataDir, publicUrl });
  try {
    const accepted = await checkMember(app, memberFields('sekar.member@example.com'));
    assert.equal(accepted.statusCode, 200);
    assert.deepEqual(accepted.json(), { data: 'ok', message: 'Email dapat digunakan untuk registrasi member.' });
    const expired = await checkMember(app, memberFields('expired.sekar@example.com'));
    assert.deepEqual(expired.json(), {
      data: 'expired',
      message: 'Email ini sudah terdaftar sebagai member yang masa aktifnya habis. Gunakan email lain.',
    });

    const empty = await checkMember(app, {});
    assert.equal(empty.statusCode, 422);
    assert.deepEqual(empty.json(), {
      message: INVALID,
      data: {
        email: ['Email wajib diisi'],
        password: ['Password wajib diisi'],
        cpassword: ['Konfirmasi Password wajib diisi'],
        code_konsultan: ['Pilih salah satu konsultan'],
        id_provinsi: ['Pilih provinsi sekolah'],
      },
    });
    const refusals: [string, Record<string, string>, FieldErrors][] = [
      ['an email without a domain', { email: 'sekar@' }, { email: ['Email tidak valid'] }],
      ['a confirmation that differs', { cpassword: 'rahasia124' }, { cpassword: ['Password tidak sesuai'] }],
      [
        'a school of another province',
        { kode_sekolah: 'X-0000' },
        { kode_sekolah: ['Sekolah tidak ditemukan di provinsi yang dipilih'] },
      ],
      [
        'a province that does not exist',
        { id_propinsi: '99' },
        { id_propinsi: ['Provinsi tidak ditemukan'], id_kabkota: ['Kota/kabupaten tidak ditemukan'] },
      ],
      ['a WhatsApp number with letters', { no_wa: '0812abc' }, { no_wa: ['Nomor WhatsApp hanya boleh berisi angka'] }],
    ];
    for (const [name, change, data] of refusals) {
      const refused = await checkMember(app, { ...memberFields('sekar.rules@example.com'), ...change });
      assert.equal(refused.statusCode, 422, name);
      assert.deepEqual(refused.json(), { message: INVALID, data }, name);
    }
  } finally {
    await app.close();
  }
  const reopened = await buildApp({ dataDir, publicUrl });
  try {
    const members = (await reopened.inject({ method: 'GET', url: '/__admin/members' })).json<{
      data: Record<string, unknown>[];
    }>().data;
    assert.deepEqual(
      members.map((member) => member.email),
      ['sekar.member@example.com'],
    );
    assert.ok(!('password' in members[0]!) && !('cpassword' in members[0]!), 'no password is stored');
  } finally {
    await reopened.close();
  }
});
