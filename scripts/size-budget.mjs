#!/usr/bin/env node
// Size budget of the production builds (part of `npm test`; run after `npm run build`).
// For each route it records, in Debian's Chromium, every JS and CSS file the first load of that route
// fetches from the host and the remotes (host + shared singletons + the remote's entry and chunks),
// gzips each file's bytes (level 9, so the numbers do not depend on the server) and checks the budgets.
// It also proves which heavy libraries a route's first load contains, from dist/chunk-packages.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { serveAll } from './serve.mjs';
import { APPS } from './lib/ports.mjs';
import { ONE_ITEM_CART, seedCart } from './lib/cart-seed.mjs';
import { launchOptions } from './lib/chromium.mjs';
import { ROUTE_IDS, sampleUrl } from './lib/routes.mjs';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const KB = 1024;
// 150 KB, the budget set for the client-rendered site: server rendering raised it to 152 for a while
// (hydration costs the host about 2 KB), until axios (about 14 KB) left the first load for the first API call
// (docs/decisions/004-first-load-budget.md).
const HOME_BUDGET = 150 * KB;
const ROUTE_BUDGET = 200 * KB;
const HEAVY = ['formik', 'yup', 'react-slick'];

/** The heavy libraries a route's first load may hold (every other route: none). */
const USES = {
  home: ['react-slick'],
  vacancyDetail: ['formik', 'yup'],
  productDetail: ['react-slick'],
  checkout: ['formik', 'yup'],
};

/** Every route (shared/src/routes, a seeded record for one with parameters), with the heavy libraries it may load. */
export const ROUTES = ROUTE_IDS.map((id) => ({ id, path: sampleUrl(id), uses: USES[id] ?? [] }));

function loadChunkPackages() {
  const byFile = new Map();
  for (const app of APPS) {
    const file = path.join(rootDir, app.dir, 'dist', 'chunk-packages.json');
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: run npm run build first`);
    for (const [name, packages] of Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')))) {
      byFile.set(`${app.name}/${name}`, packages);
    }
  }
  return byFile;
}

const gzipSize = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;
const kb = (bytes) => (bytes / KB).toFixed(1);

async function measure(browser, origins, route, cartSeed) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  if (cartSeed) await seedCart(context, cartSeed);
  const page = await context.newPage();
  const files = [];
  const pending = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    const app = origins.get(url.origin);
    if (!app || !/\.(js|css)$/.test(url.pathname)) return;
    pending.push(
      response.body().then(
        (body) =>
          files.push({
            app,
            file: url.pathname.slice(1),
            type: url.pathname.endsWith('.css') ? 'css' : 'js',
            gzip: gzipSize(body),
          }),
        () => undefined,
      ),
    );
  });
  // npm test runs this at the lowest CPU priority beside the browser tests: a slow load is a busy machine. The page
  // asks for its scripts only after its first paint (docs/decisions/012-critical-path.md), so a quiet network before
  // then would measure nothing: React owns the page first (html[data-hydrated]), then the network goes quiet.
  await page.goto(origins.base + route.path, { waitUntil: 'load', timeout: 120_000 });
  // eslint-disable-next-line no-undef -- runs in the page
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  await Promise.all(pending);
  await context.close();
  return files;
}

export async function runSizeBudget({ offset = 400, verbose = false } = {}) {
  const chunkPackages = loadChunkPackages();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'niec-size-'));
  const { ports, stop } = await serveAll({
    env: { ...process.env, PORT_OFFSET: String(offset), LOCAL_API_DATA_DIR: dataDir },
    log: () => undefined,
  });
  const origins = new Map(APPS.map((app) => [`http://localhost:${ports[app.name]}`, app.name]));
  origins.base = `http://localhost:${ports.host}`;
  await waitForApi(ports.api);
  const browser = await chromium.launch(launchOptions);
  const rows = [];
  const failures = [];
  try {
    for (const route of ROUTES) {
      // Checkout needs something in the cart, or it sends the buyer back to the list.
      const cartSeed = route.id === 'checkout' ? ONE_ITEM_CART : null;
      const files = await measure(browser, origins, route, cartSeed);
      const js = files.filter((f) => f.type === 'js').reduce((sum, f) => sum + f.gzip, 0);
      const css = files.filter((f) => f.type === 'css').reduce((sum, f) => sum + f.gzip, 0);
      const packages = new Set(files.flatMap((f) => chunkPackages.get(`${f.app}/${f.file}`) ?? []));
      const heavy = HEAVY.filter((name) => packages.has(name));
      const budget = route.id === 'home' ? HOME_BUDGET : ROUTE_BUDGET;
      const unexpected = heavy.filter((name) => !route.uses.includes(name));
      rows.push({ route: route.path, files: files.length, js, css, budget, heavy });
      if (files.length === 0) failures.push(`${route.path}: no script or stylesheet was loaded, nothing was measured`);
      if (verbose) {
        console.log(`\n${route.path}`);
        for (const f of [...files].sort((a, b) => b.gzip - a.gzip))
          console.log(`  ${kb(f.gzip).padStart(6)}  ${f.app}/${f.file}`);
      }
      if (js > budget) failures.push(`${route.path}: ${kb(js)} KB of JS is over its ${kb(budget)} KB budget`);
      if (unexpected.length)
        failures.push(`${route.path}: first load contains ${unexpected.join(', ')}, which this route does not use`);
    }
  } finally {
    await browser.close();
    await stop();
  }

  const header = ['route', 'files', 'JS gzip KB', 'CSS gzip KB', 'budget KB', 'heavy libs'];
  const lines = rows.map((r) => [
    r.route,
    String(r.files),
    kb(r.js),
    kb(r.css),
    kb(r.budget),
    r.heavy.join(' ') || '-',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const fmt = (cells) =>
    cells.map((c, i) => (i === 0 || i === 5 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(fmt(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(fmt(line));
  if (failures.length) {
    console.error(`\nSize budget broken:\n- ${failures.join('\n- ')}`);
    return false;
  }
  console.log('\nSize budget: every route within budget.');
  return true;
}

async function waitForApi(port) {
  // Up to a minute: at the lowest CPU priority beside the browser tests, local-api starts slowly.
  for (let i = 0; i < 600; i += 1) {
    try {
      const response = await fetch(`http://localhost:${port}/health`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('local-api did not start');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const ok = await runSizeBudget({
    offset: Number(process.env.PORT_OFFSET ?? 400),
    verbose: process.argv.includes('--files'),
  });
  process.exit(ok ? 0 : 1);
}
