import type { Page, Request } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { apiBase } from '../support/env';
import { isPageProblem } from '../support/console';

// The careers pages as the render server sends them (NIEC_SSR=1): the HTML holds what the page shows, the
// browser hydrates it without a warning and without asking again for data the server already sent, and client
// navigation gets its data from the render server's /__data.
test.skip(process.env.NIEC_SSR === '0', 'needs the render server (NIEC_SSR=0 turns it off)');

interface CareerRoute {
  path: string;
  status: number;
  /** Visible text (HTML-escaped as React writes it) that must be in the server's HTML. */
  html: string[];
  /** Shown once the page is in the browser. */
  heading: string;
}

const NBSP = '\u00a0';
const ROUTES: CareerRoute[] = [
  {
    path: '/career',
    status: 200,
    html: [
      'Berkarier di NIEC Indonesia',
      '10 lowongan ditemukan',
      'Digital Marketing Specialist',
      'href="/career/digital-marketing-specialist-denpasar"',
      // The filter's options, from the API.
      '<option value="1201">Medan</option>',
      '<option value="Information Technology">Information Technology</option>',
    ],
    heading: 'Berkarier di NIEC Indonesia',
  },
  {
    path: '/career?area=5101&kategori=Finance',
    status: 200,
    html: [
      '1 lowongan ditemukan',
      'Finance &amp; Accounting Staff',
      '<option value="5101" selected="">Denpasar</option>',
    ],
    heading: 'Berkarier di NIEC Indonesia',
  },
  {
    path: '/career/education-consultant-denpasar',
    status: 200,
    html: [
      '<title>Education Consultant | NIEC Indonesia</title>',
      'Education Consultant</h1>',
      `Rp${NBSP}5.000.000 - Rp${NBSP}7.000.000`,
      '<h3>Tanggung Jawab</h3>',
      'Apply Your Resume',
      'aria-label="Formulir lamaran"',
      '<option value="51">Bali</option>',
    ],
    heading: 'Education Consultant',
  },
  {
    path: '/career/lowongan-yang-tidak-ada',
    status: 404,
    html: ['<title>Lowongan tidak ditemukan | NIEC Indonesia</title>', 'Lowongan tidak ditemukan</h1>'],
    heading: 'Lowongan tidak ditemukan',
  },
];

const isApiCall = (request: Request) => request.url().startsWith(apiBase);
const isDataCall = (request: Request) => new URL(request.url()).pathname === '/__data';

/**
 * Records what the browser logs and asks for from the start of the page view. The one message left out is
 * Chromium's own line for a document answered 404 (an unknown vacancy), which is the status the page must have.
 */
function watch(page: Page) {
  const messages: string[] = [];
  const requests: Request[] = [];
  page.on('console', (message) => {
    if (!isPageProblem(message)) return;
    const documentNotFound =
      message.text().includes('status of 404') &&
      message.location().url === page.url() &&
      /\/career\//.test(page.url());
    if (!documentNotFound) messages.push(`${message.type()}: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  page.on('request', (request) => {
    if (isApiCall(request) || isDataCall(request)) requests.push(request);
  });
  return { messages, requests };
}

/** Resolves once React has taken over the server's HTML and the page's lazy parts are in (the network is idle). */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
  );
  await page.waitForLoadState('networkidle');
}

test.describe('server HTML, without JavaScript', () => {
  for (const route of ROUTES) {
    test(`${route.path} answers ${route.status} with what the page shows`, async ({ request }) => {
      const response = await request.get(route.path);
      expect(response.status()).toBe(route.status);
      const html = await response.text();
      for (const text of route.html) expect(html, `server HTML of ${route.path}`).toContain(text);
    });
  }

  test('the list sends no vacancy description; the detail sends only what it shows', async ({ request }) => {
    const list = await (await request.get('/career')).text();
    // Words of the seeded descriptions (HTML) that no list card shows.
    expect(list).not.toContain('Tanggung Jawab');
    expect(list).not.toContain('slug_title');
    const detail = await (await request.get('/career/education-consultant-denpasar')).text();
    for (const field of ['gaji_1', 'deskripsi', 'slug_title', 'id_kabkota', 'province_name']) {
      expect(detail, field).not.toContain(`"${field}"`);
    }
  });
});

test.describe('hydration', () => {
  for (const width of [390, 1280]) {
    for (const route of ROUTES) {
      test(`${route.path} at ${width}px hydrates cleanly and asks for no data again`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        const { messages, requests } = watch(page);
        const response = await page.goto(route.path);
        expect(response?.status()).toBe(route.status);
        await hydrated(page);
        await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
        if (route.path.startsWith('/career/') && route.status === 200) {
          // The form is hydrated and its CAPTCHA rendered (its effects ran).
          await expect(page.getByRole('checkbox', { name: 'Saya bukan robot' })).toBeVisible();
          // The sanitised description the server sent is still there after hydration.
          await expect(page.getByRole('heading', { level: 3, name: 'Tanggung Jawab' })).toBeVisible();
          await expect(page.locator('input[name="date_birth"]')).toHaveAttribute('max', /^\d{4}-\d{2}-\d{2}$/);
        }
        if (route.path.startsWith('/career?')) {
          await expect(page.getByRole('combobox', { name: 'Cabang' })).toHaveValue('5101');
        }
        expect(messages, 'console errors and warnings').toEqual([]);
        expect(
          requests.map((r) => r.url()),
          'data requests of the first load',
        ).toEqual([]);
      });
    }
  }
});

test.describe('client navigation', () => {
  test('between the list and a vacancy, the data comes from /__data', async ({ page }) => {
    const { messages, requests } = watch(page);
    await page.goto('/career');
    await hydrated(page);

    const detailData = page.waitForResponse(
      (r) =>
        isDataCall(r.request()) && r.url().includes(encodeURIComponent('/career/frontend-developer-react-yogyakarta')),
    );
    await page.getByRole('link', { name: /^Apply: Frontend Developer/ }).click();
    const detail = await detailData;
    expect(detail.status()).toBe(200);
    const body = (await detail.json()) as { kind: string; data: { vacancy: { title: string } } };
    expect(body.kind).toBe('data');
    expect(body.data.vacancy.title).toBe('Frontend Developer (React)');
    await expect(page.getByRole('heading', { level: 1, name: 'Frontend Developer (React)' })).toBeVisible();
    await expect(page).toHaveTitle('Frontend Developer (React) | NIEC Indonesia');
    await expect(page.getByRole('checkbox', { name: 'Saya bukan robot' })).toBeVisible();

    // Back to the list through the breadcrumb: its data is still here, nothing is asked again.
    const before = requests.length;
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Karier' }).click();
    await expect(page.getByRole('article')).toHaveCount(10);
    expect(requests.slice(before).map((r) => r.url())).toEqual([]);

    // 'Cari' puts the filter in the URL; the filtered list comes through /__data as well.
    const filteredData = page.waitForResponse(
      (r) => isDataCall(r.request()) && r.url().includes(encodeURIComponent('/career?kategori=Finance')),
    );
    await page.getByRole('combobox', { name: 'Kategori pekerjaan' }).selectOption('Finance');
    await page.getByRole('button', { name: 'Cari', exact: true }).click();
    expect((await filteredData).status()).toBe(200);
    await expect(page).toHaveURL(/\/career\?kategori=Finance$/);
    await expect(page.getByRole('article')).toHaveCount(2);

    // The browser itself never called the API for page data: every data request went to /__data.
    expect(requests.filter(isApiCall).map((r) => r.url())).toEqual([]);
    expect(messages, 'console errors and warnings').toEqual([]);
  });
});
