import type { ServerConfigFile } from './config';

/** The site's static routes: pages, the 12 country guides and the 3 campus guides. */
const COUNTRIES = ['aus', 'can', 'jpn', 'kor', 'nzl', 'pol', 'tur', 'usa', 'eng', 'che', 'ger', 'hun'];
const CAMPUSES = ['melbourne', 'ecu', 'tafe'];
export const STATIC_PATHS = [
  '/',
  '/about',
  '/artikel',
  '/scholarship',
  '/study_tour',
  '/career',
  '/merchandise',
  '/contact_us',
  '/singaraja',
  '/bandingkan-negara',
  ...CAMPUSES.map((id) => `/campus/${id}`),
  ...COUNTRIES.map((code) => `/country/${code}`),
];

interface Entry {
  path: string;
  lastmod?: string;
}

const escapeXml = (value: string): string =>
  value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** The list inside an API answer: `{data: [...]}` or a bare array. */
function listOf(body: unknown): Record<string, unknown>[] {
  const list = Array.isArray(body) ? body : isRecord(body) && Array.isArray(body.data) ? body.data : [];
  return list.filter(isRecord);
}

const day = (value: unknown): string | undefined => {
  const text = typeof value === 'string' ? value.slice(0, 10) : '';
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : undefined;
};

/** Published articles, open vacancies and products from the API; `complete` is false when a list failed. */
async function recordEntries(apiBase: string): Promise<{ entries: Entry[]; complete: boolean }> {
  let complete = true;
  const list = (path: string) =>
    getJson(`${apiBase}${path}`).then(listOf, () => {
      complete = false;
      return [];
    });
  const [articles, vacancies, products] = await Promise.all([
    list('/website/artikel'),
    list('/niec-career/loker'),
    list('/niec-merchandise/produk'),
  ]);
  const entries = [
    ...articles
      .filter((a) => String(a.is_publish) === '1' && typeof a.slug === 'string' && a.slug)
      .map((a) => ({ path: `/artikeldetail/${encodeURIComponent(String(a.slug))}`, lastmod: day(a.updated_at) })),
    ...vacancies
      .filter((v) => typeof v.slug_title === 'string' && v.slug_title)
      .map((v) => ({
        path: `/career/${encodeURIComponent(String(v.slug_title))}`,
        lastmod: day(v.updated_at ?? v.created_at),
      })),
    ...products
      .filter((p) => typeof p.code_product === 'string' && p.code_product)
      .map((p) => ({
        path: `/MerchandiseDetail/${encodeURIComponent(String(p.code_product))}`,
        lastmod: day(p.updated_at),
      })),
  ];
  return { entries, complete };
}

export interface Sitemap {
  xml: string;
  /** Every list of the API answered (a sitemap without them is served, but kept only briefly). */
  complete: boolean;
}

/** The sitemap of the site at `siteOrigin`: its static routes and the API's records of `apiBase`. */
export async function makeSitemap(apiBase: string, siteOrigin: string): Promise<Sitemap> {
  const origin = siteOrigin.replace(/\/$/, '');
  const records = await recordEntries(apiBase.replace(/\/$/, ''));
  const entries: Entry[] = [...STATIC_PATHS.map((path) => ({ path })), ...records.entries];
  const urls = entries
    .map(
      (e) =>
        `  <url><loc>${escapeXml(origin + e.path)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return { xml, complete: records.complete };
}

/** The API base the server reads the sitemap's records from. */
export const sitemapApiBase = (config: ServerConfigFile): string => config.serverApiBaseUrl || config.apiBaseUrl;

/**
 * /sitemap.xml, made from the API on request and kept `ttlMs` (10 minutes) per site origin and API; one made
 * while a list failed is kept `retryMs` (30 s) only. Requests that arrive while it is being made share it.
 */
export function sitemapCache({ ttlMs = 10 * 60_000, retryMs = 30_000 } = {}) {
  const made = new Map<string, { at: number; keepMs: number; sitemap: Promise<Sitemap> }>();
  return (apiBase: string, siteOrigin: string): Promise<string> => {
    const key = `${apiBase}\n${siteOrigin}`;
    const now = Date.now();
    const current = made.get(key);
    if (current && now - current.at < current.keepMs) return current.sitemap.then((s) => s.xml);
    const entry = { at: now, keepMs: ttlMs, sitemap: makeSitemap(apiBase, siteOrigin) };
    made.set(key, entry);
    void entry.sitemap.then(
      (s) => {
        if (!s.complete) entry.keepMs = retryMs;
      },
      () => made.delete(key),
    );
    if (made.size > 20) made.delete(made.keys().next().value!);
    return entry.sitemap.then((s) => s.xml);
  };
}

/** /robots.txt: everything but checkout and tracking may be crawled; the sitemap by its absolute URL. */
export function buildRobots(siteOrigin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /merchandise/checkout',
    'Disallow: /merchandise/tracking/',
    'Disallow: /__data',
    '',
    `Sitemap: ${siteOrigin}/sitemap.xml`,
    '',
  ].join('\n');
}
