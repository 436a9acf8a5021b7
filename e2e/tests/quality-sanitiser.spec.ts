import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { portOffset } from '../support/env';
import { waitForReact } from '../support/ssr';
import {
  siteConfig,
  startApiGate,
  startRenderServer,
  type ApiGate,
  type OwnRenderServer,
} from '../support/render-server';

// API HTML is not trusted. The article, vacancy and product
// responses are rewritten in the browser so their HTML carries links that open other tabs without rel,
// a full-screen fixed overlay in a style attribute and an <img onerror> payload. Each page must render
// the links with rel="noopener noreferrer", no style attribute and run nothing, whichever page the
// visitor opened first: the sanitiser is loaded once, then every later page reuses it.

declare global {
  interface Window {
    __xss?: boolean;
    __sameDocument?: boolean;
  }
}

type Label = 'artikel' | 'lowongan' | 'produk';

const hostileHtml = (label: Label) =>
  `<div style="position:fixed;inset:0;z-index:2147483647;background:#fff">Sesi Anda telah berakhir (${label})</div>` +
  `<p>Daftar lewat <a href="https://example.org/daftar" target="_blank">situs kampus (${label})</a>, ` +
  `<a href="https://example.org/info" target="jendela-info">jendela info (${label})</a> atau ` +
  `<a href="https://example.org/atas" target="_top" rel="nofollow">halaman atas (${label})</a>.</p>` +
  `<img src="x-${label}" alt="" onerror="window.__xss=true">`;

/** The same rewrite as the API answers it to a server: the render server fetches the records itself. */
function hostileApi(pathname: string, body: unknown): unknown {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const record = body as { data?: Record<string, unknown> } & Record<string, unknown>;
  if (/\/website\/artikel\/[^/]+$/.test(pathname) && record.data) {
    record.data.isi = hostileHtml('artikel') + text(record.data.isi);
  } else if (/\/niec-career\/detail-lowongan\//.test(pathname) && record.data) {
    record.data.deskripsi = hostileHtml('lowongan') + text(record.data.deskripsi);
  } else if (/\/niec-merchandise\/produk-detail\//.test(pathname)) {
    record.description = hostileHtml('produk') + text(record.description);
  }
  return record;
}

/** Puts the hostile HTML at the top of every article body, vacancy and product description. */
async function serveHostileHtml(page: Page): Promise<void> {
  await page.route('**/website/artikel/*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { isi: string } };
    body.data.isi = hostileHtml('artikel') + body.data.isi;
    await route.fulfill({ response, json: body });
  });
  await page.route('**/niec-career/detail-lowongan/*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { deskripsi: string } };
    body.data.deskripsi = hostileHtml('lowongan') + body.data.deskripsi;
    await route.fulfill({ response, json: body });
  });
  await page.route('**/niec-merchandise/produk-detail/*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { description: string | null };
    body.description = hostileHtml('produk') + (body.description ?? '');
    await route.fulfill({ response, json: body });
  });
}

/** The rendered API HTML of the page (the SafeHtml element around the overlay text). */
async function expectSanitised(page: Page, label: Label): Promise<Locator> {
  const overlay = page.getByText(`Sesi Anda telah berakhir (${label})`);
  await expect(overlay).toBeVisible();
  const apiHtml = overlay.locator('xpath=..');

  await expect(page.getByRole('link', { name: `situs kampus (${label})` })).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  );
  await expect(page.getByRole('link', { name: `jendela info (${label})` })).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  );
  await expect(page.getByRole('link', { name: `halaman atas (${label})` })).toHaveAttribute(
    'rel',
    'nofollow noopener noreferrer',
  );
  // Every link of the API HTML that may open another tab, not only the three above.
  for (const link of await apiHtml.locator('a[target]:not([target="_self"])').all()) {
    await expect(link).toHaveAttribute('rel', /(^|\s)noopener(\s|$)/);
    await expect(link).toHaveAttribute('rel', /(^|\s)noreferrer(\s|$)/);
  }

  // No inline CSS survives: the overlay is an ordinary block in the text, the page stays usable.
  await expect(apiHtml.locator('[style]')).toHaveCount(0);
  await expect(overlay).toHaveCSS('position', 'static');

  // The broken image has finished (and failed) loading: an onerror handler would have run by now.
  const image = apiHtml.locator(`img[src="x-${label}"]`);
  await expect(image).toHaveCount(1);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
  await expect(apiHtml.locator('[onerror]')).toHaveCount(0);
  expect(await page.evaluate(() => window.__xss)).toBeUndefined();
  return apiHtml;
}

