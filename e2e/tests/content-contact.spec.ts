import { test, expect, storedRecords } from '../support/fixtures';
import { apiBase, baseUrl } from '../support/env';
import { gotoHydrated } from '../support/ssr';

// Playwright waits for local-api only; the render server (NIEC_SSR=1) may still be warming its workers.
test.beforeAll(async ({ request }) => {
  await expect
    .poll(async () => (await request.get('/').catch(() => null))?.ok() ?? false, { timeout: 60_000 })
    .toBe(true);
});

// The contact page's native form, branch tabs and maps, and the /singaraja branch page.
const BRANCH_HOURS: [string, string, string][] = [
  ['Denpasar', 'Senin - Sabtu', '09:00-18:00 WITA'],
  ['Yogyakarta', 'Senin - Jumat', '08:30-17:30'],
  ['Makassar', 'Senin - Jumat', '09:00-18:00 WITA'],
  ['Medan', 'Senin - Jumat', '08:30-17:30 WITA'],
  ['Jakarta Selatan', 'Senin - Jumat', '08:00-17:00 WIB'],
  ['Surabaya', 'Senin - Jumat', '09:00-18:00 WIB'],
];

test('an empty form is stopped by the browser and nothing is posted', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/contact')) posts.push(request.url());
  });
  await gotoHydrated(page, '/contact_us');
  const form = page.getByRole('form', { name: 'Formulir Konsultasi' });
  await form.getByRole('button', { name: 'Kirim Pesan' }).click();
  await expect(page).toHaveURL(`${baseUrl}/contact_us`);
  const name = form.getByRole('textbox', { name: /Nama Lengkap/ });
  expect(await name.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
  for (const field of ['Pendidikan Terakhir', 'Nomor Telepon/WhatsApp', 'Email', 'Asal Sekolah/Kampus', 'Pesan']) {
    await expect(form.getByLabel(new RegExp(`^${field}`))).toHaveAttribute('required', '');
  }
  expect(posts).toEqual([]);
});

test('a filled form posts natively, is stored by local-api and comes back with a thank-you', async ({
  page,
  request,
}) => {
  const email = `siswa-${Date.now()}-${Math.round(Math.random() * 1e6)}@contoh.id`;
  await gotoHydrated(page, '/contact_us');
  const form = page.getByRole('form', { name: 'Formulir Konsultasi' });
  await expect(form).toHaveAttribute('action', `${apiBase}/contact`);
  // The way back is the page's own URL (filled in by the browser when the server rendered the page).
  await expect(form.locator('input[type="hidden"][name="redirect"]')).toHaveValue(`${baseUrl}/contact_us`);
  await form.getByLabel(/^Nama Lengkap/).fill('Putu Ayu Lestari');
  await form.getByLabel(/^Pendidikan Terakhir/).selectOption('Sarjana (S1)');
  await form.getByLabel(/^Nomor Telepon/).fill('081234567890');
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Asal Sekolah/).fill('Universitas Udayana');
  await form.getByLabel(/^Pesan/).fill('Saya ingin konsultasi S-2 di Australia.');
  await form.getByRole('button', { name: 'Kirim Pesan' }).click();

  await expect(page).toHaveURL(`${baseUrl}/contact_us?terkirim=1`);
  await expect(page.getByRole('status').filter({ hasText: 'Terima kasih, pesan Anda sudah terkirim.' })).toBeVisible();
  const records = await storedRecords(request, 'contact');
  expect(records.find((r) => r.email === email)).toMatchObject({
    name: 'Putu Ayu Lestari',
    last_education: 'Sarjana (S1)',
    phone: '081234567890',
    school: 'Universitas Udayana',
    message: 'Saya ingin konsultasi S-2 di Australia.',
  });
});

test('local-api sends visitors back only to a localhost page and rejects incomplete posts', async ({ request }) => {
  const form = {
    name: 'Made',
    last_education: 'SMA/SMK/Sederajat',
    phone: '081234567890',
    email: `made-${Date.now()}@contoh.id`,
    school: 'SMAN 1 Denpasar',
    message: 'Halo',
  };
  const back = await request.post(`${apiBase}/contact`, {
    form: { ...form, redirect: `${baseUrl}/contact_us` },
    headers: { Accept: 'text/html' },
    maxRedirects: 0,
  });
  expect(back.status()).toBe(303);
  expect(back.headers().location).toBe(`${baseUrl}/contact_us?terkirim=1`);

  const elsewhere = await request.post(`${apiBase}/contact`, {
    form: { ...form, redirect: 'https://contoh-jahat.example/phish' },
    headers: { Accept: 'text/html' },
    maxRedirects: 0,
  });
  expect(elsewhere.status()).toBe(200);
  expect(await elsewhere.text()).toContain('Terima kasih');

  const incomplete = await request.post(`${apiBase}/contact`, {
    form: { name: 'Tanpa data lain' },
    headers: { Accept: 'application/json' },
  });
  expect(incomplete.status()).toBe(422);
  expect(((await incomplete.json()) as { data: Record<string, string[]> }).data).toHaveProperty('email');
});

