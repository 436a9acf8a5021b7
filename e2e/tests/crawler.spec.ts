// A crawler's view (docs/product-rules.md, search and link previews): every route of the spec fetched as the link-preview bots
// and Googlebot fetch it, with JavaScript off and nothing but the document loaded, then its head read the
// way they read it: status, title, description, canonical, Open Graph and Twitter tags, the og:image itself
// (type, pixel size, bytes) and the JSON-LD. Unknown pages answer 404 with noindex; a buyer's own pages
// carry noindex. Then robots.txt and sitemap.xml, on the suite's site and on a site with 1,000 records.
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { apiBase } from '../support/env';
import { grownTest, GROWN_ARTICLE } from '../support/grown-site';
import { COUNTRY_GUIDES } from '../support/routes';

const ssr = process.env.NIEC_SSR !== '0';
const SITE_NAME = 'NIEC Indonesia';
const MAX_IMAGE_BYTES = 300 * 1024;

/** Real user agents of the crawlers that matter to the site: link previews in chats and social, and search. */
const CRAWLERS = [
  { name: 'WhatsApp', userAgent: 'WhatsApp/2.23.20.0 A' },
  {
    name: 'facebookexternalhit',
    userAgent: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  },
  { name: 'Twitterbot', userAgent: 'Twitterbot/1.0' },
  {
    name: 'Googlebot',
    userAgent:
      'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.139 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  },
] as const;

type OgType = 'website' | 'article' | 'product';

interface PublicRoute {
  path: string;
  /** The page's own title (before " | NIEC Indonesia"): the record's name on detail pages. */
  title: RegExp;
  ogType: OgType;
  /** JSON-LD @types the page must carry (besides those, any may follow). See JSON_LD_TYPES. */
}

/** Every public route of docs/product-rules.md#routes, dynamic ones with a record of local-api's fixtures. */
const PUBLIC_ROUTES: PublicRoute[] = [
  { path: '/', title: /^Konsultan Pendidikan Luar Negeri$/, ogType: 'website' },
  { path: '/about', title: /^Tentang Kami$/, ogType: 'website' },
  { path: '/artikel', title: /^Artikel$/, ogType: 'website' },
  {
    path: '/artikeldetail/panduan-beasiswa-australia-awards-2027',
    title: /Beasiswa Australia Awards 2027/,
    ogType: 'article',
  },
  { path: '/campus/melbourne', title: /Melbourne Polytechnic/, ogType: 'website' },
  { path: '/campus/ecu', title: /Edith Cowan University/, ogType: 'website' },
  { path: '/campus/tafe', title: /TAFE International Western Australia/, ogType: 'website' },
  ...COUNTRY_GUIDES.map(([code, name]) => ({
    path: `/country/${code}`,
    title: new RegExp(name),
    ogType: 'website' as const,
  })),
  { path: '/contact_us', title: /^Hubungi Kami$/, ogType: 'website' },
  { path: '/singaraja', title: /Singaraja/, ogType: 'website' },
  { path: '/scholarship', title: /^Beasiswa$/, ogType: 'website' },
  { path: '/study_tour', title: /^Study Tour$/, ogType: 'website' },
  { path: '/career', title: /^Karier$/, ogType: 'website' },
  { path: '/career/education-consultant-denpasar', title: /Education Consultant/, ogType: 'website' },
  { path: '/merchandise', title: /^Merchandise$/, ogType: 'website' },
  { path: '/MerchandiseDetail/NIEC-001', title: /Kaos NIEC Study Abroad/, ogType: 'product' },
];

/**
 * The JSON-LD @types each route must carry: Organization on every page (the host adds it), and the page's own
 * items (their properties are checked against the data in each page's jest test).
 */
const EVERY_PAGE_TYPES = ['Organization'];
const PAGE_TYPES: Record<string, string[]> = {
  '/artikeldetail/panduan-beasiswa-australia-awards-2027': ['NewsArticle', 'BreadcrumbList'],
  '/MerchandiseDetail/NIEC-001': ['Product', 'BreadcrumbList'],
  '/career/education-consultant-denpasar': ['JobPosting', 'BreadcrumbList'],
  '/study_tour': ['TouristTrip'],
  '/contact_us': ['LocalBusiness', 'EducationalOrganization'],
  '/singaraja': ['LocalBusiness', 'EducationalOrganization', 'BreadcrumbList'],
  ...Object.fromEntries(['melbourne', 'ecu', 'tafe'].map((id) => [`/campus/${id}`, ['BreadcrumbList']])),
  ...Object.fromEntries(
    ['aus', 'can', 'jpn', 'kor', 'nzl', 'pol', 'tur', 'usa', 'eng', 'che', 'ger', 'hun'].map((code) => [
      `/country/${code}`,
      ['BreadcrumbList'],
    ]),
  ),
};
const JSON_LD_TYPES = (path: string): string[] => [...EVERY_PAGE_TYPES, ...(PAGE_TYPES[path] ?? [])];

/** Pages that must answer 404 with noindex: an unknown route, and each kind of unknown record. */
const NOT_FOUND = [
  '/halaman-tidak-ada',
  '/artikeldetail/artikel-yang-tidak-ada',
  // A draft (is_publish '0' in the fixtures) is not found either.
  '/artikeldetail/persiapan-wawancara-visa',
  '/MerchandiseDetail/NIEC-999',
  '/career/lowongan-yang-tidak-ada',
  '/country/xyz',
  '/campus/harvard',
  // A page of a list past its end.
  '/artikel?page=999',
];

/** A buyer's own pages: served, never indexed. */
const NOINDEX = ['/merchandise/checkout', '/merchandise/tracking/TRK-0001'];

interface Head {
  lang: string | null;
  title: string;
  /** Every meta tag of the head: name or property → its contents (a tag given twice has two). */
  meta: Record<string, string[]>;
  canonical: string[];
  jsonLd: string[];
}

/** The head as the served HTML has it (JavaScript is off: nothing has changed it), read in one call. */
function readHead(page: Page): Promise<Head> {
  return page.evaluate(() => {
    const meta: Record<string, string[]> = {};
    for (const tag of document.head.querySelectorAll('meta[name], meta[property]')) {
      const key = tag.getAttribute('property') ?? tag.getAttribute('name') ?? '';
      (meta[key] ??= []).push(tag.getAttribute('content') ?? '');
    }
    return {
      lang: document.documentElement.getAttribute('lang'),
      title: document.title,
      meta,
      canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href') ?? ''),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ''),
    };
  });
}

/** The one value of a meta tag (a crawler takes the first of duplicates, so there must be one). */
function one(head: Head, key: string): string {
  expect(head.meta[key], `<meta ${key}> once`).toHaveLength(1);
  return head.meta[key]![0]!;
}

/** Opens a URL as the crawler would: the document alone, no scripts, styles, fonts or images. */
async function crawl(page: Page, path: string) {
  await page.route('**/*', (route) =>
    route.request().resourceType() === 'document' ? route.continue() : route.abort(),
  );
  const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
  expect(response, `${path} answered`).not.toBeNull();
  return response!;
}

interface ImageFacts {
  status: number;
  type: string;
  bytes: number;
  width: number;
  height: number;
}

/** Width and height from a PNG's IHDR or a JPEG's start-of-frame marker. */
function dimensions(body: Buffer): { width: number; height: number } {
  if (body.subarray(1, 4).toString('latin1') === 'PNG') {
    return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
  }
  if (body[0] === 0xff && body[1] === 0xd8) {
    for (let at = 2; at + 9 < body.length;) {
      if (body[at] !== 0xff) break;
      const marker = body[at + 1]!;
      const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
      if (isFrame) return { width: body.readUInt16BE(at + 7), height: body.readUInt16BE(at + 5) };
      at += 2 + body.readUInt16BE(at + 2);
    }
  }
  return { width: 0, height: 0 };
}

// Each card is fetched once per worker, whichever crawler's page named it.
const images = new Map<string, Promise<ImageFacts>>();
function imageFacts(request: APIRequestContext, url: string): Promise<ImageFacts> {
  let facts = images.get(url);
  if (!facts) {
    facts = request.get(url, { timeout: 30_000 }).then(async (response) => {
      const body = await response.body();
      return {
        status: response.status(),
        type: (response.headers()['content-type'] ?? '').split(';')[0]!.trim(),
        bytes: body.length,
        ...dimensions(body),
      };
    });
    images.set(url, facts);
  }
  return facts;
}

/** The @types of every JSON-LD block (top-level items and @graph items); each block must parse. */
function jsonLdTypes(blocks: string[]): string[] {
  const types: string[] = [];
  for (const text of blocks) {
    const parse = (): unknown => JSON.parse(text) as unknown;
    expect(parse, `JSON-LD parses: ${text.slice(0, 80)}`).not.toThrow();
    const data = parse();
    const graph = (item: unknown): unknown[] | null => {
      const inner = item && typeof item === 'object' ? (item as { '@graph'?: unknown })['@graph'] : null;
      return Array.isArray(inner) ? (inner as unknown[]) : null;
    };
    const items = (Array.isArray(data) ? (data as unknown[]) : [data]).flatMap((item) => graph(item) ?? [item]);
    for (const item of items) {
      const type = item && typeof item === 'object' ? (item as { '@type'?: unknown })['@type'] : undefined;
      expect(type, 'every JSON-LD item has a @type').toBeTruthy();
      types.push(...(Array.isArray(type) ? type.map(String) : [String(type)]));
    }
  }
  return types;
}

test.describe('a crawler without JavaScript', () => {
  test.skip(!ssr, "crawlers read the server's HTML: the render server's (a static host serves an empty shell)");
  test.describe.configure({ mode: 'parallel' });

  const googlebot = CRAWLERS.find((c) => c.name === 'Googlebot')!;

  // The chat and social crawlers get the very document head Googlebot gets, whose every tag the tests below
  // read in a browser: one fetch a page each, instead of the whole browser check again for each crawler.
  for (const crawler of CRAWLERS.filter((c) => c !== googlebot)) {
    test(`${crawler.name} gets the status and the head Googlebot gets, on every public, missing and noindex page`, async ({
      request,
    }) => {
      const head = async (path: string, userAgent: string) => {
        const response = await request.get(path, { headers: { 'user-agent': userAgent } });
        const html = await response.text();
        // A private page's inline scripts carry this response's own nonce; the stylesheets are the page's own render's
        // (cut to the classes of its body, or whole while a part of it is still to stream, and the list of files for
        // after the paint with them: docs/decisions/012-critical-path.md), which is not what a crawler reads. Nothing
        // else may differ.
        const own = /<head>([\s\S]*?)<\/head>/
          .exec(html)?.[1]
          ?.replace(/ nonce="[^"]*"/g, '')
          .replace(/<style data-(?:cut|href)="[^"]*">[\s\S]*?<\/style>/g, '<style></style>')
          .replace(/\{"href":"[^"]*","as":"stylesheet","cors":(?:true|false)(?:,"used":"[^"]*")?\},?/g, '');
        return { status: response.status(), head: own };
      };
      for (const path of [...PUBLIC_ROUTES.map((route) => route.path), ...NOT_FOUND, ...NOINDEX]) {
        const seen = await head(path, crawler.userAgent);
        expect(seen.head, `${path}: a <head>`).toBeTruthy();
        expect(seen, `${path} as ${crawler.name}`).toEqual(await head(path, googlebot.userAgent));
      }
    });
  }

  for (const crawler of [googlebot]) {
    test.describe(crawler.name, () => {
      test.use({ userAgent: crawler.userAgent, javaScriptEnabled: false });

      for (const route of PUBLIC_ROUTES) {
        test(`${route.path}: title, description, canonical, Open Graph, card image and JSON-LD`, async ({
          page,
          request,
          baseURL,
        }) => {
          const response = await crawl(page, route.path);
          expect(response.status()).toBe(200);
          const head = await readHead(page);
          const url = `${baseURL}${route.path}`;

          expect(head.lang).toBe('id');
          // A title of its own, not the bare site name.
          const [own, site] = head.title.split(' | ');
          expect(site).toBe(SITE_NAME);
          expect(own).toMatch(route.title);
          expect(head.meta.robots ?? []).not.toContainEqual(expect.stringContaining('noindex'));
          const description = one(head, 'description');
          expect(description.length).toBeGreaterThan(30);
          expect(head.canonical).toEqual([url]);

          expect(one(head, 'og:title')).toBe(head.title);
          expect(one(head, 'og:description')).toBe(description);
          expect(one(head, 'og:url')).toBe(url);
          expect(one(head, 'og:type')).toBe(route.ogType);
          expect(one(head, 'og:site_name')).toBe(SITE_NAME);
          expect(one(head, 'og:locale')).toBe('id_ID');
          const image = one(head, 'og:image');
          expect(image).toMatch(new RegExp(`^${baseURL}/`));
          expect(one(head, 'og:image:width')).toBe('1200');
          expect(one(head, 'og:image:height')).toBe('630');
          expect(one(head, 'twitter:card')).toBe('summary_large_image');
          expect(one(head, 'twitter:image')).toBe(image);

          // The image a chat or a timeline shows: PNG or JPEG, 1200×630, under 300 KB.
          const facts = await imageFacts(request, image);
          expect(facts.status).toBe(200);
          expect(['image/png', 'image/jpeg']).toContain(facts.type);
          expect(one(head, 'og:image:type')).toBe(facts.type);
          expect({ width: facts.width, height: facts.height }).toEqual({ width: 1200, height: 630 });
          expect(facts.bytes).toBeLessThan(MAX_IMAGE_BYTES);

          const types = jsonLdTypes(head.jsonLd);
          for (const type of JSON_LD_TYPES(route.path)) expect(types, `JSON-LD of ${route.path}`).toContain(type);
        });
      }

      for (const path of NOT_FOUND) {
        test(`${path}: 404 with noindex`, async ({ page }) => {
          const response = await crawl(page, path);
          expect(response.status()).toBe(404);
          const head = await readHead(page);
          expect(head.meta.robots).toContainEqual(expect.stringContaining('noindex'));
          expect(head.title).toMatch(/\S \| NIEC Indonesia$/);
        });
      }

      for (const path of NOINDEX) {
        test(`${path}: served with noindex`, async ({ page }) => {
          const response = await crawl(page, path);
          expect(response.status()).toBe(200);
          const head = await readHead(page);
          expect(head.meta.robots).toContainEqual(expect.stringContaining('noindex'));
        });
      }
    });
  }

  test('a card for a page that does not exist, or that must not be shared, is 404', async ({ request }) => {
    for (const path of [...NOT_FOUND, ...NOINDEX].filter((p) => !p.includes('?'))) {
      const response = await request.get(`/og${path}.png`);
      expect(response.status(), `/og${path}.png`).toBe(404);
    }
  });
});

