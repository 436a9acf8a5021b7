import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test, expect, storedRecords } from '../support/fixtures';
import { seriousAxeViolations } from '../support/axe';
import { gotoHydrated } from '../support/ssr';
import { apiBase, baseUrl } from '../support/env';

const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const bookingDialog = (page: Page): Locator => page.getByRole('dialog', { name: 'Pendaftaran Study Tour' });
const isRegister = (url: string, method: string) => method === 'POST' && url.endsWith('/study-tour/register');

/** A departure date about a year ahead, varied so reruns never collide. */
function futureDates(): { pergi: string; pulang: string } {
  const start = new Date(Date.now() + (300 + Math.floor(Math.random() * 200)) * 86_400_000);
  const end = new Date(start.getTime() + 7 * 86_400_000);
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  return { pergi: iso(start), pulang: iso(end) };
}

/**
 * The API's bearer token. The static host serves it in /config.json; the render server keeps it to itself
 * (its proxy adds it to the browser's calls), so then it is read from the config file the site was served with.
 */
async function apiToken(request: APIRequestContext): Promise<string> {
  const config = (await (await request.get(`${baseUrl}/config.json`)).json()) as { apiToken?: string };
  if (config.apiToken) return config.apiToken;
  const deployed = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../host/dist/config.json'), 'utf8')) as {
    apiToken: string;
  };
  return deployed.apiToken;
}

/** The error text shown under a labelled field (wired through aria-describedby). */
async function errorUnder(field: Locator): Promise<string> {
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').filter((id) => id.endsWith('-error'));
  if (ids.length === 0) return '';
  return (await field.page().locator(`[id="${ids[0]}"]`).textContent()) ?? '';
}

