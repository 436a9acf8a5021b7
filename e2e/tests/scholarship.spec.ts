import type { Locator, Page } from '@playwright/test';
import { test, expect, storedRecords, type StoredRecord } from '../support/fixtures';
import { seriousAxeViolations } from '../support/axe';
import { gotoHydrated, waitForReact } from '../support/ssr';

/** The polite live region that announces the number of results. */
const resultCount = (page: Page): Locator => page.locator('[aria-live="polite"]', { hasText: 'beasiswa ditemukan' });
const cards = (page: Page): Locator => page.getByRole('main').getByRole('article');
const isFilterPost = (url: string, method: string) => method === 'POST' && url.endsWith('/filter/scholarship');
/**
 * The answer for a new URL of the list: the render server's /__data (it makes the filter call), or on a
 * static host (NIEC_SSR=0) the loader's own POST /filter/scholarship from the browser.
 */
const isListAnswer = (url: string, method: string) =>
  isFilterPost(url, method) || (method === 'GET' && url.includes('/__data?path=%2Fscholarship'));

async function tick(page: Page, name: string) {
  const posted = page.waitForResponse((r) => isListAnswer(r.url(), r.request().method()));
  await page.getByRole('checkbox', { name, exact: true }).click();
  expect((await posted).ok()).toBeTruthy();
}

interface FilterRecord extends StoredRecord {
  received: { university: string | null; country: string | null; tipe: string | null; program: string | null };
  results: number;
}

