import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { test, expect, storedRecords } from '../support/fixtures';
import { gotoWithHeldScripts } from '../support/held-scripts';
import { baseUrl } from '../support/env';
import { CART_KEY } from '../../scripts/lib/cart-seed.mjs';

// The first seconds of a server-rendered page (docs/decisions/009-presses-before-hydration.md): every press on a
// control that needs script and every keystroke made while the page's scripts are still on their way is kept,
// shown as taken, and carried out once the page is hydrated, exactly once, in the order made. Each test presses or
// types while the script files are held back, then lets them through.

const FIXTURES = path.resolve(__dirname, '..', 'fixtures', 'careers');
const CV = path.join(FIXTURES, 'cv.pdf');
const IJAZAH = path.join(FIXTURES, 'ijazah.jpg');
const ENGLISH = path.join(FIXTURES, 'english-certificate.png');

const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;

interface StoredLine {
  id: number;
  code_product: string;
  quantity: number;
}

/** The cart as the shop stored it in the visitor's browser: the lines, in the order they were added. */
async function storedCartLines(page: Page): Promise<StoredLine[]> {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), CART_KEY);
  if (!raw) return [];
  return (JSON.parse(raw) as { state: { items: StoredLine[] } }).state.items;
}

const badge = (page: Page): Locator => page.getByRole('link', { name: /^Keranjang belanja/ });

/** A kept press is shown as taken: busy for assistive technology, outlined and pulsing on screen. */
async function expectTaken(control: Locator): Promise<void> {
  await expect(control).toHaveAttribute('aria-busy', 'true');
  await expect(control).toHaveAttribute('data-press-queued', '');
  await expect(control).toHaveCSS('cursor', 'progress');
  await expect(control).toHaveCSS('outline-style', 'solid');
}

async function expectNotBusy(control: Locator): Promise<void> {
  await expect(control).not.toHaveAttribute('aria-busy', 'true');
  await expect(control).not.toHaveAttribute('data-press-queued');
}

test.describe('presses before hydration', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('Add to Cart on the list, pressed while the scripts load: shown as taken, then in the cart exactly once', async ({
    page,
  }) => {
    const scripts = await gotoWithHeldScripts(page, '/merchandise');
    const kaos = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Kaos NIEC Study Abroad' }) });
    const add = kaos.getByRole('button', { name: 'Add to Cart' });
    await add.click();
    expect(scripts.held(), 'the page is still waiting for its scripts').toBeGreaterThan(0);
    await expectTaken(add);
    await expect(badge(page)).toHaveAccessibleName('Keranjang belanja, 0 produk');

    await scripts.release();

    await expect(badge(page)).toHaveAccessibleName('Keranjang belanja, 1 produk');
    await expect(kaos.getByRole('button', { name: /^In Cart/ })).toBeVisible();
    await expectNotBusy(kaos.getByRole('button', { name: /^In Cart/ }));
    expect(await storedCartLines(page)).toEqual([expect.objectContaining({ code_product: 'NIEC-001', quantity: 1 })]);
  });

  test('two presses before hydration are carried out in the order they were made, not in page order', async ({
    page,
  }) => {
    const scripts = await gotoWithHeldScripts(page, '/merchandise');
    const card = (name: string) =>
      page.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });
    // The third card first, then the first: the order of the presses decides, not the order on the page.
    const cards = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Add to Cart' }) });
    const names = await cards.getByRole('link').allTextContents();
    const [first, second] = [names[2]!, names[0]!];
    await card(first).getByRole('button', { name: 'Add to Cart' }).click();
    await card(second).getByRole('button', { name: 'Add to Cart' }).click();
    await expectTaken(card(second).getByRole('button', { name: 'Add to Cart' }));

    await scripts.release();

    await expect(badge(page)).toHaveAccessibleName('Keranjang belanja, 2 produk');
    const lines = await storedCartLines(page);
    expect(lines.map((line) => line.quantity)).toEqual([1, 1]);
    await page
      .getByRole('group', { name: 'Tampilan toko' })
      .getByRole('button', { name: /^Keranjang/ })
      .click();
    const cart = page.getByRole('list').filter({ has: page.getByRole('button', { name: /^Hapus / }) });
    await expect(cart.getByRole('heading', { level: 3 })).toHaveText([first, second]);
  });

  test('Add to Cart on a product page, pressed twice while the scripts load, adds the product once', async ({
    page,
  }) => {
    const scripts = await gotoWithHeldScripts(page, '/MerchandiseDetail/NIEC-001');
    const add = page.getByRole('main').getByRole('button', { name: 'Add to Cart' });
    await add.click();
    await expectTaken(add);
    // A second press (the visitor was unsure) is kept too; carried out after the first, it meets 'In Cart'.
    await add.click();

    await scripts.release();

    await expect(badge(page)).toHaveAccessibleName('Keranjang belanja, 1 produk');
    await expect(page.getByRole('main').getByRole('link', { name: 'Lihat Keranjang' })).toBeVisible();
    expect(await storedCartLines(page)).toEqual([expect.objectContaining({ code_product: 'NIEC-001', quantity: 1 })]);
  });

  test('More Info on a tour, pressed while the scripts load, opens the booking form for that tour', async ({
    page,
  }) => {
    const scripts = await gotoWithHeldScripts(page, '/study_tour');
    const moreInfo = page.getByRole('button', { name: 'More Info Seoul' });
    await moreInfo.click();
    await expectTaken(moreInfo);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await scripts.release();

    const dialog = page.getByRole('dialog', { name: 'Pendaftaran Study Tour' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Negara Tujuan')).toHaveValue('South Korea');
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expectNotBusy(moreInfo);
  });

  test("'Tampilkan peta interaktif', pressed while the scripts load, puts the branch's map in the picture's place", async ({
    page,
  }) => {
    const scripts = await gotoWithHeldScripts(page, '/contact_us');
    const panel = page.getByRole('tabpanel', { name: 'Denpasar' });
    const show = panel.getByRole('button', { name: 'Tampilkan peta interaktif Denpasar' });
    await show.click();
    expect(scripts.held(), 'the page is still waiting for its scripts').toBeGreaterThan(0);
    await expectTaken(show);
    await expect(page.locator('iframe')).toHaveCount(0);

    await scripts.release();

    const frame = panel.locator('iframe[title="Peta lokasi kantor NIEC Indonesia Denpasar"]');
    await expect(frame).toBeFocused();
    await expect(page.frameLocator('iframe').getByText('NIEC Indonesia Denpasar')).toBeVisible();
    await expect(panel.getByRole('button', { name: /Tampilkan peta interaktif/ })).toHaveCount(0);
    await expect(page.locator('iframe'), 'one press, one map').toHaveCount(1);
  });
});