test.describe('study tour page', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('each tour card shows image, city, county, duration, price per person, the rate note and minimum pax', async ({
    page,
  }) => {
    await gotoHydrated(page, '/study_tour');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Study Tour ke Luar Negeri');
    const tours = page
      .getByRole('main')
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: /Itenary/ }) });
    await expect(tours).toHaveCount(4);
    const sydney = tours.filter({ has: page.getByRole('heading', { name: 'Sydney' }) });
    const image = sydney.getByRole('img', { name: 'Ilustrasi Sydney, Australia' });
    await expect(image).toHaveAttribute('src', /\/static\/images\/tours\/sydney\.svg$/);
    // The image may still be downloading when the card appears: wait until it has really loaded.
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(sydney).toContainText('Australia');
    await expect(sydney).toContainText('8 Hari 7 Malam');
    await expect(sydney).toContainText(/Mulai dari\s*Rp\s28\.500\.000\s*\/ orang/);
    await expect(sydney).toContainText('*Harga dapat berubah sewaktu-waktu mengikuti kurs dollar.');
    await expect(sydney).toContainText('Minimal 10 pax');
  });

  test('the Itenary modal shows the itinerary and closes on Close, ×, backdrop and Escape with focus kept inside', async ({
    page,
  }) => {
    await gotoHydrated(page, '/study_tour');
    const opener = page.getByRole('button', { name: 'Itenary London' });
    const dialog = page.getByRole('dialog', { name: 'Itenary London, United Kingdom' });

    await opener.click();
    await expect(dialog.getByRole('heading', { name: /Hari 4 – Oxford/ })).toBeVisible();
    await expect(dialog).toContainText('Punting di Sungai Cam');
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await dialog.getByRole('button', { name: 'Tutup' }).click();
    await expect(dialog).toBeHidden();

    await opener.click();
    await page.getByTestId('modal-backdrop').click({ position: { x: 8, y: 8 } });
    await expect(dialog).toBeHidden();

    await opener.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await opener.click();
    await dialog.getByRole('button', { name: 'More Info' }).click();
    await expect(bookingDialog(page).getByLabel('Negara Tujuan')).toHaveValue('United Kingdom');
  });

  test('Pesan! on each short course opens the booking form with its activity preselected', async ({ page }) => {
    await gotoHydrated(page, '/study_tour');
    const courses: [string, string][] = [
      ['English Course', 'Kursus Bahasa Inggris'],
      ['General Course', 'Short Course'],
    ];
    for (const [course, activity] of courses) {
      await page.getByRole('button', { name: `Pesan! ${course}` }).click();
      const dialog = bookingDialog(page);
      await expect(dialog.getByRole('checkbox', { name: activity, exact: true })).toBeChecked();
      await expect(dialog.getByRole('checkbox', { checked: true })).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });

  test('a booking refused with field errors is corrected, accepted, and stored by the server', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('booking');
    const { pergi, pulang } = futureDates();
    await gotoHydrated(page, '/study_tour');
    await page.getByRole('button', { name: 'More Info Seoul' }).click();
    const dialog = bookingDialog(page);
    const form = dialog.getByRole('form', { name: 'Form pendaftaran study tour' });
    await expect(form.getByLabel('Negara Tujuan')).toHaveValue('South Korea');

    // First attempt: no name, a too-short WhatsApp number, no accommodation and no activity.
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Nomor WhatsApp').fill('0812');
    await expect(form.getByRole('option', { name: 'Kota Surabaya' })).toBeAttached();
    await form.getByLabel('Kota Asal').selectOption({ label: 'Kota Surabaya' });
    await form.getByLabel('Tanggal Pergi').fill(pergi);
    await form.getByLabel('Tanggal Pulang').fill(pulang);
    await form.getByLabel('Total Peserta').fill('15');
    const refused = page.waitForResponse((r) => isRegister(r.url(), r.request().method()));
    await form.getByRole('button', { name: 'Kirim Pendaftaran' }).click();
    expect((await refused).status()).toBe(422);

    const nama = form.getByLabel('Nama Lengkap');
    await expect(nama).toHaveAttribute('aria-invalid', 'true');
    expect(await errorUnder(nama)).toBe('Nama wajib diisi.');
    expect(await errorUnder(form.getByLabel('Nomor WhatsApp'))).toBe('Nomor WhatsApp harus berisi 8-15 digit angka.');
    expect(await errorUnder(form.getByLabel('Tipe Akomodasi'))).toBe('Tipe akomodasi wajib dipilih.');
    await expect(form.getByText('Pilih minimal satu kegiatan.')).toBeVisible();
    const color = await form.getByText('Nama wajib diisi.').evaluate((el) => getComputedStyle(el).color);
    expect(color).toBe('rgb(179, 38, 30)');
    // What was typed is still there.
    await expect(form.getByLabel('Email')).toHaveValue(email);
    await expect(form.getByLabel('Total Peserta')).toHaveValue('15');
    await expect(form.getByLabel('Kota Asal')).toHaveValue('3501');
    await expect(dialog.getByRole('alert')).toContainText('Periksa kembali isian yang ditandai merah.');

    // Corrected.
    await nama.fill('Siti Rahmawati');
    await form.getByLabel('Nomor WhatsApp').fill('081234567890');
    await form.getByLabel('Tipe Akomodasi').selectOption('homestay');
    await form.getByRole('checkbox', { name: 'City Tour' }).check();
    await form.getByRole('checkbox', { name: 'Kunjungan Sekolah/Kampus' }).check();
    await form.getByLabel('Direkomendasikan oleh').selectOption({ label: 'Rina Kusumawardani' });
    await form.getByLabel(/Informasi Lainnya/).fill('Budget sekitar 25 juta per peserta');
    const accepted = page.waitForResponse((r) => isRegister(r.url(), r.request().method()));
    const reloaded = page.waitForEvent('load');
    await form.getByRole('button', { name: 'Kirim Pendaftaran' }).click();
    expect((await accepted).status()).toBe(201);
    await expect(dialog.getByText('Register Success')).toBeVisible();
    await expect(dialog.getByRole('link', { name: /Lanjutkan via WhatsApp/ })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/.*text=Halo\+NIEC%2C\+saya\+Siti\+Rahmawati\+baru\+saja\+mendaftar\+study\+tour/,
    );
    // Closing the success reloads the page (the modal is gone).
    await dialog.getByRole('button', { name: 'Selesai' }).click();
    await reloaded;
    await expect(bookingDialog(page)).toBeHidden();

    const stored = (await storedRecords(request, 'bookings')).find((b) => b.email === email);
    expect(stored).toMatchObject({
      nama: 'Siti Rahmawati',
      no_wa: '081234567890',
      kota_asal: '3501',
      kota_asal_name: 'Kota Surabaya',
      negara_tujuan: 'South Korea',
      tanggal_pergi: pergi,
      tanggal_pulang: pulang,
      total_peserta: 15,
      total_pendamping: 0,
      kode_bisdev: 'KNS-0205',
      tipe_akomodasi: 'homestay',
      kegiatan: ['2', '3'],
      kegiatan_names: ['City Tour', 'Kunjungan Sekolah/Kampus'],
      else_request: 'Budget sekitar 25 juta per peserta',
    });
  });

  test('a duplicate booking (same email and departure) is refused with 409 under the email field', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('duplicate');
    const { pergi, pulang } = futureDates();
    const fields = {
      nama: 'Budi Santoso',
      email,
      no_wa: '081298765432',
      kota_asal: '5101',
      negara_tujuan: 'Australia',
      tanggal_pergi: pergi,
      tanggal_pulang: pulang,
      total_peserta: '10',
      total_pendamping: '1',
      kode_bisdev: '',
      tipe_akomodasi: 'hotel',
      kegiatan: '["1"]',
      else_request: '',
    };
    const first = await request.post(`${apiBase}/study-tour/register`, {
      multipart: fields,
      headers: { Authorization: `Bearer ${await apiToken(request)}`, Accept: 'application/json' },
    });
    expect(first.status()).toBe(201);

    await gotoHydrated(page, '/study_tour');
    await page.getByRole('button', { name: 'Pesan! English Course' }).click();
    const form = bookingDialog(page).getByRole('form', { name: 'Form pendaftaran study tour' });
    await form.getByLabel('Nama Lengkap').fill('Budi Santoso');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Nomor WhatsApp').fill('081298765432');
    await expect(form.getByRole('option', { name: 'Kota Denpasar' })).toBeAttached();
    await form.getByLabel('Kota Asal').selectOption({ label: 'Kota Denpasar' });
    await form.getByLabel('Negara Tujuan').fill('Australia');
    await form.getByLabel('Tipe Akomodasi').selectOption('hotel');
    await form.getByLabel('Tanggal Pergi').fill(pergi);
    await form.getByLabel('Tanggal Pulang').fill(pulang);
    await form.getByLabel('Total Peserta').fill('10');
    const refused = page.waitForResponse((r) => isRegister(r.url(), r.request().method()));
    await form.getByRole('button', { name: 'Kirim Pendaftaran' }).click();
    expect((await refused).status()).toBe(409);
    const emailField = form.getByLabel('Email');
    await expect(emailField).toHaveAttribute('aria-invalid', 'true');
    expect(await errorUnder(emailField)).toBe(
      'Email ini sudah terdaftar untuk study tour dengan tanggal pergi yang sama.',
    );
    const stored = (await storedRecords(request, 'bookings')).filter((b) => b.email === email);
    expect(stored).toHaveLength(1);
  });

  test('a booking sent with every field empty leads to the first required field, Nama Lengkap', async ({ page }) => {
    await gotoHydrated(page, '/study_tour');
    await page.getByRole('button', { name: 'Pesan! English Course' }).click();
    const form = bookingDialog(page).getByRole('form', { name: 'Form pendaftaran study tour' });
    const nama = form.getByLabel('Nama Lengkap');
    await expect(nama).toHaveValue('');
    await expect(nama).not.toBeFocused();
    const refused = page.waitForResponse((r) => isRegister(r.url(), r.request().method()));
    await form.getByRole('button', { name: 'Kirim Pendaftaran' }).click();
    expect((await refused).status()).toBe(422);
    await expect(nama).toHaveAttribute('aria-invalid', 'true');
    await expect(nama).toBeFocused();
    // The message above the form is still announced.
    await expect(bookingDialog(page).getByRole('alert')).toContainText('Periksa kembali isian yang ditandai merah.');
  });

  test('a server failure other than 422/409 shows a clear Indonesian error and keeps the values', async ({ page }) => {
    // Simulated failure: the booking endpoint answers 500.
    await page.route('**/study-tour/register', (route) =>
      route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Server Error</h1>' }),
    );
    await gotoHydrated(page, '/study_tour');
    await page.getByRole('button', { name: 'Pesan! General Course' }).click();
    const form = bookingDialog(page).getByRole('form', { name: 'Form pendaftaran study tour' });
    await form.getByLabel('Nama Lengkap').fill('Made Wirawan');
    await form.getByRole('button', { name: 'Kirim Pendaftaran' }).click();
    await expect(bookingDialog(page).getByRole('alert')).toHaveText(
      'Terjadi gangguan pada server kami. Data Anda belum terkirim, silakan coba beberapa saat lagi.',
    );
    await expect(form.getByLabel('Nama Lengkap')).toHaveValue('Made Wirawan');
    await expect(form.getByRole('button', { name: 'Kirim Pendaftaran' })).toBeEnabled();
  });

  test('the open itinerary and the booking form with server errors have no serious axe violations', async ({
    page,
  }) => {
    await gotoHydrated(page, '/study_tour');
    await page.getByRole('button', { name: 'Itenary Auckland' }).click();
    await expect(page.getByRole('dialog', { name: 'Itenary Auckland, New Zealand' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'More Info Auckland' }).click();
    const form = bookingDialog(page).getByRole('form', { name: 'Form pendaftaran study tour' });
    await form.getByRole('button', { name: 'Kirim Pendaftaran' }).click();
    await expect(form.getByText('Nama wajib diisi.')).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('the booking form libraries load only when a booking modal opens', async ({ page }) => {
    const reads: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') reads.push(response.text().catch(() => ''));
    });
    await gotoHydrated(page, '/study_tour');
    await expect(page.getByRole('heading', { name: 'Sydney' })).toBeVisible();
    const firstLoad = await Promise.all(reads);
    expect(firstLoad.some((b) => /FormikContext|is a required field/.test(b))).toBe(false);
    await page.getByRole('button', { name: 'More Info Sydney' }).click();
    await expect(bookingDialog(page).getByLabel('Nama Lengkap')).toBeVisible();
    const afterOpen = await Promise.all(reads);
    expect(afterOpen.some((b) => /FormikContext|is a required field/.test(b))).toBe(true);
  });
});

