import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { SITE_ROUTES } from '../support/routes';

const description = (page: Page) => page.locator('meta[name="description"]').getAttribute('content');

test('every route sets its own title and meta description', async ({ page }) => {
  const seen = new Map<string, string>();
  for (const route of SITE_ROUTES.filter((r) => r.path !== '/merchandise/checkout')) {
    await page.goto(route.path);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page).toHaveTitle(/\| NIEC Indonesia$/);
    const text = await description(page);
    expect(text, `${route.path} has a description`).toBeTruthy();
    expect(text!.length).toBeGreaterThan(30);
    seen.set(route.path, `${await page.title()}|${text}`);
  }
  // Titles with descriptions are not one shared text: each page says what it is.
  expect(new Set(seen.values()).size).toBeGreaterThan(seen.size - 3);
});

for (const { path, type, title } of [
  { path: '/country/ger', type: 'website', title: /Jerman|Germany/ },
  { path: '/artikeldetail/panduan-beasiswa-australia-awards-2027', type: 'article', title: /Australia Awards/ },
  { path: '/MerchandiseDetail/NIEC-001', type: 'product', title: /Kaos NIEC Study Abroad/ },
]) {
  test(`${path} carries Open Graph tags about itself`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', type);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /\S{3,}/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http:\/\/localhost:\d+\//);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', new RegExp(`${path}$`));
  });
}

test('robots.txt allows crawling and names the sitemap by its absolute URL', async ({ request, baseURL }) => {
  const response = await request.get('/robots.txt');
  expect(response.ok()).toBe(true);
  const text = await response.text();
  expect(text).toContain('User-agent: *');
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('sitemap.xml lists the static routes and every published article, no drafts', async ({ request, baseURL }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  for (const path of [
    '/',
    '/about',
    '/artikel',
    '/scholarship',
    '/study_tour',
    '/career',
    '/merchandise',
    '/country/hun',
    '/campus/tafe',
  ]) {
    expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
  }
  expect(xml).toContain(`<loc>${baseURL}/artikeldetail/panduan-beasiswa-australia-awards-2027</loc>`);
  // A draft article is not listed.
  expect(xml).not.toContain('/artikeldetail/persiapan-wawancara-visa<');
});