test.describe('input before hydration', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the application typed and its files picked while the scripts load is sent as entered, files included', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('dini');
    const scripts = await gotoWithHeldScripts(page, '/career/digital-marketing-specialist-denpasar');
    const form = page.getByRole('form', { name: 'Formulir lamaran' });
    const field = (name: string) => form.locator(`[name="${name}"]`);
    await field('first_name').fill('Kadek');
    await field('last_name').fill('Pratama');
    await field('email').fill(email);
    await field('no_hp').fill('081234567890');
    await field('place_birth').fill('Singaraja');
    await field('date_birth').fill('1997-08-17');
    await field('gender').selectOption({ label: 'Laki-laki' });
    await field('maried').selectOption({ label: 'Belum Menikah' });
    await field('religion').selectOption({ label: 'Hindi' });
    await field('address').fill('Jl. Gatot Subroto No. 10');
    await field('current_province').selectOption({ label: 'Bali' });
    await field('text_promosi_diri').fill('Tiga tahun mengelola kampanye digital.');
    await field('file_cv').setInputFiles(CV);
    await field('file_ijazah').setInputFiles(IJAZAH);
    await field('file_english').setInputFiles(ENGLISH);
    expect(scripts.held(), 'all of it typed before any script ran').toBeGreaterThan(0);

    await scripts.release();

    // Still there, and the form knows it: the city list of the chosen province loads, sizes of the files show.
    await expect(field('first_name')).toHaveValue('Kadek');
    await expect(field('gender')).toHaveValue('L');
    const city = field('current_city');
    await expect(city.getByRole('option', { name: 'Kota Denpasar' })).toBeAttached();
    await expect(form.getByText(/^Ukuran file:/)).toHaveCount(3);
    expect(await field('file_cv').evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe('cv.pdf');
    await city.selectOption({ label: 'Kota Denpasar' });
    await form.getByRole('checkbox', { name: 'Saya bukan robot' }).check();
    await form.getByRole('button', { name: 'Apply' }).click();

    await expect(page.getByRole('dialog', { name: 'Berkas Lamaran Anda Telah Terkirim' })).toBeVisible();
    await expect(form.getByText('Nama depan wajib diisi')).toHaveCount(0);
    const stored = (await storedRecords(request, 'applications')).find((record) => record.email === email);
    expect(stored).toMatchObject({
      first_name: 'Kadek',
      last_name: 'Pratama',
      no_hp: '081234567890',
      place_birth: 'Singaraja',
      date_birth: '1997-08-17',
      gender: 'L',
      maried: 'S',
      religion: '4',
      address: 'Jl. Gatot Subroto No. 10',
      current_province: '51',
      current_city: '5101',
      text_promosi_diri: 'Tiga tahun mengelola kampanye digital.',
    });
    const files = (stored?.files ?? []) as { field: string; filename: string; path: string }[];
    expect(files.map((f) => [f.field, f.filename])).toEqual([
      ['file_cv', 'cv.pdf'],
      ['file_ijazah', 'ijazah.jpg'],
      ['file_english', 'english-certificate.png'],
    ]);
    expect(fs.readFileSync(files[0]!.path).equals(fs.readFileSync(CV))).toBe(true);
  });

  test('the contact form typed into while the scripts load and sent after hydration stores what was typed', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('ayu');
    const scripts = await gotoWithHeldScripts(page, '/contact_us');
    const form = page.getByRole('form', { name: 'Formulir Konsultasi' });
    await form.getByLabel(/^Nama Lengkap/).fill('Putu Ayu Lestari');
    await form.getByLabel(/^Pendidikan Terakhir/).selectOption('Sarjana (S1)');
    await form.getByLabel(/^Nomor Telepon/).fill('081234567890');
    await form.getByLabel(/^Email/).fill(email);
    await form.getByLabel(/^Asal Sekolah/).fill('Universitas Udayana');
    await form.getByLabel(/^Pesan/).fill('Saya ingin konsultasi S-2 di Australia.');

    await scripts.release();

    await expect(form.getByLabel(/^Nama Lengkap/)).toHaveValue('Putu Ayu Lestari');
    await form.getByRole('button', { name: 'Kirim Pesan' }).click();
    await expect(page).toHaveURL(`${baseUrl}/contact_us?terkirim=1`);
    expect((await storedRecords(request, 'contact')).find((r) => r.email === email)).toMatchObject({
      name: 'Putu Ayu Lestari',
      last_education: 'Sarjana (S1)',
      phone: '081234567890',
      school: 'Universitas Udayana',
      message: 'Saya ingin konsultasi S-2 di Australia.',
    });
  });
});
