import type { Request } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { bootEntries, visibleText, waitForHydration } from '../support/ssr';

const bootDataOf = (html: string) => ({ data: bootEntries(html) });
import { apiBase } from '../support/env';
import { isPageProblem } from '../support/console';

// The render server is opt-in until every remote is ready for it (scripts/serve.mjs).
test.skip(process.env.NIEC_SSR === '0', 'needs the render server (NIEC_SSR=0 turns it off)');

/** The API calls a route makes on load (from the server now); images from the API are not data. */
const isDataCall = (request: Request) => request.url().startsWith(apiBase);

const ROUTES = [
  {
    path: '/scholarship',
    texts: [
      'Beasiswa Kuliah di Luar Negeri',
      '23 beasiswa ditemukan',
      'Australia Awards Scholarship',
      'Auckland University of Technology',
      'Filter Beasiswa',
      'Halaman 1 dari 2',
    ],
  },
  {
    // The 13th scholarship, on the second page of 12.
    path: '/scholarship?page=2',
    texts: [
      'Chevening Scholarship',
      // A timestamp is rendered in the site's time zone (UTC+8), as the e2e browser shows it.
      'Deadline : 04-Des-2026',
      'Halaman 2 dari 2',
    ],
  },
  {
    path: '/scholarship?country=NZ&program=Master',
    texts: ['1 beasiswa ditemukan', 'New Zealand Scholarship (Manaaki)'],
  },
  {
    path: '/study_tour',
    texts: [
      'Study Tour ke Luar Negeri',
      'Sydney',
      'London',
      '8 Hari 7 Malam',
      'Minimal 10 pax',
      '*Harga dapat berubah sewaktu-waktu mengikuti kurs dollar.',
      'English Course',
    ],
  },
] as const;

test.describe('the scholarship remote rendered on the server', () => {
  for (const route of ROUTES) {
    test(`${route.path} arrives as HTML with its data, and its boot data holds only what the page shows`, async ({
      request,
    }) => {
      const response = await request.get(route.path, { headers: { Accept: 'text/html' } });
      expect(response.status()).toBe(200);
      const html = await response.text();
      const text = visibleText(html);
      for (const expected of route.texts) expect(text).toContain(expected);

      const boot = bootDataOf(html);
      const entry = boot.data[route.path];
      expect(entry?.status).toBe('success');
      const json = JSON.stringify(entry?.data);
      // Trimmed records: no raw API field names, no data the page does not show (a scholarship's description is read
      // when its modal opens).
      for (const raw of [
        'scholarship_name',
        'code_school_rep',
        'countrycode',
        'jenjang',
        'itenary',
        'durasi',
        'description',
      ]) {
        expect(json).not.toContain(`"${raw}"`);
      }
    });
  }

  for (const width of [390, 1280]) {
    for (const route of ROUTES) {
      test(`${route.path} hydrates at ${width} px without console errors or warnings and asks the API for nothing`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        const messages: string[] = [];
        page.on('console', (message) => {
          if (isPageProblem(message)) messages.push(message.text());
        });
        const dataCalls: string[] = [];
        page.on('request', (request) => {
          if (isDataCall(request) || request.url().includes('/__data')) dataCalls.push(request.url());
        });
        const response = await page.goto(route.path);
        expect(response?.status()).toBe(200);
        await waitForHydration(page);

        if (route.path.startsWith('/scholarship')) {
          // Hydrated: the accordion answers, as the server rendered it on every screen (no group opened by the width).
          const university = page.getByRole('button', { name: 'University', exact: true });
          await expect(university).toHaveAttribute('aria-expanded', 'false');
          const before = [...dataCalls];
          await page.getByRole('button', { name: 'Description', exact: false }).first().click();
          const dialog = page.getByRole('dialog', { name: 'Description' });
          await expect(dialog).toBeVisible();
          // The description is read when the modal opens (the page's data carries the cards' fields only): one
          // read of the list, nothing else.
          await expect(dialog.getByText('Memuat deskripsi...')).toHaveCount(0);
          expect(dataCalls.slice(before.length).map((url) => new URL(url).pathname)).toEqual([
            new URL(`${apiBase}/website/scholarship`).pathname,
          ]);
          dataCalls.length = before.length;
        } else {
          await page.getByRole('button', { name: 'Itenary Sydney' }).click();
          await expect(page.getByRole('dialog', { name: 'Itenary Sydney, Australia' })).toBeVisible();
        }
        expect(dataCalls, 'the data of the first load came with the HTML').toEqual([]);
        expect(messages, 'console errors and warnings').toEqual([]);
      });
    }
  }

  test('client navigation between the two pages gets their data from /__data', async ({ page }) => {
    const documents: string[] = [];
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
      if (isDataCall(request)) apiCalls.push(request.url());
    });
    await page.goto('/study_tour');
    await waitForHydration(page);

    const scholarshipData = page.waitForResponse((r) => r.url().includes('/__data?path=%2Fscholarship'));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Beasiswa', exact: true }).click();
    const answer = await scholarshipData;
    expect(answer.status()).toBe(200);
    const body = (await answer.json()) as { kind: string; data: { items: unknown[] } };
    expect(body.kind).toBe('data');
    expect(body.data.items).toHaveLength(12);
    await expect(page).toHaveURL(/\/scholarship$/);
    await expect(page.locator('[aria-live="polite"]', { hasText: 'beasiswa ditemukan' })).toHaveText(
      '23 beasiswa ditemukan',
    );
    await expect(page.getByRole('heading', { name: 'Australia Awards Scholarship' })).toBeVisible();

    // Back to the study tour: its data is still held from the first load, nothing is asked for again.
    const requestsBefore = apiCalls.length;
    let dataRequests = 0;
    page.on('request', (request) => {
      if (request.url().includes('/__data')) dataRequests += 1;
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Study Tour', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Sydney' })).toBeVisible();
    expect(dataRequests).toBe(0);
    expect(apiCalls.length).toBe(requestsBefore);

    // Every page came from one document load, and the browser itself never asked the API for page data.
    expect(documents).toHaveLength(1);
    expect(apiCalls).toEqual([]);
  });
});