/** The <loc>s of a sitemap, and the lastmod of each. */
function sitemapEntries(xml: string): Map<string, string | undefined> {
  const entries = new Map<string, string | undefined>();
  for (const [, body] of xml.matchAll(/<url>(.*?)<\/url>/gs)) {
    const loc = /<loc>([^<]+)<\/loc>/.exec(body!)?.[1];
    expect(loc, 'every <url> has a <loc>').toBeTruthy();
    entries.set(loc!, /<lastmod>([^<]+)<\/lastmod>/.exec(body!)?.[1]);
  }
  return entries;
}

interface ApiLists {
  articles: { slug: string; is_publish: number | string; updated_at: string }[];
  vacancies: { slug_title: string }[];
  products: { code_product: string }[];
}

async function apiLists(request: APIRequestContext, base: string): Promise<ApiLists> {
  const get = async (path: string) => {
    const response = await request.get(`${base}${path}`, { timeout: 60_000 });
    expect(response.ok()).toBe(true);
    return (await response.json()) as unknown;
  };
  const [articles, vacancies, products] = await Promise.all([
    get('/website/artikel'),
    get('/niec-career/loker'),
    get('/niec-merchandise/produk'),
  ]);
  return {
    articles: (articles as { data: ApiLists['articles'] }).data,
    vacancies: vacancies as ApiLists['vacancies'],
    products: products as ApiLists['products'],
  };
}

