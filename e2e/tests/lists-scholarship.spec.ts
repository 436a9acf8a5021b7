import http from 'node:http';
import type { Locator, Page } from '@playwright/test';
import { grownTest as test, expect, GROWN_SCHOLARSHIP, type GrownSite } from '../support/grown-site';
import { visibleText, waitForHydration } from '../support/ssr';

// /scholarship and /study_tour with the API's data grown (docs/decisions/006-lists-that-grow.md): 1,000 scholarships and
// 100 tours, from a local-api at LOCAL_API_SEED_SCALE=1000 behind a render server of its own
// (support/grown-site.ts). Every view holds at most 24 cards (12 scholarships or tours) and 1,500 elements, and its document
// plus data stays under 150 KB compressed.
test.skip(process.env.NIEC_SSR === '0', 'the grown site is served by a render server of its own (NIEC_SSR=0)');

const MAX_ELEMENTS = 1_500;
/** Tours a page (TOURS_PER_PAGE of the study tour loader: tour cards are the tallest, 12 of them a page). */
const TOURS_PER_PAGE = 12;
/** Scholarship cards a page (remotes/scholarship SCHOLARSHIPS_PER_PAGE). */
const SCHOLARSHIPS_PER_PAGE = 12;
const MAX_COMPRESSED_BYTES = 150 * 1024;

const cards = (page: Page): Locator => page.getByRole('main').getByRole('article');
const cardNames = (page: Page): Promise<string[]> => cards(page).getByRole('heading', { level: 3 }).allTextContents();
const resultCount = (page: Page): Locator => page.locator('[aria-live="polite"]', { hasText: 'beasiswa ditemukan' });
const elementCount = (page: Page): Promise<number> => page.evaluate(() => document.getElementsByTagName('*').length);
const isScholarshipData = (url: string) => url.includes('/__data?path=%2Fscholarship');

interface RawScholarship {
  scholarship_name: string;
  scholarship_type: number | string;
  country: { countrycode: string; countryname: string };
}

/** The number of tours the grown API holds. */
async function apiTourCount(site: GrownSite): Promise<number> {
  const response = await fetch(`${site.apiBase}/website/study-tour`, { headers: { Accept: 'application/json' } });
  return ((await response.json()) as { data: unknown[] }).data.length;
}

/** The API's list, in its order (the order the site shows). */
async function apiScholarships(site: GrownSite): Promise<RawScholarship[]> {
  const response = await fetch(`${site.apiBase}/website/scholarship`, { headers: { Accept: 'application/json' } });
  return ((await response.json()) as { data: RawScholarship[] }).data;
}

/** A URL's bytes on the wire as a browser asks for it (compressed), and its status. */
function onTheWire(url: string, accept = 'text/html'): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { accept, 'accept-encoding': 'br, gzip' } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes }));
      })
      .on('error', reject);
  });
}

