import path from 'node:path';
import { test, expect } from '../support/fixtures';
import { baseUrl, portOffset } from '../support/env';
import { repoRoot, startStaticServer, type StaticServer } from '../support/static-server';
import { siteConfig, startRenderServer, waitUntil, type OwnRenderServer } from '../support/render-server';
import { gotoHydrated } from '../support/ssr';

test('one React and one cart store: adding in the shop remote updates the host header badge', async ({ page }) => {
  await gotoHydrated(page, '/merchandise');
  const badge = page.getByRole('link', { name: /^Keranjang belanja/ });
  await expect(badge).toHaveAccessibleName('Keranjang belanja, 0 produk');
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(badge).toHaveAccessibleName('Keranjang belanja, 1 produk');
  expect(navigations, 'no reload happened').toEqual([]);
  // The shared scope holds exactly one loaded React, zustand and shared package.
  const versions = await page.evaluate(() => {
    type Share = Record<string, Record<string, Record<string, Record<string, { loaded?: boolean }>>>>;
    const share = (window as unknown as { __FEDERATION__: { __SHARE__: Share } }).__FEDERATION__.__SHARE__;
    const counts: Record<string, number> = {};
    for (const instance of Object.values(share)) {
      for (const scope of Object.values(instance)) {
        for (const [pkg, byVersion] of Object.entries(scope)) {
          if (['react', 'react-dom', 'zustand', '@niec/shared'].includes(pkg)) {
            counts[pkg] = Math.max(counts[pkg] ?? 0, Object.values(byVersion).filter((v) => v.loaded).length);
          }
        }
      }
    }
    return counts;
  });
  expect(versions).toMatchObject({ react: 1, zustand: 1, '@niec/shared': 1 });
});

test.describe('failure isolation', () => {
  const shopPort = 5000 + portOffset;
  let server: StaticServer | null = null;
  let renderServer: OwnRenderServer | null = null;
  const ssr = process.env.NIEC_SSR !== '0';

  test.afterEach(async () => {
    await server?.close();
    server = null;
    await renderServer?.stop();
    renderServer = null;
  });

  /** With the render server, it notices the shop's manifest disappear or return (a new generation). */
  async function serverNotices(before: string): Promise<void> {
    if (!renderServer) return;
    await waitUntil(async () => (await renderServer!.generation()) !== before, 30_000, 'a new render generation');
  }

  test('a stopped remote shows a retry fallback while the rest of the site keeps working', async ({ page }) => {
    test.setTimeout(120_000);
    const shopDist = path.join(repoRoot, 'remotes/shop/dist');
    server = await startStaticServer(shopDist, shopPort);
    // Point the runtime config at this separately served shop: the render server's config file (a render
    // server of this test's own), or the config the static host's browser reads.
    let origin = baseUrl;
    if (ssr) {
      const config = await siteConfig();
      config.remotes.shop = `http://localhost:${shopPort}/mf-manifest.json`;
      renderServer = await startRenderServer(5240 + portOffset, config);
      origin = renderServer.url;
    } else {
      await page.route(`${baseUrl}/config.json`, async (route) => {
        const response = await route.fetch();
        const config = (await response.json()) as { remotes: Record<string, string> };
        config.remotes.shop = `http://localhost:${shopPort}/mf-manifest.json`;
        await route.fulfill({ response, json: config });
      });
    }

    await page.goto(`${origin}/merchandise`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Coba lagi')).toHaveCount(0);

    const generation = (await renderServer?.generation()) ?? '';
    await server.close();
    server = null;
    await serverNotices(generation);
    const manifestRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`http://localhost:${shopPort}/`)) manifestRequests.push(request.url());
    });
    await page.reload();
    const retry = page.getByRole('button', { name: 'Coba lagi' });
    await expect(retry).toBeVisible();
    await expect(page.getByText(/toko merchandise sedang tidak dapat dimuat/)).toBeVisible();
    // The failed load was tried once more before the fallback.
    expect(manifestRequests.length).toBeGreaterThanOrEqual(2);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // Other remotes' routes keep working.
    await page.getByRole('banner').getByRole('link', { name: 'Tentang Kami' }).first().click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Coba lagi' })).toHaveCount(0);

    // The remote comes back: 'Coba lagi' loads it without a page reload.
    await page.goBack();
    await expect(retry).toBeVisible();
    const downGeneration = (await renderServer?.generation()) ?? '';
    server = await startStaticServer(shopDist, shopPort);
    await serverNotices(downGeneration);
    await retry.click();
    await expect(page.getByRole('button', { name: 'Coba lagi' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
