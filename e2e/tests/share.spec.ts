import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { baseUrl } from '../support/env';
import { gotoWithHeldScripts } from '../support/held-scripts';
import { waitForHydration } from '../support/ssr';

// The article, vacancy, product and study tour pages have share controls, and the header's
// WhatsApp link asks about the page the visitor is on. With the render server (default) the share links are
// in the server's HTML and work without JavaScript; on the static host (NIEC_SSR=0) the browser renders them.
const SSR = process.env.NIEC_SSR !== '0';
const GREETING = 'Halo NIEC, saya ingin bertanya tentang ';

const PAGES = [
  { kind: 'article', path: '/artikeldetail/panduan-beasiswa-australia-awards-2027', label: 'Bagikan artikel ini' },
  { kind: 'vacancy', path: '/career/education-consultant-denpasar', label: 'Bagikan lowongan ini' },
  { kind: 'product', path: '/MerchandiseDetail/NIEC-001', label: 'Bagikan produk ini' },
] as const;

/** The message of a WhatsApp link (its `text` parameter). */
async function messageOf(link: Locator): Promise<string | null> {
  const href = await link.getAttribute('href');
  return href ? new URL(href).searchParams.get('text') : null;
}

const headerWhatsApp = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: 'Hubungi kami via WhatsApp (membuka tab baru)' });

/** Checks one share group: WhatsApp, Facebook and X links with the title and URL, each opening a new tab. */
async function expectShareLinks(group: Locator, title: string, url: string): Promise<void> {
  const expected = {
    WhatsApp: `https://wa.me/?text=${encodeURIComponent(title)}%0A${encodeURIComponent(url)}`,
    Facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    X: `https://x.com/intent/tweet?text=${encodeURIComponent(title)}&url=${encodeURIComponent(url)}`,
  };
  for (const [network, href] of Object.entries(expected)) {
    const link = group.getByRole('link', { name: `Bagikan ke ${network} (membuka tab baru)` });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
}

test.describe(SSR ? 'share links without JavaScript (server HTML)' : 'share links (static host)', () => {
  test.use({ javaScriptEnabled: !SSR });

  for (const { kind, path, label } of PAGES) {
    test(`the ${kind} page shares its title and canonical URL, and the header asks about it`, async ({ page }) => {
      // A tracking query is not part of what is shared.
      await page.goto(`${path}?utm_source=test`);
      const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
      expect(title).not.toBe('');
      const group = page.getByRole('group', { name: label });
      await expectShareLinks(group, title, `${baseUrl}${path}`);
      // Styled by the page's own stylesheet, before any script (a pill, not a bare link).
      await expect(group.getByRole('link', { name: /WhatsApp/ })).toHaveCSS('border-top-style', 'solid');
      if (SSR) {
        // Nothing that needs JavaScript is offered without it.
        await expect(page.getByRole('button', { name: 'Salin tautan' })).toHaveCount(0);
      }
      // In the server's HTML already; in the browser, once the page has set its title.
      await expect.poll(() => messageOf(headerWhatsApp(page))).toBe(`${GREETING}${title}`);
    });
  }

  test('the study tour page shares itself with one control above its tours', async ({ page }) => {
    await page.goto('/study_tour');
    const group = page.getByRole('group', { name: 'Bagikan halaman study tour' });
    await expect(group).toHaveCount(1);
    // Above the list, not repeated on each card (a card's share links cost the page its DOM budget at a page of
    // 24 cards).
    // (A card's itinerary is a <details>, itself a group: only share groups count.)
    await expect(page.locator('#paket-tour article').getByRole('group', { name: /Bagikan/ })).toHaveCount(0);
    const whatsappText = await messageOf(group.getByRole('link', { name: /WhatsApp/ }));
    expect(whatsappText).toBe(`Study Tour ke Luar Negeri\n${baseUrl}/study_tour`);
  });
});

test.describe('in the browser', () => {
  test("the header's WhatsApp message follows the page after client navigation", async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    expect(await messageOf(headerWhatsApp(page))).toBe(`${GREETING}layanan NIEC Indonesia`);

    await page.goto('/artikel');
    await waitForHydration(page);
    const card = page.locator('main a[href^="/artikeldetail/"]').first();
    await card.click();
    await expect(page).toHaveURL(/\/artikeldetail\//);
    const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    await expect.poll(() => messageOf(headerWhatsApp(page))).toBe(`${GREETING}${title}`);

    await page.getByRole('banner').getByRole('link', { name: 'NIEC Indonesia, ke beranda' }).click();
    await expect(page).toHaveURL(`${baseUrl}/`);
    await expect.poll(() => messageOf(headerWhatsApp(page))).toBe(`${GREETING}layanan NIEC Indonesia`);
  });

  test("'Salin tautan' copies the page's link and says so", async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    const path = '/career/education-consultant-denpasar';
    await page.goto(path);
    await waitForHydration(page);
    const group = page.getByRole('group', { name: 'Bagikan lowongan ini' });
    await group.getByRole('button', { name: 'Salin tautan' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Tautan disalin' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl}${path}`);
  });

  test('the controls a phone paints are the ones it keeps once React owns the page, share sheet or not', async ({
    page,
  }) => {
    // A phone's browser has a share sheet (Web Share API): the control once swapped its links for a 'Bagikan'
    // button after hydration, under a finger already on its way to WhatsApp.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: () => Promise.resolve(), configurable: true });
    });
    const scripts = await gotoWithHeldScripts(page, '/MerchandiseDetail/NIEC-001');
    const group = page.getByRole('group', { name: 'Bagikan produk ini' });
    const controls = () =>
      group.evaluate((element) =>
        [...element.querySelectorAll('a, button')]
          .filter((control) => getComputedStyle(control).display !== 'none')
          .map((control) => control.textContent?.trim()),
      );
    const painted = await controls();
    expect(painted).toEqual([
      'Bagikan ke WhatsApp (membuka tab baru)',
      'Bagikan ke Facebook (membuka tab baru)',
      'Bagikan ke X (membuka tab baru)',
      'Salin tautan',
    ]);
    await scripts.release();
    await waitForHydration(page);
    await page.waitForTimeout(1_000);
    expect(await controls()).toEqual(painted);
  });

  test('the share links are reached by keyboard and show their focus', async ({ page }) => {
    await page.goto('/MerchandiseDetail/NIEC-001');
    await waitForHydration(page);
    const whatsapp = page
      .getByRole('group', { name: 'Bagikan produk ini' })
      .getByRole('link', { name: /Bagikan ke WhatsApp/ });
    await whatsapp.focus();
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('group', { name: 'Bagikan produk ini' }).getByRole('link', { name: /Bagikan ke Facebook/ }),
    ).toBeFocused();
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(outline).toBe('solid');
  });
});