test.describe('scholarship search on a desktop screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('ticking and unticking posts the exact multipart filter, and the server filters by it', async ({
    page,
    request,
  }) => {
    const before = new Set((await storedRecords(request, 'scholarship-filters')).map((r) => r.id));
    await gotoHydrated(page, '/scholarship');
    await expect(resultCount(page)).toHaveText('23 beasiswa ditemukan');

    await page.getByRole('button', { name: 'Negara' }).click();
    await tick(page, 'Australia');
    await expect(resultCount(page)).toHaveText('6 beasiswa ditemukan');
    await tick(page, 'New Zealand');
    await expect(resultCount(page)).toHaveText('10 beasiswa ditemukan');
    // Unticking Australia removes Australia (the old site removed by index).
    await tick(page, 'Australia');
    await expect(resultCount(page)).toHaveText('4 beasiswa ditemukan');
    await expect(page.getByRole('checkbox', { name: 'New Zealand' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Australia' })).not.toBeChecked();

    await page.getByRole('button', { name: 'Program' }).click();
    await expect(page.getByRole('button', { name: 'Negara' })).toHaveAttribute('aria-expanded', 'false');
    await tick(page, 'Master');
    await tick(page, 'Ph.D');
    await expect(resultCount(page)).toHaveText('2 beasiswa ditemukan');
    await expect(cards(page)).toHaveCount(2);
    for (const card of await cards(page).all()) await expect(card).toContainText('New Zealand');
    await expect(page).toHaveURL(/\?country=NZ&program=Master%2CPh\.D$/);

    const added = (await storedRecords(request, 'scholarship-filters')).filter(
      (r) => !before.has(r.id),
    ) as FilterRecord[];
    const received = added.map((r) => r.received);
    expect(received).toContainEqual({ university: '[]', country: '["AU"]', tipe: '[]', program: '' });
    expect(received).toContainEqual({ university: '[]', country: '["AU","NZ"]', tipe: '[]', program: '' });
    expect(received).toContainEqual({ university: '[]', country: '["NZ"]', tipe: '[]', program: '' });
    expect(received).toContainEqual({ university: '[]', country: '["NZ"]', tipe: '[]', program: 'Master,Ph.D' });
    const last = added.find((r) => r.received.program === 'Master,Ph.D');
    expect(last?.results).toBe(2);
  });

  test('the selection survives a reload, Back undoes the last tick and Reset clears everything', async ({ page }) => {
    await gotoHydrated(page, '/scholarship?country=NZ&program=Master');
    await expect(resultCount(page)).toHaveText('1 beasiswa ditemukan');
    await page.getByRole('button', { name: 'Program' }).click();
    await tick(page, 'Ph.D');
    await expect(resultCount(page)).toHaveText('2 beasiswa ditemukan');

    await page.reload();
    await waitForReact(page);
    await expect(resultCount(page)).toHaveText('2 beasiswa ditemukan');
    await page.getByRole('button', { name: 'Program' }).click();
    await expect(page.getByRole('checkbox', { name: 'Ph.D' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Master' })).toBeChecked();

    await page.goBack();
    await expect(page).toHaveURL(/\?country=NZ&program=Master$/);
    await expect(resultCount(page)).toHaveText('1 beasiswa ditemukan');
    await expect(page.getByRole('checkbox', { name: 'Ph.D' })).not.toBeChecked();

    await page.getByRole('button', { name: 'Reset', exact: true }).click();
    await expect(page).toHaveURL(/\/scholarship$/);
    await expect(resultCount(page)).toHaveText('23 beasiswa ditemukan');
    await expect(page.getByRole('checkbox', { name: 'Master' })).not.toBeChecked();
  });

  test('an empty result says so in Indonesian', async ({ page }) => {
    await gotoHydrated(page, '/scholarship?country=PL&tipe=1');
    await expect(page.getByText('Tidak ada beasiswa yang sesuai dengan filter yang dipilih.')).toBeVisible();
    await expect(resultCount(page)).toHaveText('0 beasiswa ditemukan');
    await page.getByRole('button', { name: 'Reset filter' }).click();
    await expect(resultCount(page)).toHaveText('23 beasiswa ditemukan');
  });

  test('cards show funding, programs, university and DD-MMM-YYYY dates in local time, two per row', async ({
    page,
  }) => {
    await gotoHydrated(page, '/scholarship');
    const aut = cards(page).filter({
      has: page.getByRole('heading', { name: 'AUT International Student Scholarship' }),
    });
    await expect(aut).toContainText('Partially Funded');
    await expect(aut).toContainText('Auckland University of Technology');
    await expect(aut.getByRole('list', { name: 'Program' })).toHaveCount(0);

    const [first, second, third] = await Promise.all([0, 1, 2].map((i) => cards(page).nth(i).boundingBox()));
    expect(first && second && third).toBeTruthy();
    expect(Math.abs(first!.y - second!.y)).toBeLessThan(2);
    expect(third!.y).toBeGreaterThan(first!.y + first!.height - 1);

    // The 13th of the API's list: on page 2 (12 cards a page).
    await gotoHydrated(page, '/scholarship?page=2');
    const chevening = cards(page).filter({ has: page.getByRole('heading', { name: 'Chevening Scholarship' }) });
    await expect(chevening).toContainText('United Kingdom');
    await expect(chevening).toContainText('Fully Funded');
    await expect(chevening.getByRole('list', { name: 'Program' })).toHaveText('Master');
    await expect(chevening).toContainText('Open : 05-Agt-2026');
    // The API gives 2026-12-03T16:00:00Z: in the visitor's time zone (UTC+8) that is 4 December.
    await expect(chevening).toContainText('Deadline : 04-Des-2026');
  });

  test('the Description modal opens per card and closes on Close, ×, backdrop and Escape, keeping focus inside', async ({
    page,
  }) => {
    await gotoHydrated(page, '/scholarship?page=2');
    const opener = page.getByRole('button', { name: 'Description Chevening Scholarship' });
    const dialog = page.getByRole('dialog', { name: 'Description' });

    await opener.click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Chevening Scholarship');
    await expect(dialog).toContainText('biaya kuliah penuh, tunjangan hidup, tiket pesawat dan visa');
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await dialog.getByRole('button', { name: 'Tutup' }).click();
    await expect(dialog).toBeHidden();

    await opener.click();
    await page.getByTestId('modal-backdrop').click({ position: { x: 10, y: 10 } });
    await expect(dialog).toBeHidden();

    await opener.click();
    await expect(dialog).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the search finds by university, country or name, keeps ?q= with the filters, and a search fits one page', async ({
    page,
  }) => {
    await gotoHydrated(page, '/scholarship');
    await expect(resultCount(page)).toHaveText('23 beasiswa ditemukan');
    // The spec's 23 scholarships take two pages of 12.
    const pages = page.getByRole('navigation', { name: 'Halaman daftar beasiswa' });
    await expect(pages).toContainText('Halaman 1 dari 2');

    const search = page.getByRole('searchbox', { name: 'Cari beasiswa' });
    await search.fill('canterbury');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/scholarship\?q=canterbury$/);
    await expect(resultCount(page)).toHaveText('2 beasiswa ditemukan');
    await expect(pages).toHaveCount(0);
    await page.getByRole('button', { name: 'Tipe Pendanaan' }).click();
    await tick(page, 'Fully Funded');
    await expect(page).toHaveURL(/\?q=canterbury&tipe=1$/);
    await expect(resultCount(page)).toHaveText('1 beasiswa ditemukan');
    await expect(cards(page)).toHaveText([/UC Doctoral Scholarship/]);

    // Case and accents do not matter; the country counts too.
    await search.fill('SOUTH KÖREA');
    await search.press('Enter');
    await expect(page).toHaveURL(/\?tipe=1&q=SOUTH\+K%C3%96REA$/);
    await expect(resultCount(page)).toHaveText('1 beasiswa ditemukan');
    await expect(cards(page)).toHaveText([/Global Korea Scholarship \(GKS\)/]);

    await page.getByRole('button', { name: 'Hapus', exact: true }).click();
    await expect(page).toHaveURL(/\/scholarship\?tipe=1$/);
    await expect(resultCount(page)).toHaveText('10 beasiswa ditemukan');
  });

  test('a search that finds nothing says so and clears in one step', async ({ page }) => {
    await gotoHydrated(page, '/scholarship?q=zzzz');
    await expect(page.getByText('Tidak ada beasiswa yang cocok dengan “zzzz”.')).toBeVisible();
    await expect(resultCount(page)).toHaveText('0 beasiswa ditemukan');
    await page.getByRole('link', { name: 'Hapus pencarian' }).click();
    await expect(page).toHaveURL(/\/scholarship$/);
    await expect(resultCount(page)).toHaveText('23 beasiswa ditemukan');
  });

  test('a slow earlier filter answer never overwrites the newer one', async ({ page }) => {
    await gotoHydrated(page, '/scholarship');
    await expect(resultCount(page)).toHaveText('23 beasiswa ditemukan');
    let releaseFirst: () => void = () => undefined;
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstSettled: () => void = () => undefined;
    const firstDone = new Promise<void>((resolve) => (firstSettled = resolve));
    let calls = 0;
    // Hold the first list request back (a slow network) while the second one answers: the render server's
    // /__data, or the loader's POST on a static host.
    await page.route(
      (url) => url.pathname.endsWith('/filter/scholarship') || url.pathname === '/__data',
      async (route) => {
        calls += 1;
        if (calls !== 1) return route.continue();
        await firstHeld;
        // The page may have cancelled it meanwhile; then there is nothing left to answer.
        await route.continue().catch(() => undefined);
        firstSettled();
      },
    );
    await page.getByRole('button', { name: 'Negara' }).click();
    await page.getByRole('checkbox', { name: 'Canada' }).click();
    await tick(page, 'South Korea');
    await expect(resultCount(page)).toHaveText('6 beasiswa ditemukan');
    releaseFirst();
    await firstDone;
    await expect(resultCount(page)).toHaveText('6 beasiswa ditemukan');
    await expect(cards(page).filter({ hasText: 'Global Korea Scholarship (GKS)' })).toHaveCount(1);
  });
});

test.describe('scholarship search on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('cards stack one per row and the filter groups start collapsed', async ({ page }) => {
    await gotoHydrated(page, '/scholarship');
    await expect(resultCount(page)).toHaveText('23 beasiswa ditemukan');
    for (const name of ['University', 'Negara', 'Tipe Pendanaan', 'Program']) {
      await expect(page.getByRole('button', { name, exact: true })).toHaveAttribute('aria-expanded', 'false');
    }
    const first = await cards(page).nth(0).boundingBox();
    const second = await cards(page).nth(1).boundingBox();
    expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
    expect(first!.width).toBeGreaterThan(330);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('the first load of /scholarship does not download the booking form libraries', async ({ page }) => {
    const reads: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') reads.push(response.text().catch(() => ''));
    });
    await gotoHydrated(page, '/scholarship');
    await expect(resultCount(page)).toHaveText('23 beasiswa ditemukan');
    const bodies = await Promise.all(reads);
    expect(bodies.some((b) => b.includes('scholarship-filter') || b.includes('beasiswa ditemukan'))).toBe(true);
    expect(bodies.some((b) => /FormikContext|is a required field/.test(b))).toBe(false);
  });
});