/** Every record of the API's lists is in the sitemap (published articles with their lastmod), no draft. */
function expectEveryRecord(entries: Map<string, string | undefined>, origin: string, lists: ApiLists) {
  const published = lists.articles.filter((a) => String(a.is_publish) === '1');
  for (const article of published) {
    const loc = `${origin}/artikeldetail/${encodeURIComponent(article.slug)}`;
    expect(entries.has(loc), loc).toBe(true);
    expect(entries.get(loc)).toBe(article.updated_at.slice(0, 10));
  }
  for (const draft of lists.articles.filter((a) => String(a.is_publish) !== '1')) {
    expect(entries.has(`${origin}/artikeldetail/${encodeURIComponent(draft.slug)}`)).toBe(false);
  }
  for (const vacancy of lists.vacancies) {
    expect(entries.has(`${origin}/career/${encodeURIComponent(vacancy.slug_title)}`), vacancy.slug_title).toBe(true);
  }
  for (const product of lists.products) {
    const loc = `${origin}/MerchandiseDetail/${encodeURIComponent(product.code_product)}`;
    expect(entries.has(loc), product.code_product).toBe(true);
  }
  return published.length;
}

test.describe('robots.txt and sitemap.xml', () => {
  test('robots.txt names the sitemap and keeps crawlers out of checkout and tracking', async ({ request, baseURL }) => {
    const response = await request.get('/robots.txt');
    expect(response.ok()).toBe(true);
    expect(response.headers()['content-type']).toContain('text/plain');
    const lines = (await response.text()).split('\n').map((line) => line.trim());
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /merchandise/checkout');
    expect(lines).toContain('Disallow: /merchandise/tracking/');
    expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test('sitemap.xml lists the static routes, countries, campuses and every record of the API', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.ok()).toBe(true);
    expect(response.headers()['content-type']).toContain('xml');
    const entries = sitemapEntries(await response.text());
    const statics = PUBLIC_ROUTES.filter((r) => !/^\/(artikeldetail|career|MerchandiseDetail)\//.test(r.path));
    for (const route of statics) expect(entries.has(`${baseURL}${route.path}`), route.path).toBe(true);
    const published = expectEveryRecord(entries, baseURL!, await apiLists(request, apiBase));
    expect(published).toBeGreaterThan(10);
    for (const loc of entries.keys()) expect(loc).not.toMatch(/checkout|tracking/);
  });

  test('every URL of the sitemap answers 200, is indexable and names itself canonical', async ({ request }) => {
    test.skip(!ssr, "the head a crawler reads is the render server's");
    test.setTimeout(120_000);
    const xml = await (await request.get('/sitemap.xml')).text();
    const locs = [...sitemapEntries(xml).keys()];
    const googlebot = CRAWLERS.find((c) => c.name === 'Googlebot')!.userAgent;
    // Four at a time, as a crawler paces itself.
    for (let at = 0; at < locs.length; at += 4) {
      await Promise.all(
        locs.slice(at, at + 4).map(async (loc) => {
          const response = await request.get(loc, { headers: { 'user-agent': googlebot } });
          expect(response.status(), loc).toBe(200);
          const html = await response.text();
          expect(html, loc).not.toMatch(/<meta name="robots" content="[^"]*noindex/);
          expect(html, loc).toContain(`<link rel="canonical" href="${loc}"`);
        }),
      );
    }
  });
});

grownTest.describe('sitemap.xml of a site with 1,000 records', () => {
  grownTest.skip(!ssr, 'the grown site is a render server of its own');

  grownTest(
    'lists every published article, every vacancy and every product, not a first page',
    async ({ request, grownSite }) => {
      grownTest.setTimeout(180_000);
      const response = await request.get(`${grownSite.url}/sitemap.xml`, { timeout: 60_000 });
      expect(response.ok()).toBe(true);
      const entries = sitemapEntries(await response.text());
      const lists = await apiLists(request, grownSite.apiBase);
      expect(lists.vacancies.length).toBeGreaterThanOrEqual(250);
      expect(lists.products.length).toBeGreaterThanOrEqual(250);
      const published = expectEveryRecord(entries, grownSite.url, lists);
      expect(published).toBeGreaterThan(800);
      expect(entries.has(`${grownSite.url}/artikeldetail/${GROWN_ARTICLE.slug}`)).toBe(true);
    },
  );
});
