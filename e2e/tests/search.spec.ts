import { test, expect } from '../support/fixtures';

// The site search (/cari, docs/decisions/014-site-search.md): one field in the header and in the mobile menu, the
// render server gathering every remote's records. The counts below are the local API's fixtures' and the guides'.

const SSR = process.env.NIEC_SSR !== '0';

test.describe('the site search', () => {
  test('the header’s field finds every kind, grouped under headings with their counts, and each result leads to its page', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/about');
    const field = page.getByRole('search').getByRole('searchbox', { name: 'Cari di situs NIEC Indonesia' });
    await field.click();
    await field.fill('indonesia');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/cari\?q=indonesia$/);
    await expect(page).toHaveTitle('Hasil pencarian “indonesia” | NIEC Indonesia');
    const headings = page.getByRole('heading', { level: 2 }).filter({ hasText: /\(\d+\)$/ });
    await expect(headings).toHaveText([
      'Panduan Negara & Kampus (8)',
      'Artikel (9)',
      'Beasiswa (23)',
      'Study Tour (4)',
      'Lowongan Kerja (3)',
      'Merchandise (1)',
    ]);
    // A group shows three and links to the rest.
    const scholarships = page.getByRole('region', { name: 'Beasiswa (23)' });
    await expect(scholarships.getByRole('listitem')).toHaveCount(3);
    await expect(scholarships.getByRole('link', { name: 'Lihat semua 23 hasil Beasiswa' })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Cari di seluruh situs' }).fill('melbourne polytechnic');
    await page.getByRole('main').getByRole('button', { name: 'Cari', exact: true }).click();
    await expect(page).toHaveURL(/\/cari\?q=melbourne\+polytechnic$/);
    const guides = page.getByRole('region', { name: 'Panduan Negara & Kampus (1)' });
    await guides.getByRole('link', { name: 'Melbourne Polytechnic' }).click();
    await expect(page).toHaveURL(/\/campus\/melbourne$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Melbourne Polytechnic' })).toBeVisible();
  });

  test('case and accents are ignored, and the matched words are marked', async ({ page }) => {
    await page.goto('/cari?q=M%C3%89LBOURNE');
    await expect(page.getByRole('heading', { name: '4 hasil untuk “MÉLBOURNE”' })).toBeVisible();
    const campus = page.getByRole('region', { name: 'Panduan Negara & Kampus (2)' });
    await expect(campus.getByRole('link', { name: 'Melbourne Polytechnic' })).toBeVisible();
    await expect(campus.locator('mark').first()).toHaveText('Melbourne');
    await expect(page.getByRole('region', { name: 'Artikel (1)' })).toContainText('Semester Pertama di Melbourne');
  });

  test('one kind, a page at a time (?jenis=), with the site’s pagination', async ({ page }) => {
    await page.goto('/cari?q=ielts');
    await page.getByRole('link', { name: 'Lihat semua 23 hasil Beasiswa' }).click();
    await expect(page).toHaveURL(/\/cari\?q=ielts&jenis=beasiswa$/);
    await expect(page.getByRole('heading', { name: '23 hasil untuk “ielts” di Beasiswa' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Beasiswa 23/ })).toHaveAttribute('aria-current', 'page');
    const results = page.getByRole('region', { name: 'Beasiswa (23)' }).getByRole('listitem');
    await expect(results).toHaveCount(12);
    await page.getByRole('navigation', { name: 'Halaman hasil Beasiswa' }).getByRole('link', { name: /2/ }).click();
    await expect(page).toHaveURL(/\/cari\?q=ielts&jenis=beasiswa&page=2$/);
    await expect(results).toHaveCount(11);
    // Back to every kind.
    await page.getByRole('link', { name: /^Semua 28/ }).click();
    await expect(page).toHaveURL(/\/cari\?q=ielts$/);
    await expect(page.getByRole('region', { name: 'Artikel (3)' })).toBeVisible();
  });

  test('an unknown word gets a suggestion, searches to try and the most-read guides', async ({ page }) => {
    await page.goto('/cari?q=australya');
    await expect(page.getByRole('heading', { name: 'Tidak ada hasil untuk “australya”' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Panduan yang paling banyak dibaca' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kuliah di Jepang' })).toHaveAttribute('href', '/country/jpn');
    await page.getByRole('link', { name: 'Australia', exact: true }).first().click();
    await expect(page).toHaveURL(/\/cari\?q=Australia$/);
    await expect(page.getByRole('heading', { name: /hasil untuk “Australia”/ })).toBeVisible();
  });

  test('an empty search opens the search page with its suggestions', async ({ page }) => {
    await page.goto('/cari');
    await expect(page.getByRole('heading', { level: 1, name: 'Cari di NIEC Indonesia' })).toBeVisible();
    await page.getByRole('link', { name: 'Beasiswa penuh' }).click();
    await expect(page).toHaveURL(/\/cari\?q=Beasiswa\+penuh$/);
    await expect(page.getByRole('heading', { name: /^\d+ hasil untuk “Beasiswa penuh”$/ })).toBeVisible();
  });
});

test.describe('the site search without JavaScript', () => {
  test.skip(!SSR, 'without the render server the page is rendered by the browser');
  test.use({ javaScriptEnabled: false });

  test('the mobile menu’s field sends the form, and the server renders the results, not for indexing', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Buka menu' }).click();
    const field = page.locator('#mobile-menu').getByRole('searchbox', { name: 'Cari di situs NIEC Indonesia' });
    await field.fill('kaos');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/cari\?q=kaos$/);
    await expect(page.getByRole('heading', { name: '2 hasil untuk “kaos”' })).toBeVisible();
    await page.getByRole('region', { name: 'Merchandise (2)' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/MerchandiseDetail\//);

    const response = await request.get('/cari?q=kaos');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    expect(html).toMatch(/<mark[^>]*>Kaos<\/mark>/);
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/cari');
  });

  test('a page past the last one of a kind is not found', async ({ request }) => {
    expect((await request.get('/cari?q=kaos&jenis=merchandise&page=2')).status()).toBe(404);
    expect((await request.get('/cari?q=kaos&jenis=resep')).status()).toBe(404);
  });
});
