import type { Page, Request } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { gotoHydrated } from '../support/ssr';

// With the render server (NIEC_SSR=1) the list's data comes from the page's loader on the server: in the HTML on
// the first load, and from /__data when 'Cari' changes the filter. On a static host the loader runs in the browser.
const ssr = process.env.NIEC_SSR !== '0';

const isFilterCall = (request: Request) =>
  request.method() === 'POST' && request.url().endsWith('/niec-career/filter-lowongan');

/**
 * Resolves when the list of a filter is asked for: the browser's POST /niec-career/filter-lowongan (whose body is
 * checked) on a static host, or the data request to the render server for the list's URL.
 */
async function expectFilteredListRequest(
  page: Page,
  search: () => Promise<void>,
  filter: { id_kabkota: string; department: string },
  listUrl: string,
): Promise<void> {
  const request = page.waitForRequest((r) =>
    ssr ? r.url().includes(`/__data?path=${encodeURIComponent(listUrl)}`) : isFilterCall(r),
  );
  await search();
  if (!ssr) expect((await request).postDataJSON()).toEqual(filter);
  else await request;
}

// Seed data of local-api (local-api/src/fixtures/careers.json): 10 vacancies in Denpasar (5101),
// Yogyakarta (3401), Jakarta Selatan (3101) and Surabaya (3501); Medan (1201) has none.
const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

test.describe('career list', () => {
  test('lists every open vacancy with title, department, branch and an Apply link', async ({ page }) => {
    await page.goto('/career');
    await expect(page.getByRole('heading', { level: 1, name: 'Berkarier di NIEC Indonesia' })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(10);
    await expect(page.getByText('10 lowongan ditemukan')).toBeVisible();
    const card = cards.filter({ has: page.getByRole('heading', { name: 'Digital Marketing Specialist' }) });
    await expect(card.getByText('Marketing', { exact: true })).toBeVisible();
    await expect(card.getByText('Denpasar')).toBeVisible();
    await expect(card.getByRole('link', { name: /^Apply/ })).toHaveAttribute(
      'href',
      '/career/digital-marketing-specialist-denpasar',
    );
    // The branch and category options come from the API.
    await expect(page.getByRole('combobox', { name: 'Cabang' }).getByRole('option')).toHaveText([
      'Semua cabang',
      'Denpasar',
      'Yogyakarta',
      'Jakarta Selatan',
      'Surabaya',
      'Medan',
    ]);
    await expect(page.getByRole('combobox', { name: 'Kategori pekerjaan' }).getByRole('option')).toHaveText([
      'Semua kategori',
      'Education Consultant',
      'Marketing',
      'Finance',
      'Information Technology',
    ]);
  });

  test('filters in the URL are applied on load through the filter call', async ({ page }) => {
    const browserFilterCalls: Request[] = [];
    page.on('request', (request) => {
      if (isFilterCall(request)) browserFilterCalls.push(request);
    });
    const filterCall = ssr ? null : page.waitForRequest(isFilterCall);
    const response = await page.goto('/career?area=5101&kategori=Finance');
    if (filterCall) {
      expect((await filterCall).postDataJSON()).toEqual({ id_kabkota: '5101', department: 'Finance' });
    } else {
      // The render server made the filter call: the filtered list is in its HTML, and the browser does not ask again.
      const html = (await response?.text()) ?? '';
      expect(html).toContain('Finance &amp; Accounting Staff');
      expect(html).not.toContain('Digital Marketing Specialist');
    }
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Finance & Accounting Staff' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Cabang' })).toHaveValue('5101');
    await expect(page.getByRole('combobox', { name: 'Kategori pekerjaan' })).toHaveValue('Finance');
    expect(browserFilterCalls).toHaveLength(ssr ? 0 : 1);
  });

  test('Cari puts the filters in the URL; no match shows the Indonesian empty state; back restores the list', async ({
    page,
  }) => {
    await gotoHydrated(page, '/career');
    await expect(page.getByRole('article')).toHaveCount(10);
    await page.getByRole('combobox', { name: 'Kategori pekerjaan' }).selectOption('Information Technology');
    await page.getByRole('button', { name: 'Cari', exact: true }).click();
    await expect(page).toHaveURL(/\/career\?kategori=Information\+Technology$/);
    await expect(page.getByRole('article')).toHaveCount(2);

    await page.getByRole('combobox', { name: 'Cabang' }).selectOption({ label: 'Medan' });
    await expectFilteredListRequest(
      page,
      () => page.getByRole('button', { name: 'Cari', exact: true }).click(),
      { id_kabkota: '1201', department: 'Information Technology' },
      '/career?area=1201&kategori=Information+Technology',
    );
    await expect(page).toHaveURL(/\/career\?area=1201&kategori=Information\+Technology$/);
    await expect(page.getByText('Tidak ada lowongan yang sesuai dengan pencarian Anda.')).toBeVisible();
    await expect(page.getByText('Coba pilih cabang atau kategori pekerjaan lain.')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);

    await page.goBack();
    await expect(page.getByRole('article')).toHaveCount(2);
    await expect(page.getByRole('combobox', { name: 'Cabang' })).toHaveValue('');
    await page.getByRole('link', { name: /^Apply: Frontend Developer/ }).click();
    await expect(page).toHaveURL(/\/career\/frontend-developer-react-yogyakarta$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Frontend Developer (React)' })).toBeVisible();
  });
});

test.describe('career detail', () => {
  test('shows title, department, branch, salary range, the description and the application form', async ({ page }) => {
    await page.goto('/career/education-consultant-denpasar');
    await expect(page.getByRole('heading', { level: 1, name: 'Education Consultant' })).toBeVisible();
    await expect(page).toHaveTitle('Education Consultant | NIEC Indonesia');
    const salary = page.getByTestId('vacancy-salary');
    await expect(salary).toBeVisible();
    expect(nbsp(await salary.innerText())).toBe('Rp 5.000.000 - Rp 7.000.000');
    await expect(page.getByText('Denpasar', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Deskripsi Pekerjaan' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tanggung Jawab' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Apply Your Resume' })).toBeVisible();
    await expect(page.locator('input[type="hidden"][name="job_vacancy"]')).toHaveValue('Education Consultant');
    await expect(page.locator('input[type="hidden"][name="id_job_vacancy"]')).toHaveValue('1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  });

  test('a vacancy without gaji_2 shows only gaji_1', async ({ page }) => {
    await page.goto('/career/education-consultant-surabaya');
    const salary = page.getByTestId('vacancy-salary');
    await expect(salary).toBeVisible();
    expect(nbsp(await salary.innerText())).toBe('Rp 5.500.000');
  });

  test('an unknown slug shows a clear not-found state', async ({ page }) => {
    await gotoHydrated(page, '/career/lowongan-yang-tidak-ada');
    await expect(page.getByRole('heading', { level: 1, name: 'Lowongan tidak ditemukan' })).toBeVisible();
    await expect(page).toHaveTitle('Lowongan tidak ditemukan | NIEC Indonesia');
    await expect(page.getByRole('form', { name: 'Formulir lamaran' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Lihat semua lowongan' }).click();
    await expect(page).toHaveURL(/\/career$/);
    await expect(page.getByRole('article')).toHaveCount(10);
  });
});
