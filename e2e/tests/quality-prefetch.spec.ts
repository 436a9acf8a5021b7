import { test, expect } from '../support/fixtures';
import { remotePort } from '../support/env';
import { gotoHydrated } from '../support/ssr';

test.use({ viewport: { width: 1280, height: 900 } });

test('hovering a link to another remote loads that remote before the click', async ({ page }) => {
  // Hovering or focusing server HTML before React owns it prefetches nothing: wait for the takeover.
  await gotoHydrated(page, '/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const careersOrigin = `http://localhost:${remotePort('careers')}`;
  const careersRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(careersOrigin)) careersRequests.push(new URL(request.url()).pathname);
  });
  const link = page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: 'Karier' });
  await link.hover();
  await expect.poll(() => careersRequests.some((p) => p.endsWith('remoteEntry.js'))).toBe(true);
  // The page chunk itself (beyond the entry and the routes module) is fetched too.
  await expect.poll(() => careersRequests.filter((p) => /\.[0-9a-f]{8}\.js$/.test(p)).length).toBeGreaterThan(1);
  const before = careersRequests.length;
  await link.click();
  await expect(page).toHaveURL(/\/career$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Nothing of the careers remote had to be fetched after the click, so no loading state appeared.
  expect(careersRequests.slice(before).filter((p) => p.endsWith('.js'))).toEqual([]);
});

test('focusing a link by keyboard prefetches too', async ({ page }) => {
  // Hovering or focusing server HTML before React owns it prefetches nothing: wait for the takeover.
  await gotoHydrated(page, '/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const shopOrigin = `http://localhost:${remotePort('shop')}`;
  let shopEntryRequested = false;
  page.on('request', (request) => {
    if (request.url().startsWith(shopOrigin) && request.url().endsWith('remoteEntry.js')) shopEntryRequested = true;
  });
  await page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: 'Merchandise' }).focus();
  await expect.poll(() => shopEntryRequested).toBe(true);
});
