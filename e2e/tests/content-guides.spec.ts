import { test, expect } from '../support/fixtures';
import { COUNTRY_GUIDES } from '../support/routes';
import { gotoHydrated } from '../support/ssr';

// Playwright waits for local-api only; the render server (NIEC_SSR=1) may still be warming its workers.
test.beforeAll(async ({ request }) => {
  await expect
    .poll(async () => (await request.get('/').catch(() => null))?.ok() ?? false, { timeout: 60_000 })
    .toBe(true);
});

// About, country guides and campus pages: fixed marketing content of the content remote.

test('the about page shows Dream, Act, Succeed and six reasons to choose NIEC', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tentang NIEC Indonesia');
  const motivation = page.getByRole('region', { name: 'Dream, Act, Succeed' });
  for (const word of ['Dream', 'Act', 'Succeed']) {
    await expect(motivation.getByRole('heading', { level: 3, name: word, exact: true })).toBeVisible();
  }
  const reasons = page.getByRole('region', { name: 'Enam Alasan Memilih NIEC Indonesia' });
  await expect(reasons.getByRole('listitem')).toHaveCount(6);
});

for (const [code, name] of COUNTRY_GUIDES) {
  test(`the ${code} guide has a banner, Open Graph tags and every section filled`, async ({ page }) => {
    await page.goto(`/country/${code}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Kuliah di ${name}`);
    await expect(page).toHaveTitle(`Kuliah di ${name} | NIEC Indonesia`);
    const banner = page.getByRole('img', { name: `Ilustrasi ikon kota di ${name}` });
    await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // Link previews show PNG only: the render server draws the guide's card, its banner inside.
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/og\/country\/\w+\.png$/);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
    await expect(page.getByRole('heading', { level: 2, name: /^Mengapa / })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Mengapa / }).getByRole('listitem')).not.toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Jenis Kampus' }).getByRole('listitem')).not.toHaveCount(0);
    const costs = page.getByRole('region', { name: 'Estimasi Biaya Hidup' });
    for (const label of ['Tempat Tinggal', 'Makan', 'Transportasi', 'Gaji Part-time']) {
      await expect(costs.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(costs.getByRole('definition')).toHaveCount(4);
    for (const cost of await costs.getByRole('definition').all()) await expect(cost).toContainText('Rp ');
    await expect(page.getByRole('region', { name: 'Kota Pilihan' }).getByRole('listitem')).not.toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Tempat Menarik' }).getByRole('listitem')).not.toHaveCount(0);
    await expect(page.locator('main')).not.toContainText(/lorem|ipsum/i);
  });
}

test('the Germany guide says what the spec says', async ({ page }) => {
  await page.goto('/country/ger');
  await expect(page.getByText('Guide to Living and Study')).toBeVisible();
  const why = page.getByRole('region', { name: 'Mengapa Germany' });
  await expect(why).toContainText('Kuliah gratis di universitas negeri');
  await expect(why).toContainText('Studienkolleg');
  await expect(why).toContainText('Bahasa Jerman di universitas negeri');
  await expect(why).toContainText('Kampus swasta berbahasa Inggris');
  await expect(why).toContainText('Blocked account untuk visa');
  const campus = page.getByRole('region', { name: 'Jenis Kampus' }).getByRole('listitem');
  await expect(campus).toHaveCount(2);
  await expect(campus.nth(0)).toContainText('Pemerintah');
  await expect(campus.nth(0)).toContainText('Bahasa Jerman');
  await expect(campus.nth(0)).toContainText('S-1 s/d S-3');
  await expect(campus.nth(1)).toContainText('Swasta');
  await expect(campus.nth(1)).toContainText('Bahasa Inggris');
  await expect(campus.nth(1)).toContainText('S-1 s/d S-2');
  const costs = page.getByRole('region', { name: 'Estimasi Biaya Hidup' });
  await expect(costs).toContainText('Rp 5,5 juta');
  await expect(costs).toContainText('Rp 2,3 ribu');
  await expect(costs).toContainText('Rp 780 ribu');
  await expect(costs).toContainText('Rp 150 ribu');
  await expect(costs.getByText('per minggu', { exact: true })).toHaveCount(3);
  await expect(costs.getByText('per jam', { exact: true })).toHaveCount(1);
  const cities = page.getByRole('region', { name: 'Kota Pilihan' }).getByRole('heading', { level: 3 });
  await expect(cities).toHaveText(['Berlin', 'Munich', 'Frankfurt', 'Hamburg', 'Stuttgart']);
  await expect(page.getByRole('heading', { level: 3, name: /Cologne Cathedral/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Kastil Neuschwanstein' })).toBeVisible();
});

test('the Hungary guide says what the spec says', async ({ page }) => {
  await page.goto('/country/hun');
  const why = page.getByRole('region', { name: 'Mengapa Hungaria' });
  await expect(why.getByRole('listitem')).toHaveCount(6);
  await expect(why).toContainText('peringkat 15 dari 165');
  await expect(why).toContainText('70% lebih murah dari Amerika Serikat');
  await expect(why).toContainText('kedokteran');
  const campus = page.getByRole('region', { name: 'Jenis Kampus' }).getByRole('listitem');
  await expect(campus).toHaveCount(1);
  await expect(campus).toContainText('University');
  await expect(campus).toContainText('Pemerintah dan Swasta');
  await expect(campus).toContainText('S-1 s/d S-3');
  const costs = page.getByRole('region', { name: 'Estimasi Biaya Hidup' });
  await expect(costs).toContainText('Rp 500 ribu');
  await expect(costs).toContainText('Rp 1,5 juta');
  await expect(costs).toContainText('Rp 200 ribu');
  await expect(costs).toContainText('Rp 10 - 15 juta');
  await expect(costs.getByText('per bulan', { exact: true })).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'Kota Pilihan' }).getByRole('heading', { level: 3 })).toHaveText([
    'Budapest',
    'Pecs',
  ]);
  await expect(page.getByRole('heading', { level: 3, name: 'Gedung Parlemen Hungaria' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Basilika Santo Stefanus' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Gedung Opera Negara Hungaria' })).toBeVisible();
});

