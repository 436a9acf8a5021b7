import type { Locator, Page } from '@playwright/test';
import { test, expect, storedRecords } from '../support/fixtures';
import { baseUrl } from '../support/env';

// A visitor whose browser runs no script at all (docs/decisions/007-platform-first-controls.md): menus, tabs, the
// article categories, the scholarship filter, search, a tour's itinerary and the contact form work from the
// server's HTML alone; where script is truly needed, the page says so in Indonesian instead of showing dead controls.
test.skip(process.env.NIEC_SSR === '0', 'without script a static host shows nothing: there is no server HTML');
test.use({ javaScriptEnabled: false });

const resultCount = (page: Page): Locator => page.getByText(/\d+ beasiswa ditemukan/);
const scholarshipCards = (page: Page): Locator => page.getByRole('main').getByRole('article');

test.describe('header on a desktop screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('Study Abroad, Our Services and Event open by mouse and by keyboard', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Menu utama' });
    await expect(nav.locator('a[href="/country/aus"]')).toBeHidden();
    await nav.getByRole('button', { name: 'Study Abroad' }).click();
    for (const code of ['aus', 'can', 'pol', 'kor', 'jpn', 'usa', 'tur', 'nzl', 'che', 'ger', 'hun']) {
      await expect(nav.locator(`a[href="/country/${code}"]`)).toBeVisible();
    }
    await nav.getByRole('button', { name: 'Our Services' }).focus();
    await page.keyboard.press('Enter');
    await expect(nav.getByRole('link', { name: /^SIM Card Canada/ })).toBeVisible();
    await nav.getByRole('button', { name: 'Event' }).focus();
    await page.keyboard.press('Space');
    await expect(nav.getByRole('link', { name: /^World Education Festival/ })).toBeVisible();

    await nav.locator('a[href="/country/kor"]').click();
    await expect(page).toHaveURL(`${baseUrl}/country/kor`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('header on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu button opens the mobile menu and its groups, and a link in it navigates', async ({ page }) => {
    await page.goto('/about');
    const menu = page.getByRole('navigation', { name: 'Menu seluler' });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Buka menu' }).click();
    await expect(menu).toBeVisible();
    // The stylesheet names the button after the menu's state, without script too.
    await expect(page.getByRole('button', { name: 'Tutup menu' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Jepang' })).toBeHidden();
    await menu.getByRole('button', { name: 'Study Abroad' }).click();
    await menu.getByRole('button', { name: 'Event' }).click();
    // Each group opens on its own.
    await expect(menu.getByRole('link', { name: /^Info Session/ })).toBeVisible();
    await menu.getByRole('link', { name: 'Jepang' }).click();
    await expect(page).toHaveURL(`${baseUrl}/country/jpn`);
    await expect(page.getByRole('navigation', { name: 'Menu seluler' })).toBeHidden();
  });
});

test('the contact page switches branch tabs: the server answers the link with that branch selected', async ({
  page,
}) => {
  await page.goto('/contact_us');
  const tabs = page.getByRole('tablist', { name: 'Kantor cabang' });
  await expect(tabs.getByRole('tab', { name: 'Denpasar' })).toHaveAttribute('aria-selected', 'true');
  await tabs.getByRole('tab', { name: 'Makassar' }).click();
  await expect(page).toHaveURL(`${baseUrl}/contact_us?tab=makassar#kantor-cabang`);
  await expect(tabs.getByRole('tab', { name: 'Makassar' })).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tab', { name: 'Denpasar' })).toHaveAttribute('aria-selected', 'false');
  const panel = page.getByRole('tabpanel', { name: 'Makassar' });
  await expect(panel).toContainText('Senin - Jumat');
  await expect(panel).toContainText('09:00-18:00 WITA');
  await expect(page.getByRole('tabpanel', { name: 'Denpasar' })).toBeHidden();
});

test("the campus page's 'Biaya' tab shows the fees", async ({ page }) => {
  await page.goto('/campus/melbourne');
  await page.getByRole('tab', { name: 'Biaya' }).click();
  await expect(page).toHaveURL(`${baseUrl}/campus/melbourne?tab=biaya#keunggulan-biaya`);
  await expect(page.getByRole('tab', { name: 'Biaya' })).toHaveAttribute('aria-selected', 'true');
  const fees = page.getByRole('tabpanel', { name: 'Biaya' });
  await expect(fees.getByRole('row', { name: /Biaya kuliah/ })).toContainText('$8,000 per semester');
  await expect(page.getByRole('tabpanel', { name: 'Keunggulan' })).toBeHidden();
});

test('a category on /artikel is a link the server answers with that category only', async ({ page }) => {
  await page.goto('/artikel');
  const filter = page.getByRole('group', { name: 'Kategori' });
  await expect(filter.getByRole('radio', { name: /^Semua Artikel/ })).toBeChecked();
  const beasiswa = filter.getByRole('radio', { name: /^Beasiswa \d+$/ });
  const count = Number((await beasiswa.textContent())?.match(/\d+$/)?.[0]);
  expect(count).toBeGreaterThan(0);
  await beasiswa.click();
  await expect(page).toHaveURL(`${baseUrl}/artikel?kategori=beasiswa`);
  await expect(filter.getByRole('radio', { name: /^Beasiswa/ })).toBeChecked();
  await expect(page.getByRole('heading', { level: 2, name: 'Beasiswa', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /Baca Selengkapnya/ })).toHaveCount(count);
});

test('the article search is a GET form the server answers', async ({ page }) => {
  await page.goto('/artikel?kategori=beasiswa');
  await page.getByRole('searchbox', { name: 'Cari artikel' }).fill('Chevening');
  await page.getByRole('searchbox', { name: 'Cari artikel' }).press('Enter');
  // The category travels with the search.
  await expect(page).toHaveURL(`${baseUrl}/artikel?q=Chevening&kategori=beasiswa`);
  await expect(page.getByRole('heading', { level: 2, name: /Hasil pencarian “Chevening” di Beasiswa/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Baca Selengkapnya/ }).first()).toBeVisible();
});

test.describe('scholarship filter on a desktop screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('groups open one at a time, and ticked boxes are sent as a GET form the server answers', async ({ page }) => {
    await page.goto('/scholarship');
    await expect(resultCount(page)).toHaveText('23 beasiswa ditemukan');
    const negara = page.getByRole('button', { name: 'Negara', exact: true });
    await negara.click();
    await page.getByRole('checkbox', { name: 'Australia', exact: true }).check();
    await page.getByRole('checkbox', { name: 'New Zealand', exact: true }).check();
    await page.getByRole('button', { name: 'Terapkan filter' }).click();
    await expect(page).toHaveURL(/\/scholarship\?country=AU&country=NZ$/);
    await expect(resultCount(page)).toHaveText('10 beasiswa ditemukan');

    // The server's page opens the group of a ticked box; an unticked box leaves the selection.
    await expect(page.getByRole('checkbox', { name: 'Australia', exact: true })).toBeChecked();
    await page.getByRole('checkbox', { name: 'Australia', exact: true }).uncheck();
    // Opening another group closes Negara (the browser's exclusive <details>); its boxes stay in the form.
    await page.getByRole('button', { name: 'Program', exact: true }).click();
    await expect(page.getByRole('checkbox', { name: 'New Zealand', exact: true })).toBeHidden();
    await page.getByRole('checkbox', { name: 'Master', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Ph.D', exact: true }).check();
    await page.getByRole('button', { name: 'Terapkan filter' }).click();

    await expect(page).toHaveURL(/\/scholarship\?country=NZ&program=Master&program=Ph\.D$/);
    await expect(resultCount(page)).toHaveText('2 beasiswa ditemukan');
    await expect(scholarshipCards(page)).toHaveCount(2);
    for (const card of await scholarshipCards(page).all()) await expect(card).toContainText('New Zealand');
  });

  test('the search keeps the selection, and the filter keeps the search', async ({ page }) => {
    await page.goto('/scholarship?country=NZ');
    await page.getByRole('searchbox', { name: 'Cari beasiswa' }).fill('Doctoral');
    await page.getByRole('button', { name: 'Cari', exact: true }).click();
    await expect(page).toHaveURL(/\/scholarship\?q=Doctoral&country=NZ$/);
    const narrowed = Number((await resultCount(page).textContent())?.match(/\d+/)?.[0]);
    expect(narrowed).toBeGreaterThan(0);
    expect(narrowed).toBeLessThan(4);
    await page.getByRole('checkbox', { name: 'New Zealand', exact: true }).uncheck();
    await page.getByRole('button', { name: 'Terapkan filter' }).click();
    await expect(page).toHaveURL(/\/scholarship\?q=Doctoral$/);
    await expect(page.getByRole('searchbox', { name: 'Cari beasiswa' })).toHaveValue('Doctoral');
  });

  test("a filter chip's 'Hapus' and 'Reset' are answered by the server, the search kept", async ({ page }) => {
    await page.goto('/scholarship?q=Scholarship&country=AU&country=NZ&program=Master');
    await page.getByRole('button', { name: 'Hapus filter New Zealand' }).click();
    await expect(page).toHaveURL(/\/scholarship\?q=Scholarship&country=AU&program=Master$/);
    await expect(page.getByRole('checkbox', { name: 'New Zealand', exact: true })).not.toBeChecked();
    await expect(page.getByRole('button', { name: 'Hapus filter Australia' })).toBeVisible();
    await page.getByRole('button', { name: 'Reset', exact: true }).click();
    await expect(page).toHaveURL(/\/scholarship\?q=Scholarship$/);
    await expect(page.getByRole('list', { name: 'Filter aktif' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Reset', exact: true })).toBeDisabled();
  });
});

test('the career filter is a GET form the server answers', async ({ page }) => {
  await page.goto('/career');
  await page.getByRole('combobox', { name: 'Kategori pekerjaan' }).selectOption('Information Technology');
  await page.getByRole('button', { name: 'Cari', exact: true }).click();
  await expect(page).toHaveURL(/\/career\?area=&kategori=Information\+Technology$/);
  await expect(page.getByRole('combobox', { name: 'Kategori pekerjaan' })).toHaveValue('Information Technology');
});

test("a tour's itinerary can be read, and the booking form says it needs JavaScript", async ({ page }) => {
  await page.goto('/study_tour');
  const sydney = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Sydney', exact: true }) });
  await expect(sydney.getByText('Perjalanan sehari ke Three Sisters dan Scenic World')).toBeHidden();
  await sydney.getByRole('button', { name: 'Itenary Sydney' }).click();
  await expect(sydney.getByRole('heading', { name: /Hari 5 – Blue Mountains/ })).toBeVisible();
  await expect(sydney.getByText('Perjalanan sehari ke Three Sisters dan Scenic World')).toBeVisible();

  await expect(
    page.getByRole('status').filter({ hasText: 'Pemesanan study tour membutuhkan JavaScript.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'More Info Sydney' })).toBeHidden();
  await expect(page.getByRole('button', { name: /^Pesan!/ })).toHaveCount(0);
});

test('the contact form posts natively and comes back to the site with the thank-you', async ({ page, request }) => {
  const email = `tanpa-js-${Date.now()}-${Math.round(Math.random() * 1e6)}@contoh.id`;
  await page.goto('/contact_us');
  const form = page.getByRole('form', { name: 'Formulir Konsultasi' });
  await form.getByLabel(/^Nama Lengkap/).fill('Komang Tanpa Skrip');
  await form.getByLabel(/^Pendidikan Terakhir/).selectOption('SMA/SMK/Sederajat');
  await form.getByLabel(/^Nomor Telepon/).fill('081234567891');
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Asal Sekolah/).fill('SMAN 1 Singaraja');
  await form.getByLabel(/^Pesan/).fill('Saya ingin tahu beasiswa di Jepang.');
  await form.getByRole('button', { name: 'Kirim Pesan' }).click();

  await expect(page).toHaveURL(`${baseUrl}/contact_us?terkirim=1`);
  await expect(page.getByRole('status').filter({ hasText: 'Terima kasih, pesan Anda sudah terkirim.' })).toBeVisible();
  const records = await storedRecords(request, 'contact');
  expect(records.find((r) => r.email === email)).toMatchObject({
    name: 'Komang Tanpa Skrip',
    school: 'SMAN 1 Singaraja',
  });
});

test('the contact form is checked by the browser before it is sent: a missing field stops the post', async ({
  page,
}) => {
  await page.goto('/contact_us');
  const form = page.getByRole('form', { name: 'Formulir Konsultasi' });
  await form.getByLabel(/^Nama Lengkap/).fill('Komang');
  await form.getByRole('button', { name: 'Kirim Pesan' }).click();
  await expect(page).toHaveURL(`${baseUrl}/contact_us`);
  // What was typed stays.
  await expect(form.getByLabel(/^Nama Lengkap/)).toHaveValue('Komang');
  expect(await form.getByLabel(/^Email/).evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
});

test.describe('where script is truly needed, the page says so', () => {
  const notice = (page: Page, title: string): Locator => page.getByRole('status').filter({ hasText: title });

  test('the shop list and a product: no Add to Cart that does nothing', async ({ page }) => {
    await page.goto('/merchandise');
    await expect(notice(page, 'Keranjang belanja membutuhkan JavaScript.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kaos NIEC Study Abroad', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /Add to Cart/ })).toHaveCount(0);

    await page.goto('/MerchandiseDetail/NIEC-001');
    await expect(notice(page, 'Keranjang belanja membutuhkan JavaScript.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Kaos NIEC Study Abroad' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Add to Cart/ })).toHaveCount(0);
  });

  test('checkout says it needs JavaScript instead of loading forever', async ({ page }) => {
    await page.goto('/merchandise/checkout');
    await expect(notice(page, 'Checkout membutuhkan JavaScript.')).toBeVisible();
    await expect(page.getByText('Loading...')).toBeHidden();
  });

  test('a vacancy says the application needs JavaScript, and its form is not shown', async ({ page }) => {
    await page.goto('/career/digital-marketing-specialist-denpasar');
    await expect(page.getByRole('heading', { name: 'Apply Your Resume' })).toBeVisible();
    await expect(notice(page, 'Formulir lamaran membutuhkan JavaScript.')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Formulir lamaran' })).toBeHidden();
  });
});

test('a page the server rendered does not tell the visitor to turn JavaScript on', async ({ page }) => {
  for (const path of ['/', '/scholarship', '/contact_us']) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Aktifkan JavaScript untuk membuka situs NIEC Indonesia.')).toHaveCount(0);
  }
});
