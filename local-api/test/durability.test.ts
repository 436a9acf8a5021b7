import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import Database from 'libsql';
import { buildApp } from '../src/app.js';
import { DATABASE_FILE } from '../src/store.js';
import { publicUrl, tempDataDir } from './support.js';

void test('an accepted submission survives a restart of local-api', async () => {
  const dataDir = tempDataDir();
  const first = await buildApp({ dataDir, publicUrl });
  const posted = await first.inject({
    method: 'POST',
    url: '/api/v1/application/contact',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    payload: new URLSearchParams({
      name: 'Ayu Lestari',
      last_education: 'SMA',
      phone: '081234567890',
      email: 'ayu.durable@example.com',
      school: 'SMAN 1 Denpasar',
      message: 'Ingin konsultasi kuliah di Australia.',
    }).toString(),
  });
  assert.ok(posted.statusCode < 400, `contact answered ${posted.statusCode}`);
  await first.close();

  // The database file holds it (read by another connection), and a new server reads it back.
  const db = new Database(path.join(dataDir, DATABASE_FILE), { readonly: true });
  const rows = db.prepare('SELECT email FROM contact_messages').all() as { email: string }[];
  db.close();
  assert.deepEqual(
    rows.map((r) => r.email),
    ['ayu.durable@example.com'],
  );
  const second = await buildApp({ dataDir, publicUrl });
  const listed = await second.inject({ method: 'GET', url: '/__admin/contact' });
  const body = listed.json<{ data: { email: string }[] }>();
  assert.deepEqual(
    body.data.map((r) => r.email),
    ['ayu.durable@example.com'],
  );
  await second.close();
});

void test('invalid input is answered 422 with Indonesian messages per field and nothing is stored', async () => {
  const dataDir = tempDataDir();
  const app = await buildApp({ dataDir, publicUrl });
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/application/contact',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    payload: 'name=&email=bukan-email',
  });
  assert.equal(response.statusCode, 422);
  const errors = response.json<{ data: Record<string, string[]> }>().data;
  assert.ok(Array.isArray(errors.name) && errors.name.length > 0, 'name has a message');
  assert.ok(Array.isArray(errors.email) && errors.email.length > 0, 'email has a message');
  const listed = await app.inject({ method: 'GET', url: '/__admin/contact' });
  assert.deepEqual(listed.json<{ data: unknown[] }>().data, []);
  await app.close();
});

void test('CORS answers the site origins on this machine', async () => {
  const app = await buildApp({ dataDir: tempDataDir(), publicUrl });
  const response = await app.inject({
    method: 'GET',
    url: '/api/v1/application/university/platinum',
    headers: { origin: 'http://localhost:3000' },
  });
  assert.equal(response.headers['access-control-allow-origin'], 'http://localhost:3000');
  assert.ok(response.json<{ data: { logo: string }[] }>().data[0]?.logo.startsWith(publicUrl));
  await app.close();
});
