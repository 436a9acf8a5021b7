// Issue 27 item 3: the four long forms keep what was typed on the device (docs/decisions/010-form-drafts.md), and
// item 4: only once the visitor ticks the consent box in the form, never the sensitive personal data, every draft
// removed by one control (in each form and behind the footer's link), expired drafts removed on any page's load.
// Each test starts in a fresh browser context, so no draft of another test is there.
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { baseUrl } from '../support/env';
import { fieldLabel as label } from '../support/forms';
import { gotoWithHeldScripts } from '../support/held-scripts';
import { gotoHydrated } from '../support/ssr';
import { CART_KEY, KAOS, storedCart } from '../../scripts/lib/cart-seed.mjs';

const SAVED = 'Draf tersimpan';
const CONSENT = 'Simpan draf formulir ini di perangkat ini';
const REMOVE_ALL = 'Hapus semua draf di perangkat ini';
const REMOVED_ALL = 'Semua draf di perangkat ini telah dihapus.';
const DAY = 86_400_000;
const OFFLINE = 'Tidak ada koneksi. Data Anda tersimpan; kirim lagi saat online.';
const CV = path.resolve(__dirname, '..', 'fixtures', 'careers', 'cv.pdf');
const IJAZAH = path.resolve(__dirname, '..', 'fixtures', 'careers', 'ijazah.jpg');
const ENGLISH = path.resolve(__dirname, '..', 'fixtures', 'careers', 'english-certificate.png');

