import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import products from '../src/fixtures/products.json' with { type: 'json' };
import { API, orderPayload, publicUrl, tempDataDir } from './support.js';

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
