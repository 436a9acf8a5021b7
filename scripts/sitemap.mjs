#!/usr/bin/env node
// sitemap.xml and robots.txt as files, for a static-host deployment only (NIEC_SSR=0, the CDN-only
// fallback): the render server serves both live (host/server/sitemap.ts), and this export writes exactly what
// it would serve at that moment, from the same code: the route manifest (host/src/route-table.ts) and each
// remote's sitemap source (remotes/*/src/exposes/sitemap.ts), read here from their source files:
//   npm run sitemap -- --api https://api.example/api/v1/application --site https://www.example --out host/dist
// `npm run serve -- --static` serves them the same way, made on first request from local-api.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const server = await tsImport('../host/server/sitemap.ts', import.meta.url);
const { ROUTES } = await tsImport('../host/src/route-table.ts', import.meta.url);
const { collectSitemap, sitemapApi } = await tsImport('../host/src/render/sitemap-urls.ts', import.meta.url);

/** Each remote's sitemap sources, from its source file (the render server loads the same through federation). */
const remoteSitemaps = {};
for (const remote of new Set(ROUTES.map((route) => route.remote))) {
  const file = new URL(`../remotes/${remote}/src/exposes/sitemap.ts`, import.meta.url);
  remoteSitemaps[remote] = fs.existsSync(file) ? (await tsImport(file.href, import.meta.url)).sitemap : {};
}

const urlsOf = (apiBase) =>
  collectSitemap(ROUTES, (route) => Promise.resolve(remoteSitemaps[route.remote]?.[route.page]), sitemapApi(apiBase));

/** The manifest's routes: static paths, the countries and campuses, published articles, vacancies and products. */
export async function buildSitemap({ apiBase, siteUrl }) {
  return (await server.makeSitemap(urlsOf, apiBase, siteUrl)).xml;
}

/** The private routes disallowed; the sitemap by its absolute URL. */
export function buildRobots(siteUrl) {
  return server.buildRobots(siteUrl.replace(/\/$/, ''));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : fallback;
  };
  const apiBase = arg('api', 'http://localhost:4000/api/v1/application');
  const siteUrl = arg('site', 'http://localhost:3000');
  const out = arg('out', null);
  const { xml, complete } = await server.makeSitemap(urlsOf, apiBase, siteUrl);
  if (!complete) {
    // A file outlives the moment: one without the API's records is not written.
    console.error(`The API at ${apiBase} did not answer every list; no sitemap written.`);
    process.exit(1);
  }
  if (out) {
    fs.writeFileSync(path.join(out, 'sitemap.xml'), xml);
    fs.writeFileSync(path.join(out, 'robots.txt'), buildRobots(siteUrl));
    console.log(`Wrote sitemap.xml and robots.txt to ${out}`);
  } else {
    process.stdout.write(xml);
  }
}
