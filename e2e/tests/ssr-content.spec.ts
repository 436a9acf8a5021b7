import type { Page, Request } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { bootEntries, visibleText, waitForHydration } from '../support/ssr';

const bootDataOf = (html: string) => ({ data: bootEntries(html) });
import { apiBase, baseUrl, portOffset } from '../support/env';
import {
  siteConfig,
  startApiGate,
  startRenderServer,
  type ApiGate,
  type OwnRenderServer,
} from '../support/render-server';
import { isPageProblem } from '../support/console';

// The content remote rendered by the render server: HTML with the data, clean hydration, /__data afterwards.
// The render server is opt-in until every remote is ready for it (scripts/serve.mjs).
test.skip(process.env.NIEC_SSR === '0', 'needs the render server (NIEC_SSR=0 turns it off)');

// Playwright waits for local-api only; the render server warms its workers before it listens.
test.beforeAll(async ({ request }) => {
  await expect
    .poll(async () => (await request.get(`${baseUrl}/__health`).catch(() => null))?.ok() ?? false, {
      timeout: 60_000,
    })
    .toBe(true);
});

// The branch maps: iframes, not data.
const NOT_DATA = /\/maps\/embed\?/;

/** An API call for page data, or a data request to the render server. */
const isDataRequest = (request: Request) =>
  (request.url().startsWith(apiBase) && !NOT_DATA.test(request.url())) || request.url().includes('/__data');

interface RouteCase {
  path: string;
  title: string;
  texts: string[];
  /** Whether the page has a loader, so its data is in the boot script. */
  data: boolean;
  /** Raw API fields the boot data must not carry (the loader trims them). */
  absent?: string[];
}

const ROUTES: RouteCase[] = [
  {
    path: '/',
    title: 'Konsultan Pendidikan Luar Negeri | NIEC Indonesia',
    texts: ['Wujudkan Mimpi Kuliah di Luar Negeri', 'TOP 6 campuses', 'Tiga Alasan Kuliah di Luar Negeri', 'Testimoni'],
    data: true,
  },
  {
    path: '/about',
    title: 'Tentang Kami | NIEC Indonesia',
    texts: ['Tentang NIEC Indonesia', 'Dream, Act, Succeed', 'Enam Alasan Memilih NIEC Indonesia'],
    data: false,
  },
  {
    path: '/artikel',
    title: 'Artikel | NIEC Indonesia',
    texts: [
      'Semua Artikel 20',
      'Tips Aman Mengisi F...',
      'Lindungi data pribadi Anda saat mendaftar kampus dan beasiswa secara daring',
      'Baca Selengkapnya',
    ],
    data: true,
    absent: ['isi', 'is_publish', 'created_at', 'updated_at'],
  },
  {
    path: '/artikeldetail/kuliah-gratis-di-jerman',
    title: 'Kuliah di Jerman: Gratis Biaya Kuliah, Apa Syaratnya? | NIEC Indonesia',
    texts: [
      'Kuliah di Jerman: Gratis Biaya Kuliah, Apa Syaratnya?',
      'Oleh: Tim Redaksi NIEC Indonesia',
      'Diperbarui 02 Oktober 2026',
      'Studienkolleg',
      'Artikel Yang Berkaitan',
      'Hidup Hemat di Budapest',
    ],
    data: true,
    absent: ['is_publish', 'created_at', 'code_artikel_kategori'],
  },
  {
    path: '/campus/melbourne',
    title: 'Melbourne Polytechnic | NIEC Indonesia',
    texts: ['Melbourne Polytechnic', '77 St Georges Road, Preston VIC 3072, Australia', 'Berlaku Sampai 30 Juni 2027'],
    // Its loader only tells the server a campus id is known (an unknown one is 404): its entry holds no data.
    data: true,
    absent: ['description', 'promo'],
  },
  {
    path: '/country/ger',
    title: 'Kuliah di Jerman | NIEC Indonesia',
    texts: ['Kuliah di Jerman', 'Guide to Living and Study', 'Mengapa Germany', 'Rp 5,5 juta', 'Berlin'],
    data: true,
  },
  {
    path: '/contact_us',
    title: 'Hubungi Kami | NIEC Indonesia',
    texts: ['Formulir Konsultasi', 'Kantor Pusat', 'Kunjungi Kantor Kami', '09:00-18:00 WITA'],
    data: false,
  },
  {
    path: '/singaraja',
    title: 'Kantor Cabang Singaraja | NIEC Indonesia',
    texts: ['NIEC Indonesia Singaraja', 'Jl. Ngurah Rai No. 21, Kampung Baru, Buleleng, Singaraja, Bali 81113'],
    data: false,
  },
];

