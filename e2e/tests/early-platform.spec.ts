import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { baseUrl } from '../support/env';
import { gotoWithHeldScripts, type HeldScripts } from '../support/held-scripts';

// The first seconds of a page (docs/decisions/007-platform-first-controls.md): the server's HTML is on screen and
// none of the page's scripts has run. What the platform can do (menus, tabs, the filter, categories, search) works
// in that window, and what the visitor did there still holds once React owns the page.
test.skip(process.env.NIEC_SSR === '0', 'a static host has no server HTML: nothing to press before the scripts run');

/** Opens a page with its scripts held back, and checks they really are (nothing hydrated yet). */
async function openHeld(page: Page, url: string): Promise<HeldScripts> {
  const scripts = await gotoWithHeldScripts(page, url);
  await expect.poll(() => scripts.held()).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated ?? null)).toBeNull();
  return scripts;
}

const resultCount = (page: Page): Locator => page.locator('[aria-live="polite"]', { hasText: 'beasiswa ditemukan' });

test.describe('menus', () => {
  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the mobile menu and a group opened before hydration stay open after it, and Escape closes', async ({
      page,
    }) => {
      const scripts = await openHeld(page, '/about');
      await page.getByRole('button', { name: 'Buka menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Menu seluler' });
      await expect(menu).toBeVisible();
      await menu.getByRole('button', { name: 'Study Abroad' }).click();
      await expect(menu.getByRole('link', { name: 'Jepang' })).toBeVisible();

      await scripts.release();
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Jepang' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Tutup menu' })).toHaveAttribute('aria-expanded', 'true');
      await expect(menu.getByRole('button', { name: 'Study Abroad' })).toHaveAttribute('aria-expanded', 'true');
      // Hydrated: the menu closes on Escape as before.
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(page.getByRole('button', { name: 'Buka menu' })).toHaveAttribute('aria-expanded', 'false');
    });
  });

  test.describe('on a desktop screen', () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    test('Study Abroad opened before hydration stays open, then closes on a click outside', async ({ page }) => {
      const scripts = await openHeld(page, '/about');
      const nav = page.getByRole('navigation', { name: 'Menu utama' });
      await nav.getByRole('button', { name: 'Study Abroad' }).click();
      await expect(nav.locator('a[href="/country/aus"]')).toBeVisible();

      await scripts.release();
      await expect(nav.locator('a[href="/country/aus"]')).toBeVisible();
      await expect(nav.getByRole('button', { name: 'Study Abroad' })).toHaveAttribute('aria-expanded', 'true');
      // A click beside the menu, on the page (the open panel covers the middle of the hero).
      await page.mouse.click(8, 700);
      await expect(nav.locator('a[href="/country/aus"]')).toBeHidden();
      await expect(nav.getByRole('button', { name: 'Study Abroad' })).toHaveAttribute('aria-expanded', 'false');
    });
  });
});