test('Australia and the UK carry the figures the spec quotes', async ({ page }) => {
  await page.goto('/country/aus');
  const aus = page.getByRole('region', { name: 'Estimasi Biaya Hidup' });
  await expect(aus.getByRole('definition').filter({ hasText: 'Rp 1,2 juta' })).toContainText('per minggu');
  await expect(aus.getByRole('definition').filter({ hasText: 'Rp 200 ribu' })).toContainText('per jam');
  await page.goto('/country/eng');
  await expect(page.getByText(/20 jam kerja per minggu/).first()).toBeVisible();
});

test('an unknown country code shows the 404 page', async ({ page }) => {
  await page.goto('/country/xyz');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Halaman tidak ditemukan');
  await expect(page).toHaveTitle('Halaman tidak ditemukan | NIEC Indonesia');
  await expect(page.getByRole('banner')).toBeVisible();
});

test.describe('campus pages', () => {
  test('Melbourne Polytechnic: header, promo until a date, Keunggulan first and Biaya by keyboard', async ({
    page,
  }) => {
    // The arrow keys move between the tabs with script (before it, each tab is a link Tab and Enter reach).
    await gotoHydrated(page, '/campus/melbourne');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Melbourne Polytechnic');
    await expect(page.getByText('Melbourne, Victoria, Australia')).toBeVisible();
    await expect(page.getByText('77 St Georges Road, Preston VIC 3072, Australia')).toBeVisible();
    const header = page.getByRole('img', { name: 'Ilustrasi kampus Melbourne Polytechnic' });
    await expect.poll(() => header.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const promo = page.getByRole('complementary', { name: 'Beasiswa Mahasiswa Internasional' });
    await expect(promo.getByText('$2,500', { exact: true })).toBeVisible();
    await expect(promo).toContainText('Berlaku Sampai 30 Juni 2027');
    await expect(promo.getByRole('listitem')).toHaveCount(4);

    const keunggulan = page.getByRole('tab', { name: 'Keunggulan' });
    const biaya = page.getByRole('tab', { name: 'Biaya' });
    await expect(keunggulan).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Keunggulan' })).toBeVisible();
    await keunggulan.focus();
    await page.keyboard.press('ArrowRight');
    await expect(biaya).toBeFocused();
    await expect(biaya).toHaveAttribute('aria-selected', 'true');
    const fees = page.getByRole('tabpanel', { name: 'Biaya' });
    await expect(fees.getByRole('row', { name: /Biaya kuliah/ })).toContainText('$8,000 per semester');
    await expect(fees.getByRole('row', { name: /Beasiswa/ })).toContainText('$2,500');
    await expect(page.getByRole('tabpanel', { name: 'Keunggulan' })).toBeHidden();
    await page.keyboard.press('Home');
    await expect(keunggulan).toHaveAttribute('aria-selected', 'true');

    const programs = page.getByRole('region', { name: 'Program Studi Unggulan' }).getByRole('listitem');
    await expect(programs).toHaveCount(6);
  });

  test('ECU and TAFE International Western Australia have their own profiles', async ({ page }) => {
    for (const [id, name] of [
      ['ecu', 'Edith Cowan University'],
      ['tafe', 'TAFE International Western Australia'],
    ]) {
      await page.goto(`/campus/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name!);
      await expect(page).toHaveTitle(`${name} | NIEC Indonesia`);
      await expect(page.getByText(/^Berlaku Sampai/)).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Keunggulan' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('region', { name: 'Program Studi Unggulan' }).getByRole('listitem')).toHaveCount(6);
    }
  });

  test('an unknown campus id shows the 404 page', async ({ page }) => {
    await page.goto('/campus/harvard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Halaman tidak ditemukan');
  });
});
