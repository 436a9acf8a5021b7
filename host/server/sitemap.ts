import type { ServerConfigFile } from './config';
import type { SitemapUrls } from '../src/render/sitemap-urls';
import { ROUTES } from '../src/route-table';

// /sitemap.xml and /robots.txt. Which URLs the sitemap lists is the route manifest's (host/src/route-table.ts):
// a render worker collects them, asking each remote for its records (host/src/render/sitemap.ts); here they are
// written out and kept.

/** Where the sitemap's URLs come from: a render worker, or the static export's own collection. */
export type SitemapSourceOf = (apiBase: string) => Promise<SitemapUrls>;

const escapeXml = (value: string): string =>
  value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

export interface Sitemap {
  xml: string;
  /** Every list of the API answered (a sitemap without them is served, but kept only briefly). */
  complete: boolean;
}

/** The sitemap of the site at `siteOrigin`: the manifest's routes and the records the API of `apiBase` holds. */
export async function makeSitemap(urlsOf: SitemapSourceOf, apiBase: string, siteOrigin: string): Promise<Sitemap> {
  const origin = siteOrigin.replace(/\/$/, '');
  const { urls: entries, complete } = await urlsOf(apiBase.replace(/\/$/, ''));
  const urls = entries
    .map(
      (e) =>
        `  <url><loc>${escapeXml(origin + e.path)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return { xml, complete };
}

/** The API base the server reads the sitemap's records from. */
export const sitemapApiBase = (config: ServerConfigFile): string => config.serverApiBaseUrl || config.apiBaseUrl;

/**
 * /sitemap.xml, made from the API on request and kept `ttlMs` (10 minutes) per site origin and API; one made
 * while a list failed is kept `retryMs` (30 s) only. Requests that arrive while it is being made share it.
 */
export function sitemapCache(urlsOf: SitemapSourceOf, { ttlMs = 10 * 60_000, retryMs = 30_000 } = {}) {
  const made = new Map<string, { at: number; keepMs: number; sitemap: Promise<Sitemap> }>();
  return (apiBase: string, siteOrigin: string, keep = true): Promise<string> => {
    const key = `${apiBase}\n${siteOrigin}`;
    const now = Date.now();
    // With the server's caches off (config key serverCache) every request makes the sitemap anew.
    if (!keep) return makeSitemap(urlsOf, apiBase, siteOrigin).then((s) => s.xml);
    const current = made.get(key);
    if (current && now - current.at < current.keepMs) return current.sitemap.then((s) => s.xml);
    const entry = { at: now, keepMs: ttlMs, sitemap: makeSitemap(urlsOf, apiBase, siteOrigin) };
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

/**
 * /robots.txt: everything but the private routes (checkout and tracking: up to their first parameter) and the
 * data requests may be crawled; the sitemap by its absolute URL.
 */
export function buildRobots(siteOrigin: string): string {
  const privatePaths = ROUTES.filter((route) => route.access === 'private').map((route) => route.path.split(':')[0]);
  return [
    'User-agent: *',
    'Allow: /',
    ...privatePaths.map((path) => `Disallow: ${path}`),
    'Disallow: /__data',
    '',
    `Sitemap: ${siteOrigin}/sitemap.xml`,
    '',
  ].join('\n');
}
