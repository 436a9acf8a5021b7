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
  const response = await fetch(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(5000) });
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

/** Published articles, open vacancies and products from the API; a list that fails is left out. */
async function recordEntries(apiBase: string): Promise<Entry[]> {
  const [articles, vacancies, products] = await Promise.all([
    getJson(`${apiBase}/website/artikel`).then(listOf, () => []),
    getJson(`${apiBase}/niec-career/loker`).then(listOf, () => []),
    getJson(`${apiBase}/niec-merchandise/produk`).then(listOf, () => []),
  ]);
  return [
    ...articles
      .filter((a) => String(a.is_publish) === '1' && typeof a.slug === 'string')
      .map((a) => ({ path: `/artikeldetail/${encodeURIComponent(String(a.slug))}`, lastmod: day(a.updated_at) })),
    ...vacancies
      .filter((v) => typeof v.slug_title === 'string')
      .map((v) => ({ path: `/career/${encodeURIComponent(String(v.slug_title))}`, lastmod: day(v.updated_at) })),
    ...products
      .filter((p) => typeof p.code_product === 'string')
      .map((p) => ({ path: `/MerchandiseDetail/${encodeURIComponent(String(p.code_product))}` })),
  ];
}

/** /sitemap.xml, made from the API on request (the server caches it briefly). */
export async function buildSitemap(config: ServerConfigFile, siteOrigin: string): Promise<string> {
  const apiBase = (config.serverApiBaseUrl || config.apiBaseUrl).replace(/\/$/, '');
  const entries: Entry[] = [...STATIC_PATHS.map((path) => ({ path })), ...(await recordEntries(apiBase))];
  const urls = entries
    .map(
      (e) =>
        `  <url><loc>${escapeXml(siteOrigin + e.path)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
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
