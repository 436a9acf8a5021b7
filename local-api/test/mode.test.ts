import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildApp, modeFromEnv } from '../src/app.js';
import { orderRequest, publicUrl, send, startChild, tempDataDir } from './support.js';

/** The stand-in admin and the payment status endpoint exist in development mode only. */
void test('development (the default) answers /__admin and the payment status; NODE_ENV=production does not', async () => {
  assert.equal(modeFromEnv({}), 'development');
  assert.equal(modeFromEnv({ NODE_ENV: 'test' }), 'development');
  assert.equal(modeFromEnv({ NODE_ENV: 'production' }), 'production');

  const dev = await buildApp({ dataDir: tempDataDir(), publicUrl });
  const placed = orderRequest('dev@example.com');
  const devToken = (
    await dev.inject({ method: 'POST', url: placed.url, headers: placed.headers, payload: placed.body as string })
  ).json<{ data: string }>().data;
  const recorded = await dev.inject({
    method: 'POST',
    url: `/payment/transactions/${devToken}/status`,
    payload: { transaction_status: 'capture' },
  });
  assert.equal(recorded.statusCode, 200);
  const orders = (await dev.inject({ method: 'GET', url: '/__admin/orders' })).json<{
    data: { payment_status: string }[];
  }>().data;
  assert.deepEqual(
    orders.map((o) => o.payment_status),
    ['capture'],
  );
  await dev.close();

  // The real server process, started as in production.
  const server = await startChild(tempDataDir(), { NODE_ENV: 'production' });
  try {
    const order = await send(server.base, orderRequest('prod@example.com'));
    assert.equal(order.status, 200, 'the site itself still works');
    const token = (order.body as { data: string }).data;
    for (const collection of ['orders', 'bookings', 'applications', 'members', 'contact']) {
      const response = await fetch(`${server.base}/__admin/${collection}`);
      assert.equal(response.status, 404, `/__admin/${collection}`);
      assert.doesNotMatch(await response.text(), /prod@example\.com|payment_token/);
    }
    const paid = await fetch(`${server.base}/payment/transactions/${token}/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ transaction_status: 'settlement' }),
    });
    assert.equal(paid.status, 404, 'nobody marks an order paid without a credential');
    const status = (await (await fetch(`${server.base}/payment/transactions/${token}`)).json()) as {
      transaction_status: string;
    };
    assert.equal(status.transaction_status, 'awaiting_payment');
  } finally {
    await server.stop();
  }
});

void test('the shipping stand-in answers only calls that carry the aggregator key', async () => {
  const app = await buildApp({ dataDir: tempDataDir(), publicUrl });
  try {
    const url = '/shipping/v1/maps/areas?countries=ID&input=80111&type=single';
    assert.equal((await app.inject({ method: 'GET', url })).statusCode, 401);
    const keyed = await app.inject({ method: 'GET', url, headers: { authorization: 'Bearer local-shipping-token' } });
    assert.equal(keyed.statusCode, 200);
  } finally {
    await app.close();
  }
});
