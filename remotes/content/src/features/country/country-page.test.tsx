import { render, screen, within } from '@testing-library/react';
import type { LoaderResult } from '@niec/shared';
import {
  applyTestConfig,
  itemOfType,
  loaderArgs,
  renderRoute,
  renderServerHead,
  routeElement,
  visibleBreadcrumb,
} from '@niec/shared/testing';
import { COUNTRY_CODES } from '../../lib/destinations';
import { renderOnServerThenHydrate } from '../../test/hydrate';
import { GUIDE_LOADERS } from './data/guides';
import { loadCountry } from './country.loader';
import CountryPage from './country-page';
import type { CountryGuide } from './model';

/** The page at a URL with its loader's result, as the host renders it. */
async function pageAt(url: string) {
  const code = url.split('/').pop() ?? '';
  const result: LoaderResult<CountryGuide> = await loadCountry(loaderArgs({ code }));
  const { element } = routeElement(
    { '/country/:code': <CountryPage /> },
    { url, routeData: result.kind === 'data' ? { data: result.data } : 'not-found' },
  );
  return element;
}

async function renderAt(url: string) {
  return render(await pageAt(url));
}

beforeEach(() => applyTestConfig());

test('the loader sends the guide of a known code and answers not found for an unknown one', async () => {
  await expect(loadCountry(loaderArgs({ code: 'xyz' }))).resolves.toEqual({ kind: 'not-found' });
  const result = await loadCountry(loaderArgs({ code: 'ger' }));
  expect(result).toMatchObject({ kind: 'data', data: { code: 'ger', name: 'Jerman' } });
});

test('an unknown country code shows the 404 page', async () => {
  await renderAt('/country/xyz');
  expect(screen.getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' })).toBeVisible();
});

test('while the guide loads the page shows Loading...', () => {
  renderRoute(<CountryPage />, { routeData: 'loading' });
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
});

test('the server HTML of a guide hydrates without a mismatch', async () => {
  const { html, problems } = await renderOnServerThenHydrate(await pageAt('/country/aus'));
  expect(html).toMatch(/Kuliah di (<!-- -->)?Australia/);
  expect(html).toContain('Rp 1,2 juta');
  expect(problems).toEqual([]);
});

test('the Germany guide follows the spec: tagline, reasons, campus types, costs, cities and sights', async () => {
  await renderAt('/country/ger');
  expect(await screen.findByRole('heading', { level: 1, name: 'Kuliah di Jerman' })).toBeVisible();
  expect(screen.getByText('Guide to Living and Study')).toBeVisible();
  const why = screen.getByRole('region', { name: 'Mengapa Germany' });
  for (const topic of [
    /Kuliah gratis/,
    /Studienkolleg/,
    /Bahasa Jerman di universitas negeri/,
    /berbahasa Inggris/,
    /Blocked account/,
  ]) {
    expect(within(why).getByRole('heading', { name: topic })).toBeVisible();
  }
  const campus = screen.getByRole('region', { name: 'Jenis Kampus' });
  expect(within(campus).getByText('Public University')).toBeVisible();
  expect(within(campus).getByText('S-1 s/d S-3')).toBeVisible();
  expect(within(campus).getByText('S-1 s/d S-2')).toBeVisible();
  const costs = screen.getByRole('region', { name: 'Estimasi Biaya Hidup' });
  expect(within(costs).getByText('Rp 5,5 juta')).toBeVisible();
  expect(within(costs).getByText('Rp 780 ribu')).toBeVisible();
  expect(within(costs).getByText('Rp 150 ribu')).toBeVisible();
  for (const city of ['Berlin', 'Munich', 'Frankfurt', 'Hamburg', 'Stuttgart']) {
    expect(screen.getByRole('heading', { name: city })).toBeVisible();
  }
  expect(screen.getByRole('heading', { name: /Neuschwanstein/ })).toBeVisible();
  expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'website');
  // The banner is an asset URL (a stub under jest); what matters is that the page sets it.
  expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBeTruthy();
});

test('every country guide has text in every section and its own code', async () => {
  for (const code of COUNTRY_CODES) {
    const guide = await GUIDE_LOADERS[code]();
    expect(guide.code).toBe(code);
    expect(guide.intro.length).toBeGreaterThan(60);
    expect(guide.why.length).toBeGreaterThanOrEqual(5);
    expect(guide.campusTypes.length).toBeGreaterThan(0);
    expect(guide.cities.length).toBeGreaterThanOrEqual(2);
    expect(guide.thingsToDo.length).toBeGreaterThanOrEqual(2);
    for (const cost of Object.values(guide.costs)) expect(cost.amount).toMatch(/^Rp /);
    const text = JSON.stringify(guide).toLowerCase();
    expect(text).not.toMatch(/\blorem\b|\bipsum\b|\btbd\b/);
  }
});

test('Australia and the UK carry the figures the spec quotes', async () => {
  const aus = await GUIDE_LOADERS.aus();
  expect(aus.costs.housing).toEqual({ prefix: 'Sekitar', amount: 'Rp 1,2 juta', period: 'minggu' });
  expect(aus.costs.partTime).toMatchObject({ amount: 'Rp 200 ribu', period: 'jam' });
  const eng = await GUIDE_LOADERS.eng();
  expect(eng.workRights).toMatch(/20 jam kerja per minggu/);
  const hun = await GUIDE_LOADERS.hun();
  expect(hun.whyName).toBe('Hungaria');
  expect(hun.cities.map((c) => c.title)).toEqual(['Budapest', 'Pecs']);
  expect(JSON.stringify(hun.why)).toMatch(/peringkat 15 dari 165/);
});

test.each([
  ['aus', 'Australia'],
  ['ger', 'Jerman'],
])(
  "the server's head of /country/%s: the country's name in title and description, and its breadcrumb",
  async (code, name) => {
    const head = renderServerHead(await pageAt(`/country/${code}`));
    expect(head.title).toBe(`Kuliah di ${name} | NIEC Indonesia`);
    expect(head.description).toBe(
      `Panduan kuliah di ${name} bersama NIEC Indonesia: alasan memilih ${name}, jenis kampus, estimasi biaya hidup, izin kerja pelajar, kota dan tempat menarik.`,
    );
    // 'Study Abroad' is a menu label without a page: the list holds the trail's links and the page itself.
    expect(visibleBreadcrumb(head.html)).toEqual([
      { name: 'Beranda', url: 'https://niec.test/' },
      { name: 'Study Abroad', url: null },
      { name, url: null },
    ]);
    expect(itemOfType(head.structuredData, 'BreadcrumbList').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Beranda', item: 'https://niec.test/' },
      { '@type': 'ListItem', position: 2, name, item: `https://niec.test/country/${code}` },
    ]);
  },
);