test.describe('study tour endpoints that need the bearer credential', () => {
  test('recommenders and registration answer 401 without it; recommenders list JD007 consultants with it', async ({
    request,
  }) => {
    const noBearer = await request.post(`${apiBase}/ambassador/consultant/jobdesk`, {
      multipart: { jobdesk: '["JD007"]' },
    });
    expect(noBearer.status()).toBe(401);
    const register = await request.post(`${apiBase}/study-tour/register`, { multipart: { nama: 'x' } });
    expect(register.status()).toBe(401);

    const withBearer = await request.post(`${apiBase}/ambassador/consultant/jobdesk`, {
      multipart: { jobdesk: '["JD007"]' },
      headers: { Authorization: `Bearer ${await apiToken(request)}` },
    });
    expect(withBearer.ok()).toBeTruthy();
    const body = (await withBearer.json()) as { data: { code_konsultan: string; nama: string }[] };
    expect(body.data).toContainEqual({ code_konsultan: 'KNS-0107', nama: 'Ni Luh Putu Ayu Lestari' });
    expect(body.data.map((r) => r.code_konsultan)).not.toContain('KNS-0150');
  });
});

test.describe('study tour on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the booking form fits the screen and the page does not scroll sideways', async ({ page }) => {
    await gotoHydrated(page, '/study_tour');
    await page.getByRole('button', { name: 'More Info Auckland' }).click();
    const dialog = bookingDialog(page);
    await expect(dialog.getByLabel('Nama Lengkap')).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
