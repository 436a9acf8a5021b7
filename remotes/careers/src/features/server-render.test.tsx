/**
 * @jest-environment node
 */
// Both pages render where there is no browser (no window, document, storage or location), as the render server
// renders them, and what they render is the page itself, with its data.
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { applyTestConfig, routeElement, withRouteData } from '@niec/shared/testing';
import VacanciesPage from './vacancies/vacancies-page';
import VacancyDetailPage from './vacancy-detail/vacancy-detail-page';

async function renderOnServer(url: string, path: `/${string}`, page: ReactNode): Promise<string> {
  const { prelude } = await prerender(routeElement({ [path]: page }, { url }).element);
  return new Response(prelude).text();
}

beforeEach(() => applyTestConfig());

test('this test really runs without a browser', () => {
  expect(typeof window).toBe('undefined');
  expect(typeof document).toBe('undefined');
});

test('the vacancy list renders on the server with its vacancies and filter options', async () => {
  const { element } = withRouteData(
    {
      data: {
        vacancies: [
          { id: 7, title: 'Finance & Accounting Staff', department: 'Finance', branch: 'Denpasar', slug: 'f' },
        ],
        page: 1,
        pageCount: 1,
        total: 1,
        branches: [{ id: '5101', name: 'Denpasar' }],
        categories: ['Finance'],
      },
    },
    <VacanciesPage />,
  );
  const html = await renderOnServer('/career?area=5101&kategori=Finance', '/career', element);
  expect(html).toContain('Berkarier di NIEC Indonesia');
  expect(html).toContain('1 lowongan ditemukan');
  expect(html).toContain('Finance &amp; Accounting Staff');
  expect(html).toContain('<option value="5101" selected="">Denpasar</option>');
});

test('the vacancy renders on the server with its application form, the provinces and no clock-dependent max', async () => {
  const { element } = withRouteData(
    {
      data: {
        vacancy: {
          id: 1,
          title: 'Education Consultant',
          department: 'Education Consultant',
          branch: 'Denpasar',
          salary: 'Rp\u00a05.000.000 - Rp\u00a07.000.000',
          salaryAmount: { min: 5000000, max: 7000000 },
          postedAt: '2026-09-01 09:00:00',
          descriptionHtml: '<p>Deskripsi</p>',
        },
        provinces: [{ value: '51', label: 'Bali' }],
      },
    },
    <VacancyDetailPage />,
  );
  const html = await renderOnServer('/career/ec', '/career/:slug_title', element);
  expect(html).toContain('Education Consultant</h1>');
  expect(html).toContain('Rp\u00a05.000.000 - Rp\u00a07.000.000');
  expect(html).toContain('aria-label="Formulir lamaran"');
  expect(html).toContain('<option value="51">Bali</option>');
  expect(html).toContain('value="Education Consultant"');
  // The birth date's max (today) depends on the visitor's clock and zone: set in the browser only.
  expect(html).toMatch(/<input[^>]*type="date"[^>]*>/);
  expect(html).not.toMatch(/<input[^>]*type="date"[^>]*max=/);
});
