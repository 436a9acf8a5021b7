import path from 'node:path';
import { test, expect } from '../support/fixtures';
import { portOffset } from '../support/env';
import { siteConfig } from '../support/render-server';
import { repoRoot, startStaticServer, type StaticServer } from '../support/static-server';

// A CDN-only deployment stays possible: host/dist served as static files (no render server) is a complete
// client-rendered site, whose pages run their loaders in the browser.
test.describe('the host served as static files only', () => {
  let server: StaticServer | null = null;
  const url = `http://localhost:${5220 + portOffset}`;

  test.beforeAll(async () => {
    // Without the render server there is no proxy: the bearer calls carry the tokens of this config.
    server = await startStaticServer(path.join(repoRoot, 'host', 'dist'), 5220 + portOffset, {
      spa: true,
      config: await siteConfig(),
    });
  });

  test.afterAll(async () => {
    await server?.close();
  });

  test('sends the empty document and renders every page in the browser, data included', async ({ page, request }) => {
    const html = await (await request.get(`${url}/artikel`)).text();
    expect(html).toMatch(/<div id="?root"?><\/div>/);
    expect(html).not.toContain('niec-boot');

    await page.goto(`${url}/artikel`);
    await expect(page.getByRole('heading', { level: 1, name: 'Artikel' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Semua Artikel/ })).toBeVisible();

    await page.goto(`${url}/MerchandiseDetail/NIEC-001`);
    await expect(page.getByRole('heading', { level: 1, name: 'Kaos NIEC Study Abroad' })).toBeVisible();

    await page.goto(`${url}/career`);
    await expect(page.getByRole('link', { name: /Education Consultant/ }).first()).toBeVisible();

    // The site search gathers every remote's records in the browser, as the render server does.
    await page.goto(`${url}/cari?q=melbourne`);
    await expect(page.getByRole('heading', { name: '4 hasil untuk “melbourne”' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Beasiswa (1)' })).toBeVisible();
  });
});
