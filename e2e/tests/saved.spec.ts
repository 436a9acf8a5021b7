import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { gotoWithHeldScripts } from '../support/held-scripts';
import { waitForReact } from '../support/ssr';

// The saved list (/tersimpan, docs/decisions/015-saved-list.md): 'Simpan' keeps a record on this device only, the
// header counts it, and 'Bagikan daftar' makes one link a friend opens as a server-rendered list.

const SSR = process.env.NIEC_SSR !== '0';

const savedLink = (page: Page): Locator => page.getByRole('link', { name: /^Tersimpan, \d+ item$/ });
const card = (page: Page, title: RegExp | string): Locator => page.getByRole('article', { name: title });

test.describe('the saved list', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('Simpan, pressed before hydration, is kept; the header counts it; the next page shows it pressed from its first paint', async ({
    page,
  }) => {
    test.skip(!SSR, 'a static host has no server HTML to press before hydration');
    const scripts = await gotoWithHeldScripts(page, '/scholarship');
    const awards = card(page, 'Australia Awards Scholarship');
    const save = awards.getByRole('button', { name: 'Simpan' });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await save.click();
    expect(scripts.held(), 'the page is still waiting for its scripts').toBeGreaterThan(0);
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await scripts.release();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await expect(savedLink(page)).toHaveAccessibleName('Tersimpan, 1 item');

    // Another page, its scripts held: the server's HTML alone, marked by the head before the paint.
    const next = await gotoWithHeldScripts(page, '/scholarship');
    await expect(card(page, 'Australia Awards Scholarship').getByRole('button', { name: 'Simpan' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(savedLink(page)).toHaveAccessibleName('Tersimpan, 1 item');
    const pressedBefore = await page.locator('[aria-pressed="true"]').count();
    await next.release();
    // Nothing switches once React owns the page.
    await expect(card(page, 'Australia Awards Scholarship').getByRole('button', { name: 'Simpan' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await page.locator('[aria-pressed="true"]').count()).toBe(pressedBefore);
    await expect(savedLink(page)).toHaveAccessibleName('Tersimpan, 1 item');
  });

  test('/tersimpan groups the list by kind; its shared link opens in a fresh browser as a server-rendered list that saves into its own', async ({
    page,
    browser,
  }) => {
    await page.goto('/artikel');
    await waitForReact(page);
    await card(page, /Tips Aman Mengisi/)
      .getByRole('button', { name: 'Simpan' })
      .click();
    await page.goto('/campus/melbourne');
    await waitForReact(page);
    await page.getByRole('main').getByRole('button', { name: 'Simpan' }).click();
    await expect(savedLink(page)).toHaveAccessibleName('Tersimpan, 2 item');
    await page.goto('/MerchandiseDetail/NIEC-001');
    await waitForReact(page);
    await page.getByRole('main').getByRole('button', { name: 'Simpan' }).click();
    await expect(savedLink(page)).toHaveAccessibleName('Tersimpan, 3 item');

    await savedLink(page).click();
    await expect(page).toHaveURL(/\/tersimpan$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Daftar tersimpan Anda' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).filter({ hasText: /\(\d+\)$/ })).toHaveText([
      'Kampus (1)',
      'Merchandise (1)',
      'Artikel (1)',
    ]);
    // The current record's facts come with it.
    await expect(page.getByRole('region', { name: 'Kampus (1)' })).toContainText('Melbourne, Victoria');
    const whatsapp = page.getByRole('group', { name: 'Kirim lewat' }).getByRole('link', { name: /WhatsApp/ });
    const shared = new URL(
      decodeURIComponent((await whatsapp.getAttribute('href'))!.split('text=')[1]!)
        .split(' ')
        .at(-1)!,
    );
    expect(`${shared.pathname}${shared.search}`).toBe(
      '/tersimpan?kampus=melbourne&merchandise=NIEC-001&artikel=tips-aman-mengisi-formulir-online',
    );

    // A friend: another browser, without script, gets the list from the server (a static host has none).
    if (SSR) {
      const friend = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
      const friendPage = await friend.newPage();
      await friendPage.goto(`${shared.pathname}${shared.search}`);
      await expect(friendPage.getByRole('heading', { level: 1, name: 'Daftar yang dibagikan' })).toBeVisible();
      await expect(friendPage.getByRole('link', { name: 'Melbourne Polytechnic' })).toBeVisible();
      await expect(friendPage.getByRole('link', { name: 'Kaos NIEC Study Abroad' })).toBeVisible();
      await friend.close();
    }

    // With script, the friend saves it all into a list of their own.
    const withScript = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const other = await withScript.newPage();
    await other.goto(`${shared.pathname}${shared.search}`);
    await waitForReact(other);
    await expect(savedLink(other)).toHaveAccessibleName('Tersimpan, 0 item');
    await other.getByRole('button', { name: 'Simpan semua ke daftar saya' }).click();
    await expect(other.getByRole('status').filter({ hasText: 'ditambahkan' })).toHaveText(
      '3 item ditambahkan ke daftar Anda.',
    );
    await expect(savedLink(other)).toHaveAccessibleName('Tersimpan, 3 item');
    await withScript.close();
  });

  test('a saved record that is gone is said so, and a closed scholarship is marked Ditutup', async ({ page }) => {
    // Chevening closed on 4 December 2026 (the local API's fixtures).
    await page.goto('/tersimpan?artikel=tidak-pernah-ada&kampus=ecu&beasiswa=13');
    await expect(page.getByRole('region', { name: 'Artikel (1)' })).toContainText(
      'Sudah tidak tersedia lagi di NIEC Indonesia.',
    );
    const scholarship = page.getByRole('region', { name: 'Beasiswa (1)' });
    await expect(scholarship.getByRole('link', { name: 'Chevening Scholarship' })).toBeVisible();
    await expect(scholarship.getByText('Ditutup', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edith Cowan University' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
});
