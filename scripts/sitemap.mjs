#!/usr/bin/env node
// sitemap.xml and robots.txt for the host, made at deploy time: the static routes of the site plus
// every published article the API lists. `npm start` serves them from memory; a deployment writes them
// next to the host's files:
//   node scripts/sitemap.mjs --api https://api.example/api/v1/application --site https://www.example --out host/dist
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const COUNTRIES = ['aus', 'can', 'jpn', 'kor', 'nzl', 'pol', 'tur', 'usa', 'eng', 'che', 'ger', 'hun'];
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
  '/campus/melbourne',
  '/campus/ecu',
  '/campus/tafe',
  ...COUNTRIES.map((code) => `/country/${code}`),
];

const escapeXml = (value) =>
  value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]);

/** Published articles from GET {apiBase}/website/artikel; an unreachable API leaves them out. */
export async function fetchArticleEntries(apiBase) {
  try {
    const response = await fetch(`${apiBase}/website/artikel`, { headers: { Accept: 'application/json' } });
    if (!response.ok) return [];
    const body = await response.json();
    const articles = Array.isArray(body?.data) ? body.data : [];
    return articles
      .filter((a) => String(a.is_publish) === '1' && typeof a.slug === 'string')
      .map((a) => ({
        path: `/artikeldetail/${encodeURIComponent(a.slug)}`,
        lastmod: String(a.updated_at ?? '').slice(0, 10),
      }));
  } catch {
    return [];
  }
}

export async function buildSitemap({ apiBase, siteUrl }) {
  const site = siteUrl.replace(/\/$/, '');
  const entries = [...STATIC_PATHS.map((p) => ({ path: p, lastmod: '' })), ...(await fetchArticleEntries(apiBase))];
  const urls = entries
    .map(
      (e) =>
        `  <url><loc>${escapeXml(site + e.path)}</loc>${/^\d{4}-\d{2}-\d{2}$/.test(e.lastmod) ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function buildRobots(siteUrl) {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl.replace(/\/$/, '')}/sitemap.xml\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : fallback;
  };
  const apiBase = arg('api', 'http://localhost:4000/api/v1/application');
  const siteUrl = arg('site', 'http://localhost:3000');
  const out = arg('out', null);
  const xml = await buildSitemap({ apiBase, siteUrl });
  if (out) {
    fs.writeFileSync(path.join(out, 'sitemap.xml'), xml);
    fs.writeFileSync(path.join(out, 'robots.txt'), buildRobots(siteUrl));
    console.log(`Wrote sitemap.xml and robots.txt to ${out}`);
  } else {
    process.stdout.write(xml);
  }
}