test.describe('/scholarship with 1,000 scholarships', () => {
  test.setTimeout(120_000);
  test.use({ viewport: { width: 390, height: 844 } });

  test('holds at most 12 cards; page 2 shows the next ones, Back restores page 1', async ({ page, grownSite }) => {
    const all = await apiScholarships(grownSite);
    expect(all.length).toBeGreaterThanOrEqual(1_000);
    await page.goto(`${grownSite.url}/scholarship`);
    await waitForHydration(page);
    await expect(resultCount(page)).toHaveText(`${all.length.toLocaleString('id-ID')} beasiswa ditemukan`);
    expect(await cardNames(page)).toEqual(all.slice(0, SCHOLARSHIPS_PER_PAGE).map((s) => s.scholarship_name));
    expect(await elementCount(page)).toBeLessThanOrEqual(MAX_ELEMENTS);

    const nav = page.getByRole('navigation', { name: 'Halaman daftar beasiswa' });
    await expect(nav).toContainText(`Halaman 1 dari ${Math.ceil(all.length / SCHOLARSHIPS_PER_PAGE)}`);
    const answer = page.waitForResponse((r) => isScholarshipData(r.url()));
    await nav.getByRole('link', { name: 'Halaman 2', exact: true }).click();
    const body = (await (await answer).json()) as { data: { items: unknown[] } };
    expect(body.data.items.length).toBeLessThanOrEqual(SCHOLARSHIPS_PER_PAGE);
    await expect(page).toHaveURL(/\/scholarship\?page=2$/);
    await expect(cards(page).first()).toContainText(all[SCHOLARSHIPS_PER_PAGE]!.scholarship_name);
    expect(await cardNames(page)).toEqual(
      all.slice(SCHOLARSHIPS_PER_PAGE, 2 * SCHOLARSHIPS_PER_PAGE).map((s) => s.scholarship_name),
    );
    // The visitor starts reading page 2 at the top of the list.
    await expect(page.getByRole('heading', { level: 2, name: 'Daftar Beasiswa' })).toBeFocused();
    expect(await elementCount(page)).toBeLessThanOrEqual(MAX_ELEMENTS);

    await page.goBack();
    await expect(page).toHaveURL(/\/scholarship$/);
    await expect(cards(page).first()).toContainText(all[0]!.scholarship_name);
    expect(await cardNames(page)).toEqual(all.slice(0, SCHOLARSHIPS_PER_PAGE).map((s) => s.scholarship_name));
  });

  test("the server's HTML of ?page=2 holds page 2's names and the page links, without JavaScript", async ({
    grownSite,
  }) => {
    const all = await apiScholarships(grownSite);
    const response = await fetch(`${grownSite.url}/scholarship?page=2`, { headers: { Accept: 'text/html' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    const text = visibleText(html);
    for (const s of all.slice(SCHOLARSHIPS_PER_PAGE, 2 * SCHOLARSHIPS_PER_PAGE))
      expect(text).toContain(s.scholarship_name);
    expect(text).not.toContain(all[0]!.scholarship_name);
    expect(html).toContain('href="/scholarship?page=3"');
    expect(html).toContain('href="/scholarship"');
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/scholarship\?page=2"/);

    // A page past the last one is not found.
    const past = await fetch(`${grownSite.url}/scholarship?page=${Math.ceil(all.length / SCHOLARSHIPS_PER_PAGE) + 1}`);
    expect(past.status).toBe(404);
    expect(visibleText(await past.text())).toContain('Kembali ke halaman pertama');
  });

  test('each view transfers at most 150 KB of document plus data, compressed', async ({ grownSite }) => {
    for (const path of ['/scholarship', '/scholarship?page=2', '/scholarship?tipe=1', '/study_tour']) {
      const document = await onTheWire(`${grownSite.url}${path}`);
      expect(document.status, path).toBe(200);
      expect(document.bytes, `${path} document`).toBeLessThanOrEqual(MAX_COMPRESSED_BYTES);
      const data = await onTheWire(`${grownSite.url}/__data?path=${encodeURIComponent(path)}`, 'application/json');
      expect(data.status, path).toBe(200);
      expect(data.bytes, `${path} data`).toBeLessThanOrEqual(MAX_COMPRESSED_BYTES);
    }
  });

  test('a search by a word of a generated name finds it, keeps ?q=, and combines with a ticked filter', async ({
    page,
    grownSite,
  }) => {
    const all = await apiScholarships(grownSite);
    const target = all.find((s) => s.scholarship_name === GROWN_SCHOLARSHIP.name)!;
    const other = all.find((s) => s.country.countrycode !== target.country.countrycode)!;
    await page.goto(`${grownSite.url}/scholarship`);
    await waitForHydration(page);

    const search = page.getByRole('searchbox', { name: 'Cari beasiswa' });
    await search.fill(GROWN_SCHOLARSHIP.word.toLowerCase());
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`\\?q=${GROWN_SCHOLARSHIP.word.toLowerCase()}$`));
    await expect(resultCount(page)).toHaveText('1 beasiswa ditemukan');
    expect(await cardNames(page)).toEqual([GROWN_SCHOLARSHIP.name]);
    await expect(page.getByRole('navigation', { name: 'Halaman daftar beasiswa' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Negara', exact: true }).click();
    await page.getByRole('checkbox', { name: target.country.countryname, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`\\?q=${GROWN_SCHOLARSHIP.word.toLowerCase()}&country=`));
    await expect(page.getByRole('button', { name: `Hapus filter ${target.country.countryname}` })).toBeVisible();
    await expect(resultCount(page)).toHaveText('1 beasiswa ditemukan');
    expect(await cardNames(page)).toEqual([GROWN_SCHOLARSHIP.name]);

    // Another country only: the search and the filter together find nothing.
    await page.getByRole('checkbox', { name: target.country.countryname, exact: true }).click();
    await page.getByRole('checkbox', { name: other.country.countryname, exact: true }).click();
    await expect(
      page.getByText(
        `Tidak ada beasiswa yang cocok dengan “${GROWN_SCHOLARSHIP.word.toLowerCase()}” pada filter yang dipilih.`,
      ),
    ).toBeVisible();
    await expect(resultCount(page)).toHaveText('0 beasiswa ditemukan');
  });

  test('a filter change goes back to page 1; the browser asks only /__data (at most 12 items), never the filter', async ({
    page,
    grownSite,
  }) => {
    const filterCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/filter/scholarship')) filterCalls.push(`${request.method()} ${request.url()}`);
    });
    await page.goto(`${grownSite.url}/scholarship?page=3`);
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Halaman daftar beasiswa' });
    await expect(nav.getByRole('link', { name: 'Halaman 3', exact: true })).toHaveAttribute('aria-current', 'page');

    await page.getByRole('button', { name: 'Tipe Pendanaan', exact: true }).click();
    const answer = page.waitForResponse((r) => isScholarshipData(r.url()));
    await page.getByRole('checkbox', { name: 'Fully Funded', exact: true }).click();
    const response = await answer;
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { data: { items: unknown[]; page: number; total: number } };
    expect(body.data.page).toBe(1);
    expect(body.data.items.length).toBeLessThanOrEqual(SCHOLARSHIPS_PER_PAGE);
    await expect(page).toHaveURL(/\/scholarship\?tipe=1$/);
    await expect(nav.getByRole('link', { name: 'Halaman 1', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(resultCount(page)).toHaveText(`${body.data.total.toLocaleString('id-ID')} beasiswa ditemukan`);
    await expect(cards(page)).toHaveCount(SCHOLARSHIPS_PER_PAGE);
    // The checkbox the visitor used keeps focus (the list does not pull it away).
    await expect(page.getByRole('checkbox', { name: 'Fully Funded', exact: true })).toBeFocused();
    expect(await elementCount(page)).toBeLessThanOrEqual(MAX_ELEMENTS);
    expect(filterCalls, 'the browser itself never calls /filter/scholarship').toEqual([]);
  });
});

test.describe('/study_tour with 100 tours', () => {
  test.setTimeout(120_000);

  for (const width of [390, 1280]) {
    test(`holds 12 tours a page with page links, and page 2 books like page 1 (${width} px)`, async ({
      page,
      grownSite,
    }) => {
      const pageCount = Math.ceil((await apiTourCount(grownSite)) / TOURS_PER_PAGE);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${grownSite.url}/study_tour`);
      await waitForHydration(page);
      const tours = page.locator('#paket-tour').getByRole('article');
      await expect(tours).toHaveCount(TOURS_PER_PAGE);
      expect(await elementCount(page)).toBeLessThanOrEqual(MAX_ELEMENTS);
      const nav = page.getByRole('navigation', { name: 'Halaman daftar study tour' });
      await expect(nav).toContainText(`Halaman 1 dari ${pageCount}`);
      const firstOnPage1 = await tours.first().getByRole('heading', { level: 3 }).textContent();

      await nav.getByRole('link', { name: 'Halaman 2', exact: true }).click();
      await expect(page).toHaveURL(/\/study_tour\?page=2$/);
      await expect(tours.first().getByRole('heading', { level: 3 })).not.toHaveText(firstOnPage1 ?? '');
      await expect(tours).toHaveCount(TOURS_PER_PAGE);
      await expect(page.getByRole('heading', { level: 2, name: 'Paket Study Tour' })).toBeFocused();
      expect(await elementCount(page)).toBeLessThanOrEqual(MAX_ELEMENTS);

      await tours
        .first()
        .getByRole('button', { name: /^More Info/ })
        .click();
      await expect(page.getByRole('dialog', { name: 'Pendaftaran Study Tour' })).toBeVisible();
    });
  }

  test("the server's HTML of the last page holds the last tours; the page after it is not found", async ({
    grownSite,
  }) => {
    const count = await apiTourCount(grownSite);
    const last = Math.ceil(count / TOURS_PER_PAGE);
    const response = await fetch(`${grownSite.url}/study_tour?page=${last}`, { headers: { Accept: 'text/html' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`href="/study_tour?page=${last - 1}"`);
    // Each tour card is labelled by its city heading (tour-<id>).
    expect((html.match(/aria-labelledby="tour-/g) ?? []).length).toBe(count - (last - 1) * TOURS_PER_PAGE);
    expect((await fetch(`${grownSite.url}/study_tour?page=${last + 1}`)).status).toBe(404);
  });
});
