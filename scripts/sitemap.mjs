#!/usr/bin/env node
// sitemap.xml and robots.txt as files, for a static-host deployment only (NIEC_SSR=0, the CDN-only
// fallback): the render server serves both live from the API (host/server/sitemap.ts), and this export
// writes exactly what it would serve at that moment, from the same code:
//   npm run sitemap -- --api https://api.example/api/v1/application --site https://www.example --out host/dist
// `npm run serve -- --static` serves them the same way, made on first request from local-api.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const server = await tsImport('../host/server/sitemap.ts', import.meta.url);

/** The static routes, the 12 countries and 3 campuses, published articles, open vacancies and products. */
export async function buildSitemap({ apiBase, siteUrl }) {
  return (await server.makeSitemap(apiBase, siteUrl)).xml;
}

/** Checkout and tracking disallowed; the sitemap by its absolute URL. */
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
  const { xml, complete } = await server.makeSitemap(apiBase, siteUrl);
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