test('contact details and social links are on the page', async ({ page }) => {
  await page.goto('/contact_us');
  const details = page.getByRole('complementary', { name: 'Kantor Pusat' });
  await expect(details.getByRole('link', { name: 'info@niecindonesia.com' })).toHaveAttribute(
    'href',
    'mailto:info@niecindonesia.com',
  );
  await expect(details.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /wa\.me/);
  const social = details.getByRole('list', { name: 'Media sosial NIEC Indonesia' }).getByRole('link');
  await expect(social).toHaveCount(5);
  for (const link of await social.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

test('branch tabs show each office hours and a picture of its map; no map page loads until asked for', async ({
  page,
}) => {
  const maps: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/maps/embed')) maps.push(new URL(request.url()).searchParams.get('branch') ?? '');
  });
  await gotoHydrated(page, '/contact_us');
  await expect(page.locator('iframe')).toHaveCount(0);
  const tabs = page.getByRole('tablist', { name: 'Kantor cabang' }).getByRole('tab');
  await expect(tabs).toHaveText(BRANCH_HOURS.map(([name]) => name));
  for (const [name, days, hours] of BRANCH_HOURS) {
    await page.getByRole('tab', { name, exact: true }).click();
    const panel = page.getByRole('tabpanel', { name, exact: true });
    await expect(panel.getByText(days, { exact: true })).toBeVisible();
    await expect(panel.getByText(hours, { exact: true })).toBeVisible();
    const picture = panel.getByRole('img', { name: `Peta lokasi kantor NIEC Indonesia ${name}, ditandai pin oranye` });
    await expect(picture).toHaveAttribute('src', /\/assets\/[a-z-]+\.[0-9a-f]{8}\.webp$/);
    const link = panel.getByRole('link', { name: 'Buka di Google Maps (membuka tab baru)' });
    await expect(link).toHaveAttribute('href', `${apiBase}/maps/embed?branch=${name.toLowerCase().replace(' ', '-')}`);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(panel.getByRole('button', { name: `Tampilkan peta interaktif ${name}` })).toBeVisible();
  }
  expect(maps, 'no map page before a press').toEqual([]);
  // Keyboard: arrows move between branches.
  await page.getByRole('tab', { name: 'Surabaya' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Denpasar' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Denpasar' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Yogyakarta' })).toHaveAttribute('aria-selected', 'true');
  // Asked for: the map page, served by local-api, takes the picture's place and names the branch.
  const panel = page.getByRole('tabpanel', { name: 'Yogyakarta' });
  await panel.getByRole('button', { name: 'Tampilkan peta interaktif Yogyakarta' }).click();
  const frame = panel.locator('iframe[title="Peta lokasi kantor NIEC Indonesia Yogyakarta"]');
  await expect(frame).toBeFocused();
  await expect(frame).toHaveAttribute('src', `${apiBase}/maps/embed?branch=yogyakarta`);
  await expect(page.frameLocator('iframe').getByText('NIEC Indonesia Yogyakarta')).toBeVisible();
  await expect(panel.getByRole('button', { name: /Tampilkan peta interaktif/ })).toHaveCount(0);
  await expect(page.locator('iframe')).toHaveCount(1);
  expect(maps).toEqual(['yogyakarta']);
});

test('nothing on the contact page loads from another host than the site and local-api', async ({ page }) => {
  const hosts = new Set<string>();
  page.on('request', (request) => hosts.add(new URL(request.url()).hostname));
  await gotoHydrated(page, '/contact_us');
  await page.getByRole('button', { name: 'Tampilkan peta interaktif Denpasar' }).click();
  await expect(page.frameLocator('iframe').first().getByText('NIEC Indonesia Denpasar')).toBeVisible();
  expect([...hosts].filter((h) => h !== 'localhost' && h !== '127.0.0.1')).toEqual([]);
});

test.describe('the map without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the picture and the link work, the button that needs script is not shown', async ({ page }) => {
    await page.goto('/contact_us');
    const panel = page.getByRole('tabpanel', { name: 'Denpasar' });
    const picture = panel.getByRole('img', { name: /^Peta lokasi kantor NIEC Indonesia Denpasar/ });
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(panel.getByRole('link', { name: /^Buka di Google Maps/ })).toHaveAttribute(
      'href',
      `${apiBase}/maps/embed?branch=denpasar`,
    );
    await expect(panel.getByRole('button', { name: /Tampilkan peta interaktif/ })).toBeHidden();
    await expect(page.locator('iframe')).toHaveCount(0);
  });
});

test('/singaraja is the Singaraja branch page with address, hours, map and contact links', async ({ page }) => {
  await page.goto('/singaraja');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('NIEC Indonesia Singaraja');
  await expect(page).toHaveTitle('Kantor Cabang Singaraja | NIEC Indonesia');
  await expect(
    page.getByText('Jl. Ngurah Rai No. 21, Kampung Baru, Buleleng, Singaraja, Bali 81113').first(),
  ).toBeVisible();
  await expect(page.getByText('Senin - Sabtu', { exact: true })).toBeVisible();
  await expect(page.getByText('09:00-17:00 WITA', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Peta lokasi kantor NIEC Indonesia Singaraja/ })).toBeAttached();
  await expect(page.getByRole('link', { name: /^Buka di Google Maps/ })).toHaveAttribute(
    'href',
    `${apiBase}/maps/embed?branch=singaraja`,
  );
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'singaraja@niecindonesia.com' })).toHaveAttribute(
    'href',
    'mailto:singaraja@niecindonesia.com',
  );
  await expect(page.getByRole('link', { name: /^Chat WhatsApp/ })).toHaveAttribute('href', /wa\.me/);
  await page.getByRole('link', { name: 'Kirim Pesan Online' }).click();
  await expect(page).toHaveURL(/\/contact_us$/);
});
