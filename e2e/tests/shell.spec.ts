import { test, expect } from '../support/fixtures';
import { baseUrl } from '../support/env';
import { gotoHydrated } from '../support/ssr';

const HEADER_COUNTRIES = ['aus', 'can', 'pol', 'kor', 'jpn', 'usa', 'tur', 'nzl', 'che', 'ger', 'hun'];

test.describe('host shell on a desktop screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the header links to WhatsApp and every destination country', async ({ page }) => {
    // The Study Abroad menu opens by script: a click on the server's HTML before hydration would be lost.
    await gotoHydrated(page, '/about');
    const header = page.getByRole('banner');
    const whatsapp = header.getByRole('link', { name: /WhatsApp/ });
    await expect(whatsapp).toHaveAttribute('href', /wa\.me/);
    await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    const nav = header.getByRole('navigation', { name: 'Menu utama' });
    await nav.getByRole('button', { name: 'Study Abroad' }).click();
    for (const code of HEADER_COUNTRIES) {
      await expect(nav.locator(`a[href="/country/${code}"]`)).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(nav.locator('a[href="/country/aus"]')).toBeHidden();
  });

  test('the footer has social, quick and destination links, contact details and copyright', async ({ page }) => {
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: /Instagram/ })).toHaveAttribute('target', '_blank');
    await expect(
      footer.getByRole('navigation', { name: 'Tautan Cepat' }).getByRole('link', { name: 'Artikel' }),
    ).toHaveAttribute('href', '/artikel');
    await expect(
      footer.getByRole('navigation', { name: 'Negara Tujuan' }).getByRole('link', { name: 'Jerman' }),
    ).toHaveAttribute('href', '/country/ger');
    await expect(footer.getByText(/Denpasar/)).toBeVisible();
    await expect(footer.getByText(new RegExp(`© ${new Date().getFullYear()} NIEC Indonesia`))).toBeVisible();
  });

  test('an unknown path shows the Indonesian 404 page inside the layout', async ({ page }) => {
    await page.goto('/halaman-yang-tidak-ada');
    await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeVisible();
    await expect(page).toHaveTitle('Halaman tidak ditemukan | NIEC Indonesia');
    await expect(page.getByRole('banner')).toBeVisible();
    await page.getByRole('link', { name: 'Kembali ke Beranda' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('each route sets its own page title', async ({ page }) => {
    const titles: [string, string][] = [
      ['/about', 'Tentang Kami | NIEC Indonesia'],
      ['/scholarship', 'Beasiswa | NIEC Indonesia'],
      ['/study_tour', 'Study Tour | NIEC Indonesia'],
      ['/career', 'Karier | NIEC Indonesia'],
      ['/merchandise', 'Merchandise | NIEC Indonesia'],
      ['/contact_us', 'Hubungi Kami | NIEC Indonesia'],
    ];
    for (const [path, title] of titles) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
    }
  });

  test('the tracking page renders outside the main layout', async ({ page }) => {
    await page.goto('/merchandise/tracking/TRK-0001');
    await expect(page).toHaveTitle(/Tracking Order/);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });
});

test.describe('host shell on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile menu expands its groups and opens external links in new tabs', async ({ page }) => {
    await gotoHydrated(page, '/about');
    const toggle = page.getByRole('button', { name: 'Buka menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Menu seluler' });
    await expect(menu).toBeVisible();

    for (const group of ['Our Services', 'Study Abroad', 'Event']) {
      await expect(menu.getByRole('button', { name: group })).toHaveAttribute('aria-expanded', 'false');
    }
    await menu.getByRole('button', { name: 'Our Services' }).click();
    await expect(menu.getByRole('button', { name: 'Our Services' })).toHaveAttribute('aria-expanded', 'true');
    const external = [
      'SIM Card Canada',
      'Internship',
      'Study Tour',
      'Language Course',
      'Talent Mapping',
      'Accommodation',
      'Airline Student Club',
    ];
    for (const name of external) {
      const link = menu.getByRole('link', { name: new RegExp(`^${name}`) }).last();
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await menu.getByRole('button', { name: 'Event' }).click();
    for (const name of ['World Education Festival', 'Info Session', 'Global Youth']) {
      const link = menu.getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await menu.getByRole('button', { name: 'Study Abroad' }).click();
    await menu.getByRole('link', { name: 'Jepang' }).click();
    await expect(page).toHaveURL(/\/country\/jpn$/);
    await expect(menu).toBeHidden();
  });
});

test('when /config.json cannot be read the visitor gets an Indonesian message instead of a blank page', async ({
  page,
}) => {
  test.skip(process.env.NIEC_SSR !== '0', 'behind the render server the config comes with the page');
  await page.route('**/config.json', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
  await page.goto('/about');
  await expect(page.getByRole('alert')).toHaveText(
    'Maaf, situs sedang tidak dapat dimuat. Silakan muat ulang halaman beberapa saat lagi.',
  );
});

test('the runtime config is requested once, by the entry script, before the shared chunks have run', async ({
  page,
}) => {
  test.skip(process.env.NIEC_SSR !== '0', 'behind the render server the config comes with the page');
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== new URL(baseUrl).origin) return;
    if (url.pathname === '/config.json' || /^\/\d+\.[0-9a-f]+\.js$/.test(url.pathname)) requests.push(url.pathname);
  });
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(requests.filter((p) => p === '/config.json')).toHaveLength(1);
  // Started from main.js, the config request goes out before the last of the host's shared chunks is fetched.
  expect(requests.indexOf('/config.json')).toBeLessThan(requests.length - 1);
});

test('behind the render server the page carries its config: no /config.json request at all', async ({ page }) => {
  test.skip(process.env.NIEC_SSR === '0', 'the static host reads /config.json in the browser');
  const requests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/config.json') requests.push(request.url());
  });
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);
});
