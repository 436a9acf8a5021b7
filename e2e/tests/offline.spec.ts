import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { apiUrl, remotePort } from '../support/env';
import { waitForReact } from '../support/ssr';

// Readable offline (docs/decisions/016-offline.md): the service worker keeps the guides, articles, the scholarship
// list and the saved list's pages a visitor opened, with the files they need from the remotes' own origins; offline,
// such a page opens as it was, with when it was kept, and any other page is the offline page listing what can be
// read. A remote redeployed under the same URL is picked up online; checkout is never kept.

test.skip(process.env.NIEC_SSR === '0', 'a static host has no server-rendered pages to keep');

const PAGES_CACHE = 'niec-pages-v1';
const notice = (page: Page) => page.locator('#niec-offline-notice');

/**
 * Waits until the worker controls the page and keeps `path` with every script its HTML names, which React needs to
 * take the page over (a page kept in the background, a saved item's, gets its files a moment after its document).
 */
async function waitUntilKept(page: Page, path: string): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 30_000 });
  await expect
    .poll(
      () =>
        page.evaluate(
          async ([cacheName, url, api]) => {
            const kept = await (await caches.open(cacheName!)).match(url!, { ignoreVary: true });
            if (!kept) return 'not kept';
            const html = await kept.text();
            // The site's and the remotes' scripts; not the API's (the payment popup's script, in the boot data).
            const files = [...html.matchAll(/["']((?:https?:\/\/[^"'\s<>]+)?\/[^"'\s<>]*?\.js)["']/g)]
              .map((match) => new URL(match[1]!, url))
              .filter((file) => file.origin !== api)
              .map((file) => file.href);
            const missing: string[] = [];
            for (const file of files) if (!(await caches.match(file, { ignoreVary: true }))) missing.push(file);
            return missing.length ? `missing ${missing.join(', ')}` : 'kept';
          },
          [PAGES_CACHE, new URL(path, page.url()).href, apiUrl],
        ),
      { message: `${path} kept by the service worker with its files`, timeout: 30_000 },
    )
    .toBe('kept');
}

async function keptUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
}

/**
 * The network cut: the browser offline (navigator.onLine, the page's requests) and every request refused, the
 * worker's own included (Chromium's offline emulation does not reach a service worker's fetches).
 */
async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
}

async function goOnline(context: BrowserContext): Promise<void> {
  await context.unroute('**/*');
  await context.setOffline(false);
}