const unique = (tag: string) =>
  `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** Every draft the device holds, as stored. */
async function storedDrafts(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries(
      Object.keys(localStorage).flatMap((k) =>
        k.startsWith('niec:draft:') ? [[k, localStorage.getItem(k) ?? '']] : [],
      ),
    ),
  );
}

/** Every key the device holds, sorted: drafts, consents and anything else. */
async function storedKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(localStorage).sort());
}

/** Writes drafts (and, where given, the consent for them) into the device, as the forms would have. */
async function seedDrafts(page: Page, drafts: { key: string; savedAt: number; consent?: boolean; values: object }[]) {
  await page.evaluate((list) => {
    for (const { key, savedAt, consent, values } of list) {
      localStorage.setItem(`niec:draft:${key}`, JSON.stringify({ v: 1, savedAt, values }));
      if (consent !== false) localStorage.setItem(`niec:draft-consent:${key}`, String(savedAt));
    }
  }, drafts);
}

test.describe('the study tour booking', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  const openSeoul = async (page: Page): Promise<Locator> => {
    await gotoHydrated(page, '/study_tour');
    await page.getByRole('button', { name: 'More Info Seoul' }).click();
    const form = page.getByRole('dialog', { name: 'Pendaftaran Study Tour' }).getByRole('form', {
      name: 'Form pendaftaran study tour',
    });
    await expect(form.getByLabel('Negara Tujuan')).toHaveValue('South Korea');
    return form;
  };

  test('a draft survives a reload for its tour only, Hapus draf empties it, an accepted booking clears it', async ({
    page,
  }) => {
    let form = await openSeoul(page);
    await expect(form.getByText(SAVED)).toHaveCount(0);
    await expect(form.getByRole('checkbox', { name: CONSENT })).not.toBeChecked();
    await form.getByRole('checkbox', { name: CONSENT }).check();
    await form.getByLabel('Nama Lengkap').fill('Siti Rahmawati');
    await form.getByLabel('Nomor WhatsApp').fill('081234567890');
    await expect(form.getByRole('option', { name: 'Kota Surabaya' })).toBeAttached();
    await form.getByLabel('Kota Asal').selectOption({ label: 'Kota Surabaya' });
    await form.getByRole('checkbox', { name: 'City Tour' }).check();

    form = await openSeoul(page);
    await expect(form.getByText(SAVED)).toBeVisible();
    await expect(form.getByRole('checkbox', { name: CONSENT })).toBeChecked();
    await expect(form.getByLabel('Nama Lengkap')).toHaveValue('Siti Rahmawati');
    await expect(form.getByLabel('Nomor WhatsApp')).toHaveValue('081234567890');
    await expect(form.getByLabel('Kota Asal')).toHaveValue('3501');
    await expect(form.getByRole('checkbox', { name: 'City Tour' })).toBeChecked();

    // Another tour's booking is its own: it opens empty.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'More Info London' }).click();
    const london = page.getByRole('dialog', { name: 'Pendaftaran Study Tour' });
    await expect(london.getByLabel('Negara Tujuan')).toHaveValue('United Kingdom');
    await expect(london.getByLabel('Nama Lengkap')).toHaveValue('');
    await expect(london.getByText(SAVED)).toHaveCount(0);
    // The consent is that tour's form's own too.
    await expect(london.getByRole('checkbox', { name: CONSENT })).not.toBeChecked();

    form = await openSeoul(page);
    await form.getByRole('button', { name: 'Hapus draf' }).click();
    await expect(form.getByText(SAVED)).toHaveCount(0);
    await expect(form.getByLabel('Nama Lengkap')).toHaveValue('');
    await expect(form.getByLabel('Kota Asal')).toHaveValue('');
    await expect(form.getByRole('checkbox', { name: 'City Tour' })).not.toBeChecked();
    // The tour's own country stays: it is the form's start, not the visitor's draft.
    await expect(form.getByLabel('Negara Tujuan')).toHaveValue('South Korea');
    expect(await storedDrafts(page)).toEqual({});

    // Filled and accepted: the draft is gone.
    const start = new Date(Date.now() + (300 + Math.floor(Math.random() * 200)) * 86_400_000);
    const iso = (d: Date) => d.toISOString().slice(0, 10);
    await form.getByLabel('Nama Lengkap').fill('Siti Rahmawati');
    await form.getByLabel('Email').fill(unique('draft-booking'));
    await form.getByLabel('Nomor WhatsApp').fill('081234567890');
    await form.getByLabel('Kota Asal').selectOption({ label: 'Kota Surabaya' });
    await form.getByLabel('Tipe Akomodasi').selectOption('homestay');
    await form.getByLabel('Tanggal Pergi').fill(iso(start));
    await form.getByLabel('Tanggal Pulang').fill(iso(new Date(start.getTime() + 7 * 86_400_000)));
    await form.getByLabel('Total Peserta').fill('12');
    await form.getByRole('checkbox', { name: 'City Tour' }).check();
    expect(Object.keys(await storedDrafts(page))).toEqual([expect.stringMatching(/^niec:draft:booking:tour:./)]);
    await form.getByRole('button', { name: 'Kirim Pendaftaran' }).click();
    await expect(page.getByText('Register Success')).toBeVisible();
    expect(await storedDrafts(page)).toEqual({});

    form = await openSeoul(page);
    await expect(form.getByLabel('Nama Lengkap')).toHaveValue('');
    await expect(form.getByText(SAVED)).toHaveCount(0);
  });
});

test.describe('the job application', () => {
  const VACANCY = '/career/digital-marketing-specialist-denpasar';
  const formOf = (page: Page) => page.getByRole('form', { name: 'Formulir lamaran' });
  const field = (page: Page, name: string) => formOf(page).locator(`[name="${name}"]`);

  test('a draft survives a reload without its file, Hapus draf empties it, an accepted application clears it', async ({
    page,
  }) => {
    await gotoHydrated(page, VACANCY);
    await formOf(page).getByRole('checkbox', { name: CONSENT }).check();
    await field(page, 'first_name').fill('Kadek');
    await field(page, 'last_name').fill('Pratama');
    await field(page, 'gender').selectOption({ label: 'Laki-laki' });
    const domicile = formOf(page).getByRole('group', { name: 'Alamat Domisili' });
    await domicile.getByRole('combobox', { name: 'Provinsi' }).selectOption({ label: 'Bali' });
    const city = domicile.getByRole('combobox', { name: 'Kota/Kabupaten' });
    await expect(city.getByRole('option', { name: 'Kota Denpasar' })).toBeAttached();
    await city.selectOption({ label: 'Kota Denpasar' });
    await field(page, 'file_cv').setInputFiles(CV);
    await formOf(page).getByRole('checkbox', { name: 'Saya bukan robot' }).check();

    await gotoHydrated(page, VACANCY);
    await expect(formOf(page).getByText(SAVED)).toBeVisible();
    await expect(field(page, 'first_name')).toHaveValue('Kadek');
    await expect(field(page, 'last_name')).toHaveValue('Pratama');
    // Gender is sensitive: never kept, so not restored.
    await expect(field(page, 'gender')).toHaveValue('');
    await expect(domicile.getByRole('combobox', { name: 'Provinsi' }).locator('option:checked')).toHaveText('Bali');
    await expect(city.locator('option:checked')).toHaveText('Kota Denpasar');
    // Never the file, nor the CAPTCHA.
    expect(await field(page, 'file_cv').evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);
    await expect(formOf(page).getByRole('checkbox', { name: 'Saya bukan robot' })).not.toBeChecked();
    expect(JSON.stringify(await storedDrafts(page))).not.toMatch(/cv\.pdf|recaptcha/);

    await formOf(page).getByRole('button', { name: 'Hapus draf' }).click();
    await expect(field(page, 'first_name')).toHaveValue('');
    await expect(field(page, 'gender')).toHaveValue('');
    await expect(formOf(page).getByText(SAVED)).toHaveCount(0);
    expect(await storedDrafts(page)).toEqual({});
    await gotoHydrated(page, VACANCY);
    await expect(field(page, 'first_name')).toHaveValue('');
    await expect(formOf(page).getByText(SAVED)).toHaveCount(0);

    // Filled in full and accepted: the draft is gone.
    const personal = formOf(page).getByRole('group', { name: 'Data Pribadi' });
    await field(page, 'first_name').fill('Kadek');
    await field(page, 'last_name').fill('Pratama');
    await field(page, 'email').fill(unique('draft-apply'));
    await field(page, 'no_hp').fill('081234567890');
    await field(page, 'place_birth').fill('Singaraja');
    await field(page, 'date_birth').fill('1997-08-17');
    await personal.getByRole('combobox', { name: 'Jenis Kelamin' }).selectOption({ label: 'Laki-laki' });
    await personal.getByRole('combobox', { name: 'Status Pernikahan' }).selectOption({ label: 'Belum Menikah' });
    await personal.getByRole('combobox', { name: 'Agama' }).selectOption({ label: 'Hindi' });
    await field(page, 'address').fill('Jl. Gatot Subroto No. 10');
    await domicile.getByRole('combobox', { name: 'Provinsi' }).selectOption({ label: 'Bali' });
    await expect(city.getByRole('option', { name: 'Kota Denpasar' })).toBeAttached();
    await city.selectOption({ label: 'Kota Denpasar' });
    await field(page, 'file_cv').setInputFiles(CV);
    await field(page, 'file_ijazah').setInputFiles(IJAZAH);
    await field(page, 'file_english').setInputFiles(ENGLISH);
    await field(page, 'ktp_addres').fill('Jl. Ngurah Rai No. 21, Singaraja');
    await field(page, 'emergency_name').fill('Made Darmawan');
    await field(page, 'emergency_phone').fill('081299990000');
    await formOf(page).getByRole('checkbox', { name: 'Saya bukan robot' }).check();
    expect(Object.keys(await storedDrafts(page))).toEqual(['niec:draft:application:4']);
    // With consent, the draft holds the rest but none of the sensitive personal data.
    const keptFields = async () =>
      Object.keys(
        (JSON.parse((await storedDrafts(page))['niec:draft:application:4'] ?? '{"values":{}}') as { values: object })
          .values,
      ).sort();
    await expect
      .poll(keptFields)
      .toEqual(['address', 'current_city', 'current_province', 'email', 'first_name', 'last_name', 'no_hp']);
    expect(JSON.stringify(await storedDrafts(page))).not.toMatch(
      /Singaraja|1997-08-17|Ngurah Rai|Made Darmawan|081299990000|"gender"|"maried"|"religion"/,
    );
    await formOf(page).getByRole('button', { name: 'Apply' }).click();
    const sent = page.getByRole('dialog', { name: 'Berkas Lamaran Anda Telah Terkirim' });
    await expect(sent).toBeVisible();
    expect(await storedDrafts(page)).toEqual({});
    const reloaded = page.waitForEvent('load');
    await sent.getByRole('button', { name: 'OK' }).click();
    await reloaded;
    await expect(field(page, 'first_name')).toHaveValue('');
    await expect(formOf(page).getByText(SAVED)).toHaveCount(0);
  });
});

test.describe('the checkout address', () => {
  const openCheckout = async (page: Page) => {
    await page.goto('/config.json');
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      CART_KEY,
      storedCart([{ ...KAOS, quantity: 1 }]),
    ] as const);
    await gotoHydrated(page, '/merchandise/checkout');
    await expect(page.getByRole('form', { name: 'Informasi Pengiriman' })).toBeVisible();
  };
  const field = (page: Page, text: string) => page.getByLabel(label(text));

  test('a draft survives a reload and going offline; Hapus draf empties it; the accepted order clears it', async ({
    page,
    context,
  }) => {
    await openCheckout(page);
    await page.getByRole('form', { name: 'Informasi Pengiriman' }).getByRole('checkbox', { name: CONSENT }).check();
    const email = unique('draft-checkout');
    await field(page, 'Nama Lengkap').fill('Putu Eka Saputra');
    await field(page, 'Email').fill(email);
    await field(page, 'Nomor Telepon').fill('081234567890');
    await field(page, 'Alamat').fill('Jl. Raya Kuta No. 12');
    await field(page, 'Provinsi').selectOption({ label: 'Bali' });
    await expect(field(page, 'Kabupaten/Kota').getByRole('option', { name: 'Kabupaten Badung' })).toHaveCount(1);
    await field(page, 'Kabupaten/Kota').selectOption({ label: 'Kabupaten Badung' });
    await field(page, 'Kode Pos').fill('80361');

    // The signal drops: Selanjutnya says so and keeps everything.
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Selanjutnya' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Tidak ada koneksi' })).toHaveText(OFFLINE);
    await expect(page.locator('#checkout-step-title')).toHaveText('Informasi Pengiriman');
    await expect(field(page, 'Nama Lengkap')).toHaveValue('Putu Eka Saputra');

    // Back online, the tab reloaded: the address is back.
    await context.setOffline(false);
    await gotoHydrated(page, '/merchandise/checkout');
    const form = page.getByRole('form', { name: 'Informasi Pengiriman' });
    await expect(form.getByText(SAVED)).toBeVisible();
    await expect(field(page, 'Nama Lengkap')).toHaveValue('Putu Eka Saputra');
    await expect(field(page, 'Email')).toHaveValue(email);
    await expect(field(page, 'Alamat')).toHaveValue('Jl. Raya Kuta No. 12');
    await expect(field(page, 'Provinsi').locator('option:checked')).toHaveText('Bali');
    await expect(field(page, 'Kabupaten/Kota').locator('option:checked')).toHaveText('Kabupaten Badung');
    await expect(field(page, 'Kode Pos')).toHaveValue('80361');

    await form.getByRole('button', { name: 'Hapus draf' }).click();
    await expect(field(page, 'Nama Lengkap')).toHaveValue('');
    await expect(field(page, 'Provinsi')).toHaveValue('');
    await expect(form.getByText(SAVED)).toHaveCount(0);
    await gotoHydrated(page, '/merchandise/checkout');
    await expect(field(page, 'Nama Lengkap')).toHaveValue('');

    await field(page, 'Nama Lengkap').fill('Putu Eka Saputra');
    await field(page, 'Email').fill(email);
    await field(page, 'Nomor Telepon').fill('081234567890');
    await field(page, 'Alamat').fill('Jl. Raya Kuta No. 12');
    await field(page, 'Provinsi').selectOption({ label: 'Bali' });
    await expect(field(page, 'Kabupaten/Kota').getByRole('option', { name: 'Kabupaten Badung' })).toHaveCount(1);
    await field(page, 'Kabupaten/Kota').selectOption({ label: 'Kabupaten Badung' });
    await field(page, 'Kode Pos').fill('80361');
    await page.getByRole('button', { name: 'Selanjutnya' }).click();
    await expect(page.locator('#checkout-step-title')).toHaveText('Pengiriman');
    // Done with the step, not yet ordered: the address is still kept.
    expect(Object.keys(await storedDrafts(page))).toEqual(['niec:draft:checkout-address']);
    const select = field(page, 'Kurir');
    const value = await select.locator('option', { hasText: /^JNE Layanan Reguler/ }).getAttribute('value');
    await select.selectOption(value ?? '');
    await page.getByRole('button', { name: 'Pilih Pengiriman' }).click();
    await page.getByRole('button', { name: 'Bayar', exact: true }).click();
    const popup = page.getByRole('dialog', { name: 'Pembayaran', exact: true });
    await popup.getByRole('button', { name: 'Bayar Berhasil' }).click();
    await expect(page.getByRole('dialog', { name: 'Pembayaran Berhasil' })).toBeVisible();
    expect(await storedDrafts(page)).toEqual({});

    await openCheckout(page);
    await expect(field(page, 'Nama Lengkap')).toHaveValue('');
    await expect(page.getByText(SAVED)).toHaveCount(0);
  });
});

test.describe('the contact form', () => {
  const formOf = (page: Page) => page.getByRole('form', { name: 'Formulir Konsultasi' });

  test('a draft survives a reload, Hapus draf empties it, a post sent offline is held, an accepted post clears it', async ({
    page,
    context,
  }) => {
    await gotoHydrated(page, '/contact_us');
    let form = formOf(page);
    await form.getByRole('checkbox', { name: CONSENT }).check();
    await form.getByLabel(/^Nama Lengkap/).fill('Putu Ayu Lestari');
    await form.getByLabel(/^Pendidikan Terakhir/).selectOption('Sarjana (S1)');
    await form.getByLabel(/^Pesan/).fill('Saya ingin konsultasi S-2 di Australia.');

    await gotoHydrated(page, '/contact_us');
    form = formOf(page);
    await expect(form.getByText(SAVED)).toBeVisible();
    await expect(form.getByLabel(/^Nama Lengkap/)).toHaveValue('Putu Ayu Lestari');
    await expect(form.getByLabel(/^Pendidikan Terakhir/)).toHaveValue('Sarjana (S1)');
    await expect(form.getByLabel(/^Pesan/)).toHaveValue('Saya ingin konsultasi S-2 di Australia.');

    await form.getByRole('button', { name: 'Hapus draf' }).click();
    await expect(form.getByLabel(/^Nama Lengkap/)).toHaveValue('');
    await expect(form.getByLabel(/^Pendidikan Terakhir/)).toHaveValue('');
    await expect(form.getByText(SAVED)).toHaveCount(0);
    expect(await storedDrafts(page)).toEqual({});

    const email = unique('draft-contact');
    await form.getByLabel(/^Nama Lengkap/).fill('Putu Ayu Lestari');
    await form.getByLabel(/^Pendidikan Terakhir/).selectOption('Sarjana (S1)');
    await form.getByLabel(/^Nomor Telepon/).fill('081234567890');
    await form.getByLabel(/^Email/).fill(email);
    await form.getByLabel(/^Asal Sekolah/).fill('Universitas Udayana');
    await form.getByLabel(/^Pesan/).fill('Saya ingin konsultasi S-2 di Australia.');

    // Offline, the native post is held and the visitor is told; nothing is lost.
    await context.setOffline(true);
    await form.getByRole('button', { name: 'Kirim Pesan' }).click();
    await expect(form.getByRole('alert')).toHaveText(OFFLINE);
    await expect(page).toHaveURL(`${baseUrl}/contact_us`);
    await expect(form.getByLabel(/^Email/)).toHaveValue(email);
    await context.setOffline(false);

    await form.getByRole('button', { name: 'Kirim Pesan' }).click();
    await expect(page).toHaveURL(`${baseUrl}/contact_us?terkirim=1`);
    await expect(
      page.getByRole('status').filter({ hasText: 'Terima kasih, pesan Anda sudah terkirim.' }),
    ).toBeVisible();
    await expect.poll(() => storedDrafts(page)).toEqual({});

    await gotoHydrated(page, '/contact_us');
    await expect(formOf(page).getByLabel(/^Nama Lengkap/)).toHaveValue('');
    await expect(formOf(page).getByText(SAVED)).toHaveCount(0);
  });

  test('what is typed before the page is hydrated wins over the draft, which fills the rest', async ({ page }) => {
    await page.goto('/config.json');
    await seedDrafts(page, [
      {
        key: 'contact',
        savedAt: Date.now(),
        values: { name: 'Dari Draf', last_education: 'Magister (S2)', school: 'SMA Negeri 1 Denpasar' },
      },
    ]);
    const scripts = await gotoWithHeldScripts(page, '/contact_us');
    const form = formOf(page);
    await form.getByLabel(/^Nama Lengkap/).fill('Diketik Sekarang');
    expect(scripts.held()).toBeGreaterThan(0);
    await scripts.release();
    await expect(form.getByText(SAVED)).toBeVisible();
    await expect(form.getByLabel(/^Nama Lengkap/)).toHaveValue('Diketik Sekarang');
    await expect(form.getByLabel(/^Pendidikan Terakhir/)).toHaveValue('Magister (S2)');
    await expect(form.getByLabel(/^Asal Sekolah/)).toHaveValue('SMA Negeri 1 Denpasar');
    // What was typed is the draft now.
    await expect
      .poll(async () => JSON.parse((await storedDrafts(page))['niec:draft:contact'] ?? '{}') as { values?: unknown })
      .toMatchObject({ values: { name: 'Diketik Sekarang', last_education: 'Magister (S2)' } });
  });

  test('a draft older than seven days is not restored', async ({ page }) => {
    await page.goto('/config.json');
    await seedDrafts(page, [{ key: 'contact', savedAt: Date.now() - 8 * DAY, values: { name: 'Lama Sekali' } }]);
    await gotoHydrated(page, '/contact_us');
    await expect(formOf(page).getByLabel(/^Nama Lengkap/)).toHaveValue('');
    await expect(formOf(page).getByText(SAVED)).toHaveCount(0);
    expect(await storedDrafts(page)).toEqual({});
  });
});

test.describe('consent, sensitive data and removing every draft', () => {
  const VACANCY = '/career/digital-marketing-specialist-denpasar';
  const application = (page: Page) => page.getByRole('form', { name: 'Formulir lamaran' });
  const contact = (page: Page) => page.getByRole('form', { name: 'Formulir Konsultasi' });

  test('without consent nothing is kept: the server renders the box unticked, and typing leaves no trace', async ({
    page,
    request,
  }) => {
    // The server's HTML: the box is there, unticked, with no name (never posted).
    const html = await (await request.get(VACANCY)).text();
    const box = /<input[^>]*type="checkbox"[^>]*aria-describedby="[^"]*consent-hint"[^>]*>/.exec(html)?.[0] ?? '';
    expect(box).not.toBe('');
    expect(box).not.toMatch(/\schecked|\sname=/);

    await gotoHydrated(page, VACANCY);
    const form = application(page);
    await expect(form.getByRole('checkbox', { name: CONSENT })).not.toBeChecked();
    await form.locator('[name="first_name"]').fill('Kadek');
    await form.locator('[name="religion"]').selectOption({ label: 'Hindi' });
    await form.locator('[name="emergency_name"]').fill('Made');
    await form.locator('[name="address"]').fill('Jl. Gatot Subroto No. 10');
    await form.locator('[name="address"]').blur();
    await page.waitForTimeout(300);
    expect(await storedKeys(page)).toEqual([]);
    await gotoHydrated(page, VACANCY);
    await expect(application(page).locator('[name="first_name"]')).toHaveValue('');
    await expect(application(page).getByText(SAVED)).toHaveCount(0);
  });

  test('a tick and typing made before hydration are kept; unticking removes the draft at once', async ({ page }) => {
    const scripts = await gotoWithHeldScripts(page, '/contact_us');
    const form = contact(page);
    await form.getByRole('checkbox', { name: CONSENT }).check();
    await form.getByLabel(/^Nama Lengkap/).fill('Diketik Sebelum Hidrasi');
    expect(scripts.held()).toBeGreaterThan(0);
    await scripts.release();
    await expect
      .poll(async () => (await storedDrafts(page))['niec:draft:contact'] ?? '')
      .toContain('Diketik Sebelum Hidrasi');
    // Hydration did not flip the visitor's tick.
    await expect(form.getByRole('checkbox', { name: CONSENT })).toBeChecked();

    await gotoHydrated(page, '/contact_us');
    await expect(contact(page).getByText(SAVED)).toBeVisible();
    await expect(contact(page).getByLabel(/^Nama Lengkap/)).toHaveValue('Diketik Sebelum Hidrasi');
    await contact(page).getByRole('checkbox', { name: CONSENT }).uncheck();
    expect(await storedDrafts(page)).toEqual({});
    await expect(contact(page).getByText(SAVED)).toHaveCount(0);
    // What is on screen stays; nothing more is kept.
    await contact(page)
      .getByLabel(/^Pesan/)
      .fill('Tidak disimpan.');
    await page.waitForTimeout(300);
    expect(await storedDrafts(page)).toEqual({});
    await expect(contact(page).getByLabel(/^Nama Lengkap/)).toHaveValue('Diketik Sebelum Hidrasi');
  });

  test("the form's 'Hapus semua draf' removes every draft and consent on the device and says so", async ({ page }) => {
    await page.goto('/config.json');
    const now = Date.now();
    await seedDrafts(page, [
      { key: 'contact', savedAt: now, values: { name: 'Putu' } },
      { key: 'application:4', savedAt: now, values: { first_name: 'Kadek' } },
    ]);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      CART_KEY,
      storedCart([{ ...KAOS, quantity: 1 }]),
    ] as const);
    await gotoHydrated(page, '/contact_us');
    const form = contact(page);
    await expect(form.getByText(SAVED)).toBeVisible();
    await form.getByRole('button', { name: REMOVE_ALL }).click();
    await expect(form.getByRole('status').filter({ hasText: REMOVED_ALL })).toHaveText(REMOVED_ALL);
    await expect(form.getByRole('checkbox', { name: CONSENT })).not.toBeChecked();
    await expect(form.getByText(SAVED)).toHaveCount(0);
    expect(await storedKeys(page)).toEqual([CART_KEY]);
  });

  test("the footer's link leads, from any page, to one button that removes every draft on the device", async ({
    page,
  }) => {
    await page.goto('/config.json');
    const now = Date.now();
    await seedDrafts(page, [
      { key: 'contact', savedAt: now, values: { name: 'Putu' } },
      { key: 'application:4', savedAt: now - DAY, values: { first_name: 'Kadek' } },
      { key: 'booking:tour:seoul', savedAt: now, values: { nama: 'Siti' } },
    ]);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      CART_KEY,
      storedCart([{ ...KAOS, quantity: 1 }]),
    ] as const);

    await gotoHydrated(page, '/about');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Hapus draf formulir di perangkat ini' }).click();
    await expect(page).toHaveURL(`${baseUrl}/draf-formulir`);
    await expect(page.getByRole('heading', { level: 1, name: 'Draf Formulir di Perangkat Ini' })).toBeVisible();
    await expect(page.getByText('Saat ini ada 3 draf formulir yang tersimpan di perangkat ini.')).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: REMOVE_ALL }).click();
    await expect(page.getByRole('status').filter({ hasText: REMOVED_ALL })).toHaveText(REMOVED_ALL);
    expect(await storedKeys(page)).toEqual([CART_KEY]);

    // Opened directly (server-rendered), on a device with nothing kept.
    await gotoHydrated(page, '/draf-formulir');
    await expect(page.getByText('Saat ini tidak ada draf formulir yang tersimpan di perangkat ini.')).toBeVisible();
  });

  test('a draft past its seven days is removed on loading an unrelated page; a fresh one stays', async ({ page }) => {
    await page.goto('/config.json');
    const now = Date.now();
    await seedDrafts(page, [
      { key: 'booking:tour:seoul', savedAt: now - 8 * DAY, values: { nama: 'Lama Sekali' } },
      { key: 'application:4', savedAt: now - DAY, values: { first_name: 'Kadek' } },
    ]);
    expect(Object.keys(await storedDrafts(page)).sort()).toEqual([
      'niec:draft:application:4',
      'niec:draft:booking:tour:seoul',
    ]);
    await gotoHydrated(page, '/about');
    expect(Object.keys(await storedDrafts(page))).toEqual(['niec:draft:application:4']);
  });
});