test.describe('the content remote rendered on the server', () => {
  for (const route of ROUTES) {
    test(`${route.path} arrives as HTML with its content${route.data ? ' and only the data it shows' : ''}`, async ({
      request,
    }) => {
      const response = await request.get(route.path, { headers: { Accept: 'text/html' } });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<title>${route.title.replace(/&/g, '&amp;')}</title>`);
      const text = visibleText(html);
      for (const expected of route.texts) expect(text).toContain(expected);

      const boot = bootDataOf(html);
      if (!route.data) {
        expect(boot.data).toEqual({});
        return;
      }
      const entry = boot.data[route.path];
      expect(entry?.status).toBe('success');
      const json = JSON.stringify(entry?.data);
      for (const raw of route.absent ?? []) expect(json).not.toContain(`"${raw}"`);
    });
  }

  test('the article list sends no article bodies, and a filtered URL renders the filtered list', async ({
    request,
  }) => {
    const html = await (await request.get('/artikel?kategori=event')).text();
    expect(visibleText(html)).toContain('Tidak ada artikel yang ditemukan');
    // The chosen category is a link announced as the checked radio (docs/decisions/007-platform-first-controls.md).
    const eventLink = /<a\b[^>]*href="\/artikel\?kategori=event"[^>]*>/.exec(html)?.[0] ?? '';
    expect(eventLink).toContain('role="radio"');
    expect(eventLink).toContain('aria-checked="true"');
    const list = JSON.stringify(bootDataOf(html).data['/artikel?kategori=event']?.data);
    // Bodies stay on the server: a card carries its 90-character excerpt only.
    expect(list).not.toContain('<p>');
  });

  test('an unknown article or country answers 404 with the page in Indonesian', async ({ request }) => {
    const article = await request.get('/artikeldetail/beasiswa-mext-jepang');
    expect(article.status()).toBe(404);
    expect(visibleText(await article.text())).toContain('Gagal mengambil data artikel.');
    const country = await request.get('/country/xyz');
    expect(country.status()).toBe(404);
    expect(visibleText(await country.text())).toContain('Halaman tidak ditemukan');
  });

  for (const width of [390, 1280]) {
    for (const route of ROUTES) {
      test(`${route.path} hydrates at ${width} px without console errors or warnings and asks for no data again`, async ({
        page,
        pageErrors,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        const messages: string[] = [];
        page.on('console', (message) => {
          if (isPageProblem(message)) messages.push(message.text());
        });
        const dataRequests: string[] = [];
        page.on('request', (request) => {
          if (isDataRequest(request)) dataRequests.push(request.url());
        });
        const response = await page.goto(route.path);
        expect(response?.status()).toBe(200);
        await waitForHydration(page);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(messages).toEqual([]);
        expect(pageErrors).toEqual([]);
        expect(dataRequests).toEqual([]);
      });
    }
  }

  test('after hydration, client navigation gets each page its data from /__data', async ({ page }) => {
    const dataRequests: string[] = [];
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/__data') {
        dataRequests.push(url.searchParams.get('path') ?? '');
      } else if (request.url().startsWith(apiBase) && !NOT_DATA.test(request.url())) apiCalls.push(url.pathname);
    });
    await page.goto('/artikel');
    await waitForHydration(page);

    await page.locator('a[href="/artikeldetail/kuliah-gratis-di-jerman"]').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Kuliah di Jerman: Gratis Biaya Kuliah, Apa Syaratnya?',
    );
    await expect(page.getByTestId('article-body').getByRole('heading', { name: 'Studienkolleg' })).toBeVisible();
    await page.getByRole('complementary', { name: 'Artikel Yang Berkaitan' }).getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hidup Hemat di Budapest');

    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Beranda' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wujudkan Mimpi Kuliah di Luar Negeri');
    await expect(page.getByRole('heading', { name: 'TOP 6 campuses' })).toBeVisible();

    // Back through the history: pages whose data the browser already holds are not asked for again.
    for (let i = 0; i < 3; i++) await page.goBack();
    await expect(page).toHaveURL(/\/artikel$/);
    await expect(page.getByRole('article')).toHaveCount(12);

    expect(dataRequests).toEqual([
      '/artikeldetail/kuliah-gratis-di-jerman',
      '/artikeldetail/hidup-hemat-di-budapest',
      '/',
    ]);
    // The browser never called the API for page data itself.
    expect(apiCalls).toEqual([]);
  });
});

test.describe('the content remote when the API fails behind the render server', () => {
  let server: OwnRenderServer | null = null;
  let gate: ApiGate | null = null;

  test.afterEach(async () => {
    await server?.stop();
    await gate?.close();
    server = null;
    gate = null;
  });

  /** A render server of the test's own whose API calls fail on the paths `failing` matches. */
  async function serverWithFailing(failing: RegExp, slot: number): Promise<OwnRenderServer> {
    gate = await startApiGate(5277 + slot + portOffset);
    gate.set({ match: failing, status: 500 });
    const config = await siteConfig();
    config.serverApiBaseUrl = `${gate.url}/api/v1/application`;
    server = await startRenderServer(5211 + slot + portOffset, config);
    return server;
  }

  function consoleErrors(page: Page): string[] {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    return errors;
  }

  test('a failed category call leaves the filter with Semua Artikel only, and the browser logs it', async ({
    page,
  }) => {
    const own = await serverWithFailing(/\/website\/artikel-kategori$/, 0);
    const errors = consoleErrors(page);
    const response = await page.goto(`${own.url}/artikel`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('article')).toHaveCount(12);
    await expect(page.getByRole('group', { name: 'Kategori' }).getByRole('radio')).toHaveCount(1);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect.poll(() => errors.some((e) => e.includes('Error fetching artikel kategori'))).toBe(true);
  });

  test('a failed list call on an article page only empties the related list, and the browser logs it', async ({
    page,
  }) => {
    const own = await serverWithFailing(/\/website\/artikel$/, 1);
    const errors = consoleErrors(page);
    const response = await page.goto(`${own.url}/artikeldetail/kuliah-gratis-di-jerman`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Kuliah di Jerman: Gratis Biaya Kuliah, Apa Syaratnya?',
    );
    await expect(page.getByText('Tidak ada artikel yang berkaitan.')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect.poll(() => errors.some((e) => e.includes('Error fetching artikel'))).toBe(true);
  });

  test('a failed article call answers 503 with the failure text, which the browser keeps and logs', async ({
    page,
  }) => {
    const own = await serverWithFailing(/\/website\/artikel\/.+/, 2);
    const errors = consoleErrors(page);
    const response = await page.goto(`${own.url}/artikeldetail/kuliah-gratis-di-jerman`);
    expect(response?.status()).toBe(503);
    await expect(page.getByRole('alert')).toHaveText(/Gagal mengambil data artikel\./);
    await expect(page.getByRole('link', { name: 'Kembali ke daftar artikel' })).toBeVisible();
    await expect
      .poll(() => errors.some((e) => e.includes('Error fetching artikel kuliah-gratis-di-jerman')))
      .toBe(true);
  });
});