test('tabs: Makassar pressed before hydration is selected, and stays so once hydrated', async ({ page }) => {
  const scripts = await openHeld(page, '/contact_us');
  const tabs = page.getByRole('tablist', { name: 'Kantor cabang' });
  await tabs.getByRole('tab', { name: 'Makassar' }).click();
  // The tab is a link: the render server answers it with Makassar selected (this page's scripts are held too).
  await expect(page).toHaveURL(`${baseUrl}/contact_us?tab=makassar#kantor-cabang`);
  await expect(tabs.getByRole('tab', { name: 'Makassar' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Makassar' })).toContainText('09:00-18:00 WITA');

  await scripts.release();
  await expect(tabs.getByRole('tab', { name: 'Makassar' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Makassar' })).toBeVisible();
  // Hydrated: a tab switches in place, without a navigation.
  await tabs.getByRole('tab', { name: 'Medan' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Medan' })).toContainText('08:30-17:30 WITA');
  await expect(page.getByRole('tabpanel', { name: 'Makassar' })).toBeHidden();
  await expect(page).toHaveURL(`${baseUrl}/contact_us?tab=makassar#kantor-cabang`);
});

test.describe('accordion and filters on a desktop screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("'Negara' opened and Australia ticked before hydration: the filter is applied once hydrated", async ({
    page,
  }) => {
    const scripts = await openHeld(page, '/scholarship');
    await page.getByRole('button', { name: 'Negara', exact: true }).click();
    await page.getByRole('checkbox', { name: 'Australia', exact: true }).check();
    await expect(page.getByRole('button', { name: 'Terapkan filter' })).toBeVisible();

    await scripts.release();
    await expect(page).toHaveURL(/\/scholarship\?country=AU$/);
    await expect(resultCount(page)).toHaveText('6 beasiswa ditemukan');
    // The group shows how many of its boxes are ticked.
    await expect(page.getByRole('button', { name: 'Negara 1 dipilih' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('checkbox', { name: 'Australia', exact: true })).toBeChecked();
    // Hydrated: each tick applies at once, the form's own button is gone.
    await expect(page.getByRole('button', { name: 'Terapkan filter' })).toBeHidden();
    await page.getByRole('checkbox', { name: 'New Zealand', exact: true }).click();
    await expect(resultCount(page)).toHaveText('10 beasiswa ditemukan');
    await expect(page.getByRole('checkbox', { name: 'New Zealand', exact: true })).toBeChecked();
    await expect(page).toHaveURL(/\/scholarship\?country=AU%2CNZ$/);
  });

  test("'Itenary' pressed before hydration shows the itinerary, which stays; once hydrated it opens the modal", async ({
    page,
  }) => {
    const scripts = await openHeld(page, '/study_tour');
    const sydney = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Sydney', exact: true }) });
    await sydney.getByRole('button', { name: 'Itenary Sydney' }).click();
    await expect(sydney.getByText('Perjalanan sehari ke Three Sisters dan Scenic World')).toBeVisible();

    await scripts.release();
    await expect(sydney.getByText('Perjalanan sehari ke Three Sisters dan Scenic World')).toBeVisible();
    await page.getByRole('button', { name: 'Itenary London' }).click();
    await expect(page.getByRole('dialog', { name: 'Itenary London, United Kingdom' })).toBeVisible();
  });
});

test('category: Beasiswa pressed before hydration is the list the server answers, and the filter works after', async ({
  page,
}) => {
  const scripts = await openHeld(page, '/artikel');
  const filter = page.getByRole('group', { name: 'Kategori' });
  await filter.getByRole('radio', { name: /^Beasiswa \d+$/ }).click();
  await expect(page).toHaveURL(`${baseUrl}/artikel?kategori=beasiswa`);
  await expect(page.getByRole('heading', { level: 2, name: 'Beasiswa', exact: true })).toBeVisible();

  await scripts.release();
  await expect(filter.getByRole('radio', { name: /^Beasiswa/ })).toBeChecked();
  await filter.getByRole('radio', { name: /^Semua Artikel/ }).click();
  await expect(page).toHaveURL(`${baseUrl}/artikel`);
  await expect(filter.getByRole('radio', { name: /^Semua Artikel/ })).toBeChecked();
  await expect(page.getByRole('heading', { level: 2, name: 'Semua Artikel', exact: true })).toBeVisible();
});

test('search: a search sent before hydration is answered by the server and kept in the field after', async ({
  page,
}) => {
  const scripts = await openHeld(page, '/artikel');
  const search = page.getByRole('searchbox', { name: 'Cari artikel' });
  await search.fill('Chevening');
  await search.press('Enter');
  await expect(page).toHaveURL(`${baseUrl}/artikel?q=Chevening`);
  await expect(page.getByRole('heading', { level: 2, name: /Hasil pencarian “Chevening”/ })).toBeVisible();

  await scripts.release();
  await expect(search).toHaveValue('Chevening');
  await expect(page.getByRole('heading', { level: 2, name: /Hasil pencarian “Chevening”/ })).toBeVisible();
});
