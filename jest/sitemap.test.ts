/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
// The sitemap end to end: the host's route manifest and each remote's sitemap source (exposes/sitemap.ts), read
// through the host's sitemap code against an API with the whole lists.
import type { RemoteName, SitemapSource } from '@niec/shared';
import { buildRobots, makeSitemap, sitemapCache } from '../host/server/sitemap';
import { collectSitemap, sitemapApi } from '../host/src/render/sitemap-urls';
import { ROUTES } from '../host/src/route-table';
import { sitemap as careers } from '../remotes/careers/src/exposes/sitemap';
import { sitemap as content } from '../remotes/content/src/exposes/sitemap';
import { sitemap as shop } from '../remotes/shop/src/exposes/sitemap';

const SOURCES: Partial<Record<RemoteName, Partial<Record<string, SitemapSource>>>> = { content, careers, shop };
const urlsOf = (apiBase: string) =>
  collectSitemap(ROUTES, (route) => Promise.resolve(SOURCES[route.remote]?.[route.page]), sitemapApi(apiBase));

const COUNTRIES = ['aus', 'can', 'jpn', 'kor', 'nzl', 'pol', 'tur', 'usa', 'eng', 'che', 'ger', 'hun'];

/** 1,000 articles (every tenth a draft, as 0 or '0'), 250 vacancies, 250 products: the API's whole lists. */
const articles = Array.from({ length: 1000 }, (_, i) => ({
  slug: `artikel-${i + 1}`,
  is_publish: i % 10 === 9 ? (i % 20 === 9 ? 0 : '0') : i % 2 ? 1 : '1',
  updated_at: `2026-${String((i % 12) + 1).padStart(2, '0')}-15 10:30:00`,
}));
const vacancies = Array.from({ length: 250 }, (_, i) => ({ slug_title: `lowongan-${i + 1}` }));
const products = Array.from({ length: 250 }, (_, i) => ({ code_product: `NIEC-${i + 1}` }));

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('sitemap.xml', () => {
  let server: http.Server;
  let api = '';
  let requests: string[] = [];
  let failing = new Set<string>();

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const path = request.url ?? '';
      requests.push(path);
      if (failing.has(path)) return void response.writeHead(503).end();
      const body =
        path === '/website/artikel'
          ? { data: [...articles, { slug: 'a&b', is_publish: 1, updated_at: '2026-01-02 00:00:00' }] }
          : path === '/niec-career/loker'
            ? vacancies
            : path === '/niec-merchandise/produk'
              ? products
              : null;
      if (!body) return void response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    requests = [];
    failing = new Set();
  });

  it('lists the static routes, the 12 countries and the 3 campuses by absolute URL', async () => {
    const { xml, complete } = await makeSitemap(urlsOf, `${api}/`, 'https://www.niec.example/');
    expect(complete).toBe(true);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    const urls = locs(xml);
    for (const path of [
      '/',
      '/about',
      '/artikel',
      '/scholarship',
      '/study_tour',
      '/career',
      '/merchandise',
      '/contact_us',
      '/singaraja',
      '/draf-formulir',
      '/bandingkan-negara',
    ]) {
      expect(urls).toContain(`https://www.niec.example${path}`);
    }
    for (const code of COUNTRIES) expect(urls).toContain(`https://www.niec.example/country/${code}`);
    for (const id of ['melbourne', 'ecu', 'tafe']) expect(urls).toContain(`https://www.niec.example/campus/${id}`);
    expect(new Set(urls).size).toBe(urls.length);
    // Pages a crawler must not index are not offered.
    expect(xml).not.toMatch(/checkout|tracking/);
  });

  it('lists every published article of 1,000 with lastmod from updated_at, and no draft', async () => {
    const { xml } = await makeSitemap(urlsOf, api, 'https://www.niec.example');
    const published = articles.filter((a) => String(a.is_publish) === '1');
    expect(published).toHaveLength(900);
    for (const a of published) {
      expect(xml).toContain(
        `<url><loc>https://www.niec.example/artikeldetail/${a.slug}</loc><lastmod>${a.updated_at.slice(0, 10)}</lastmod></url>`,
      );
    }
    for (const a of articles.filter((x) => String(x.is_publish) !== '1')) {
      expect(xml).not.toContain(`/artikeldetail/${a.slug}<`);
    }
    // A slug is escaped into the URL and the XML.
    expect(xml).toContain('<loc>https://www.niec.example/artikeldetail/a%26b</loc>');
  });

  it('lists every open vacancy and every product', async () => {
    const urls = locs((await makeSitemap(urlsOf, api, 'https://www.niec.example')).xml);
    for (const v of vacancies) expect(urls).toContain(`https://www.niec.example/career/${v.slug_title}`);
    for (const p of products) expect(urls).toContain(`https://www.niec.example/MerchandiseDetail/${p.code_product}`);
    // 26 static routes (the comparison and form-drafts pages among them), 901 published articles, vacancies and
    // products.
    expect(urls).toHaveLength(26 + 901 + 250 + 250);
  });

  it('is made once and shared while it is fresh; one made while a list failed is made again soon', async () => {
    let now = 1_000_000;
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => now);
    try {
      const sitemap = sitemapCache(urlsOf, { ttlMs: 600_000, retryMs: 30_000 });
      const [a, b] = await Promise.all([sitemap(api, 'https://a.example'), sitemap(api, 'https://a.example')]);
      expect(a).toBe(b);
      expect(requests).toHaveLength(3);
      now += 599_000;
      await sitemap(api, 'https://a.example');
      expect(requests).toHaveLength(3);
      now += 2_000;
      await sitemap(api, 'https://a.example');
      expect(requests).toHaveLength(6);

      failing.add('/niec-career/loker');
      const partial = await sitemap(api, 'https://b.example');
      expect(partial).toContain('/artikeldetail/artikel-1<');
      expect(partial).not.toContain('/career/lowongan-1<');
      failing.clear();
      now += 31_000;
      expect(await sitemap(api, 'https://b.example')).toContain('/career/lowongan-1<');
    } finally {
      clock.mockRestore();
    }
  });

  it('leaves out a list the API does not answer and says so', async () => {
    failing.add('/niec-merchandise/produk');
    const { xml, complete } = await makeSitemap(urlsOf, api, 'https://www.niec.example');
    expect(complete).toBe(false);
    expect(xml).toContain('/career/lowongan-250<');
    expect(xml).not.toContain('/MerchandiseDetail/');
  });
});

describe('robots.txt', () => {
  it('lets crawlers in, keeps them out of checkout, tracking and data requests, and names the sitemap', () => {
    const lines = buildRobots('https://www.niec.example').split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /merchandise/checkout',
        'Disallow: /merchandise/tracking/',
        'Disallow: /__data',
        'Sitemap: https://www.niec.example/sitemap.xml',
      ]),
    );
  });
});
