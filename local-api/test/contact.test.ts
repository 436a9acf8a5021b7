import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildApp } from '../src/app.js';
import { API, INVALID, contactFields, publicUrl, tempDataDir } from './support.js';

/** The contact form posts natively (urlencoded); a JSON client gets field errors, a browser a page. */
const post = (accept: string, fields: Record<string, string>) => ({
  method: 'POST' as const,
  url: `${API}/contact`,
  headers: { 'content-type': 'application/x-www-form-urlencoded', accept },
  payload: new URLSearchParams(fields).toString(),
});

void test('contact: every field is required, then the email and phone formats, each with its own message', async () => {
  const app = await buildApp({ dataDir: tempDataDir(), publicUrl });
  try {
    const empty = await app.inject(post('application/json', {}));
    assert.equal(empty.statusCode, 422);
    assert.deepEqual(empty.json(), {
      message: INVALID,
      data: {
        name: ['Nama lengkap wajib diisi.'],
        last_education: ['Pendidikan terakhir wajib diisi.'],
        phone: ['Nomor telepon wajib diisi.'],
        email: ['Email wajib diisi.'],
        school: ['Asal sekolah/kampus wajib diisi.'],
        message: ['Pesan wajib diisi.'],
      },
    });
    const formats = await app.inject(post('application/json', { ...contactFields('putu@'), phone: 'telepon saya' }));
    assert.deepEqual(formats.json(), {
      message: INVALID,
      data: { email: ['Format email tidak valid.'], phone: ['Nomor telepon tidak valid.'] },
    });

    // A browser (no JSON in Accept) gets a page that lists the same messages and links back to the form.
    const page = await app.inject(
      post('text/html', { ...contactFields('putu@'), name: ' ', redirect: 'http://localhost:3000/kontak' }),
    );
    assert.equal(page.statusCode, 422);
    assert.match(page.headers['content-type'] as string, /^text\/html/);
    assert.match(page.body, /<li>Nama lengkap wajib diisi\.<\/li><li>Format email tidak valid\.<\/li>/);
    assert.match(page.body, /href="http:\/\/localhost:3000\/kontak">Kembali ke formulir/);

    const listed = await app.inject({ method: 'GET', url: '/__admin/contact' });
    assert.deepEqual(listed.json<{ data: unknown[] }>().data, []);

    // Accepted from a browser: back to the form with ?terkirim=1.
    const sent = await app.inject(
      post('text/html', { ...contactFields('putu@example.com'), redirect: 'http://localhost:3000/kontak' }),
    );
    assert.equal(sent.statusCode, 303);
    assert.equal(sent.headers.location, 'http://localhost:3000/kontak?terkirim=1');
  } finally {
    await app.close();
  }
});