test.describe('reading offline', () => {
  test.use({ serviceWorkers: 'allow', viewport: { width: 1280, height: 900 } });

  test('a guide and an article opened before open offline as they were, with when they were kept; a page never opened is the offline page listing them', async ({
    page,
    context,
  }) => {
    await page.goto('/country/aus');
    await waitForReact(page);
    await waitUntilKept(page, '/country/aus');
    // Loaded again, now through the worker: kept whole, with every script it ran.
    await page.goto('/country/aus');
    await waitForReact(page);
    // An article reached by a client navigation (no document request): kept all the same.
    await page.goto('/artikel');
    await waitForReact(page);
    const firstArticle = page.locator('main article a[href^="/artikeldetail/"]').first();
    const articlePath = (await firstArticle.getAttribute('href'))!;
    await firstArticle.click();
    await expect(page).toHaveURL(articlePath);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Artikel');
    const articleTitle = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    await waitUntilKept(page, articlePath);

    await goOffline(context);
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);

    await page.goto('/country/aus');
    await expect(notice(page)).toContainText('Anda sedang offline. Halaman ini disimpan di perangkat Anda pada');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kuliah di Australia');
    // The kept page is the site, not a picture of it: its scripts come from the worker, and React takes it over.
    await waitForReact(page);
    await page.getByRole('link', { name: 'Artikel', exact: true }).first().click();
    // /artikel was opened too (a list page is kept), so the client navigation offline lands on it, as kept.
    await expect(page).toHaveURL('/artikel');
    await expect(notice(page)).toBeVisible();
    await expect(page.locator('main article').first()).toBeVisible();

    await page.goto(articlePath);
    await expect(notice(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(articleTitle);

    // A page never opened: the offline page, which lists what this device can read.
    const response = await page.goto('/career');
    expect(response?.status()).toBe(503);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anda sedang offline');
    await expect(page.getByText('Halaman ini belum tersimpan di perangkat Anda')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Panduan negara (1)' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Kuliah di Australia/ })).toHaveAttribute('href', '/country/aus');
    await expect(page.getByRole('link', { name: new RegExp(articleTitle.slice(0, 20)) })).toHaveAttribute(
      'href',
      articlePath,
    );
    await page.getByRole('link', { name: /Kuliah di Australia/ }).click();
    await expect(notice(page)).toBeVisible();

    // Back online, the page is the network's again (no notice).
    await goOnline(context);
    await page.goto('/country/aus');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kuliah di Australia');
    await expect(notice(page)).toHaveCount(0);
  });

  test('a page not kept, reached by a client navigation offline, is the offline page; checkout and tracking are never kept', async ({
    page,
    context,
  }) => {
    await page.goto('/merchandise/checkout');
    await waitForReact(page);
    await page.goto('/scholarship');
    await waitForReact(page);
    await waitUntilKept(page, '/scholarship');
    expect((await keptUrls(page)).filter((url) => /\/merchandise\/(checkout|tracking)/.test(url))).toEqual([]);

    await goOffline(context);
    await page.getByRole('link', { name: 'Karier', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anda sedang offline');
    await expect(page.getByRole('heading', { name: 'Beasiswa (1)' })).toBeVisible();

    const checkout = await page.goto('/merchandise/checkout');
    expect(checkout?.status()).toBe(503);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anda sedang offline');

    // A shared phone: what was read here can be removed from it.
    await page.getByRole('button', { name: 'Hapus halaman offline dari perangkat ini' }).click();
    await expect(page.getByRole('status')).toHaveText('Halaman offline di perangkat ini telah dihapus.');
    await expect(page.getByText('Belum ada halaman yang tersimpan di perangkat ini.')).toBeVisible();
    const scholarships = await page.goto('/scholarship');
    expect(scholarships?.status()).toBe(503);
  });

  test('a remote redeployed under the same URL is picked up on the next online visit', async ({ page, context }) => {
    const entry = `http://localhost:${remotePort('content')}/remoteEntry.js`;
    await page.goto('/country/aus');
    await waitForReact(page);
    await waitUntilKept(page, '/country/aus');
    expect(await keptUrls(page)).toContain(entry);

    // The content team redeploys: the same remoteEntry.js URL now serves a new build (marked here).
    await context.route(entry, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: `${await response.text()}\n;globalThis.__niecRedeployed = true;` });
    });
    await page.goto('/country/aus');
    await waitForReact(page);
    await expect
      .poll(() => page.evaluate(() => (globalThis as { __niecRedeployed?: boolean }).__niecRedeployed))
      .toBe(true);
  });

  test('the contact page opens offline; its form says it needs a connection and keeps what was typed', async ({
    page,
    context,
  }) => {
    await page.goto('/contact_us');
    await waitForReact(page);
    await waitUntilKept(page, '/contact_us');
    // Opened again through the worker: kept whole, so its form runs offline.
    await page.goto('/contact_us');
    await waitForReact(page);

    await goOffline(context);
    await page.goto('/contact_us');
    await expect(notice(page)).toBeVisible();
    await waitForReact(page);
    // Chromium's offline emulation does not reach a document its service worker answered (navigator.onLine says
    // true there); set again, the page knows it is offline, as a phone without signal does.
    await context.setOffline(false);
    await context.setOffline(true);
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    const form = page.getByRole('form', { name: 'Formulir Konsultasi' });
    await form.getByRole('checkbox', { name: 'Simpan draf formulir ini di perangkat ini' }).check();
    await form.getByLabel(/^Nama Lengkap/).fill('Putu Ayu Lestari');
    await form.getByLabel(/^Pendidikan Terakhir/).selectOption('Sarjana (S1)');
    await form.getByLabel(/^Nomor Telepon/).fill('081234567890');
    await form.getByLabel(/^Email/).fill('putu.offline@example.com');
    await form.getByLabel(/^Asal Sekolah/).fill('Universitas Udayana');
    await form.getByLabel(/^Pesan/).fill('Saya ingin konsultasi S-2 di Australia.');
    await form.getByRole('button', { name: 'Kirim Pesan' }).click();
    await expect(form.getByRole('alert')).toHaveText('Tidak ada koneksi. Data Anda tersimpan; kirim lagi saat online.');
    await expect(form.getByLabel(/^Email/)).toHaveValue('putu.offline@example.com');
    // The draft is on the device: the page opened again offline still has it.
    await page.goto('/contact_us');
    await expect(page.getByRole('form', { name: 'Formulir Konsultasi' }).getByLabel(/^Nama Lengkap/)).toHaveValue(
      'Putu Ayu Lestari',
    );
  });

  test('the site installs: its manifest has an Indonesian name and icons that load', async ({
    page,
    context,
    request,
  }) => {
    await page.goto('/');
    await waitForReact(page);
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 30_000 });
    // What Chromium itself requires of an installable site, asked of the browser (a test's context is a private
    // window, where nothing installs: that one reason is the browser's, not the site's).
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
    const link = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(link).toBe('/manifest.webmanifest');
    const response = await request.get(link!);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      lang: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'NIEC Indonesia: Konsultan Pendidikan Luar Negeri',
      short_name: 'NIEC Indonesia',
      lang: 'id',
      start_url: '/',
      display: 'standalone',
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of manifest.icons) {
      const file = await request.get(icon.src);
      expect([icon.src, file.status(), file.headers()['content-type']]).toEqual([icon.src, 200, icon.type]);
    }
  });

  test('saving an item keeps its page; the saved list reads offline', async ({ page, context }) => {
    await page.goto('/career');
    await waitForReact(page);
    const vacancy = page.locator('main article').first();
    const vacancyPath = (await vacancy.locator('a[href^="/career/"]').first().getAttribute('href'))!;
    await vacancy.getByRole('button', { name: 'Simpan' }).click();
    await expect(vacancy.getByRole('button', { name: 'Simpan' })).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/tersimpan');
    await waitForReact(page);
    await waitUntilKept(page, vacancyPath);
    await waitUntilKept(page, '/tersimpan');

    await goOffline(context);
    await page.goto('/tersimpan');
    await expect(notice(page)).toBeVisible();
    await waitForReact(page);
    await expect(page.getByRole('heading', { name: /^Lowongan Kerja/ })).toBeVisible();
    // Kept in the background (saved, never opened): served as the server rendered it, without its scripts, which the
    // worker may not all have; readable, and its links are the site's.
    await page.goto(vacancyPath);
    await expect(notice(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.locator('script[src]').count()).toBe(0);
    await expect(page.getByRole('link', { name: 'Karier', exact: true }).first()).toHaveAttribute('href', '/career');
  });
});