/** Marks the document, so a later check proves the navigation stayed client-side. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.__sameDocument = true;
  });
}

async function expectSameDocument(page: Page): Promise<void> {
  expect(await page.evaluate(() => window.__sameDocument)).toBe(true);
}

function quickLink(page: Page, name: string): Locator {
  return page.getByRole('contentinfo').getByRole('navigation', { name: 'Tautan Cepat' }).getByRole('link', { name });
}

async function goToVacancy(page: Page): Promise<void> {
  await quickLink(page, 'Karier').click();
  await page.locator('main a[href="/career/education-consultant-denpasar"]').click();
  await expect(page).toHaveURL(/\/career\/education-consultant-denpasar$/);
}

async function goToArticle(page: Page): Promise<void> {
  await quickLink(page, 'Artikel').click();
  await page
    .getByRole('link', { name: /^Baca Selengkapnya/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/artikeldetail\//);
}

async function goToProduct(page: Page): Promise<void> {
  await quickLink(page, 'Merchandise').click();
  await page.getByRole('link', { name: 'Kaos NIEC Study Abroad', exact: true }).click();
  await expect(page).toHaveURL(/\/MerchandiseDetail\/NIEC-001$/);
}

test.describe('API HTML is sanitised on every page, in any navigation order', () => {
  // With the render server (the default) the server fetches the records: a gate in front of local-api
  // makes them hostile for a render server of this test's own. On a static host the browser fetches them.
  const ssr = process.env.NIEC_SSR !== '0';
  let gate: ApiGate | null = null;
  let server: OwnRenderServer | null = null;

  test.beforeAll(async () => {
    if (!ssr) return;
    test.setTimeout(120_000);
    gate = await startApiGate(5293 + portOffset, hostileApi);
    const config = await siteConfig();
    config.serverApiBaseUrl = `${gate.url}/api/v1/application`;
    server = await startRenderServer(5230 + portOffset, config);
  });

  test.afterAll(async () => {
    await server?.stop();
    await gate?.close();
  });

  test.beforeEach(async ({ page }) => {
    if (server) {
      const origin = server.url;
      const goto = page.goto.bind(page);
      page.goto = (url, options) => goto(url.startsWith('/') ? `${origin}${url}` : url, options);
    } else {
      await serveHostileHtml(page);
    }
  });

  test('article first, then a vacancy and a product by client-side navigation', async ({ page }) => {
    await page.goto('/artikeldetail/panduan-beasiswa-australia-awards-2027');
    await expectSanitised(page, 'artikel');
    await waitForReact(page);
    await markDocument(page);

    await goToVacancy(page);
    await expectSanitised(page, 'lowongan');

    await goToProduct(page);
    await expectSanitised(page, 'produk');
    await expectSameDocument(page);
  });

  test('vacancy first, then an article and a related article', async ({ page }) => {
    await page.goto('/career/education-consultant-denpasar');
    await expectSanitised(page, 'lowongan');
    await waitForReact(page);
    await markDocument(page);

    await goToArticle(page);
    await expectSanitised(page, 'artikel');

    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    await page
      .getByRole('complementary', { name: 'Artikel Yang Berkaitan' })
      .getByRole('listitem')
      .first()
      .getByRole('link')
      .click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(heading ?? '');
    await expectSanitised(page, 'artikel');
    await expectSameDocument(page);
  });

  test('product first (the sanitiser loads with the page), then an article and a vacancy', async ({ page }) => {
    await page.goto('/MerchandiseDetail/NIEC-001');
    await expectSanitised(page, 'produk');
    await waitForReact(page);
    await markDocument(page);

    await goToArticle(page);
    await expectSanitised(page, 'artikel');

    await goToVacancy(page);
    await expectSanitised(page, 'lowongan');
    await expectSameDocument(page);
  });
});
