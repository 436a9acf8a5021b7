#!/usr/bin/env node
// `npm run bench`: builds for production, then measures in one run, side by side:
// - Lighthouse (mobile preset, headless Debian Chromium) on the key pages, served by the render server and
//   by the static host (the client-rendered baseline, the same pages without server rendering);
// - the render server per page: render time p50/p99 uncached (cold) and cached, and requests per second
//   at 50 connections for 10 s (autocannon);
// - a remote entry (static server) and an API list (local-api) at 50 connections.
// - lists (docs/decisions/006-lists-that-grow.md): the list pages and one article detail with the API's data at 10, 100
//   and 1,000 records (LOCAL_API_SEED_SCALE) on a phone profile (390 px, CPU slowed 4x), first load and
//   client navigation: DOM elements, document + data bytes, draw time, next to their targets
//   (scripts/lib/list-bench.mjs says exactly what is measured).
// - phone (docs/decisions/008-hydrate-less.md): the nine key pages on a phone profile beside the minimal
//   server-rendered federated page (the mf-ssr-floor anchor, copied to a temp dir, built and served in the same
//   run): first contentful paint, the moment React owns the page, their gap, Lighthouse TBT, and the ratios to
//   the anchor against their targets (scripts/lib/phone-bench.mjs says exactly what is measured).
// - edge (`npm run serve:edge`): requests per second and p99 through nginx (deploy/nginx, 2 render servers)
//   beside one render server alone, per page, in one run, and nginx's cache hit ratio over the run.
// - search: the site search's server time against the list pages', every API list at 1,000 records
//   (BENCH_SEARCH_RUNS=30 requests per URL, interleaved).
// Writes bench/results.json and bench/results.md. A report, not a test: timings on shared machines are
// noisy. SKIP_BUILD=1 reuses the current builds; BENCH_SECTIONS=lighthouse,server,lists,search,phone,edge chooses the
// sections (default all; a section not run keeps its previous figures in results.json/.md, with their
// date); BENCH_PAGES=/,/artikel limits the pages (of every section); BENCH_SECONDS sets the autocannon
// duration (default 10); BENCH_SCALES=10,100,1000 and BENCH_LIST_RUNS=5 (median of) tune the lists section;
// BENCH_PHONE_RUNS=5, BENCH_PHONE_LH_RUNS=5 and BENCH_PHONE_PRESS_RUNS=3 (medians of) the phone section, which runs alone with
// `BENCH_SECTIONS=phone SKIP_BUILD=1 npm run bench` in about 20 minutes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildAll } from './build-all.mjs';
import { serveAll } from './serve.mjs';
import autocannon from 'autocannon';
import { benchLists, listsMarkdown } from './lib/list-bench.mjs';
import { benchPhone, phoneMarkdown } from './lib/phone-bench.mjs';
import { chromiumArgs, chromiumPath } from './lib/chromium.mjs';
import { startEdge } from './lib/edge.mjs';
import { href, sampleUrl } from './lib/routes.mjs';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const benchDir = path.join(rootDir, 'bench');
const GOAL = 95;

/** The pages measured, by route id (shared/src/routes), with the names the reports give them. */
const PAGES = [
  ['Beranda', 'home'],
  ['Artikel', 'articles'],
  ['Beasiswa', 'scholarships'],
  ['Study tour', 'studyTour'],
  ['Karier', 'vacancies'],
  ['Merchandise', 'merchandise'],
  ['Artikel (detail)', 'articleDetail'],
  ['Negara (Australia)', 'country'],
  ['Produk (detail)', 'productDetail'],
].map(([name, id]) => ({ name, path: sampleUrl(id) }));

const chromeFlags = ['--headless=new', ...chromiumArgs].join(' ');

function runLighthouse(url, outFile) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.join(rootDir, 'node_modules/lighthouse/cli/index.js'),
        url,
        '--quiet',
        `--chrome-flags=${chromeFlags}`,
        '--only-categories=performance,accessibility,best-practices,seo',
        '--output=json',
        `--output-path=${outFile}`,
      ],
      { env: { ...process.env, CHROME_PATH: chromiumPath }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`lighthouse failed for ${url}\n${stderr}`))));
  });
}

async function waitFor(url) {
  for (let i = 0; i < 150; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

const score = (report, id) => Math.round((report.categories[id]?.score ?? 0) * 100);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const only = process.env.BENCH_PAGES?.split(',');
const pages = only ? PAGES.filter((p) => only.includes(p.path)) : PAGES;
const slug = (p) => (p === '/' ? 'home' : p.replace(/[^a-z0-9]+/gi, '_'));

async function lighthouse(base, mode) {
  const out = [];
  fs.mkdirSync(path.join(benchDir, 'lighthouse', mode), { recursive: true });
  for (const page of pages) {
    const outFile = path.join(benchDir, 'lighthouse', mode, `${slug(page.path)}.json`);
    process.stdout.write(`Lighthouse (${mode}) ${page.path} ... `);
    await runLighthouse(base + page.path, outFile);
    const report = JSON.parse(fs.readFileSync(outFile, 'utf8'));
    const audit = (id) => report.audits[id]?.numericValue ?? null;
    const result = {
      page: page.name,
      path: page.path,
      performance: score(report, 'performance'),
      accessibility: score(report, 'accessibility'),
      bestPractices: score(report, 'best-practices'),
      seo: score(report, 'seo'),
      lcpMs: Math.round(audit('largest-contentful-paint') ?? 0),
      tbtMs: Math.round(audit('total-blocking-time') ?? 0),
      cls: Number((audit('cumulative-layout-shift') ?? 0).toFixed(3)),
    };
    out.push(result);
    console.log(`P ${result.performance} LCP ${result.lcpMs} TBT ${result.tbtMs} CLS ${result.cls}`);
  }
  return out;
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/**
 * Time to the whole document, `count` times. Cold renders are measured on a site whose render server keeps no pages
 * (withSite's `serverConfig` {"pageCacheMb":0}): a query key the page does not read no longer makes a render of its
 * own (it is redirected, host/src/render/page-url.ts).
 */
async function renderTimes(url, count) {
  const times = [];
  for (let i = 0; i < count; i += 1) {
    const target = url;
    const started = performance.now();
    const response = await fetch(target, { headers: { 'user-agent': 'niec-bench' } });
    await response.text();
    times.push(performance.now() - started);
  }
  return { p50: Math.round(percentile(times, 50)), p99: Math.round(percentile(times, 99)) };
}

async function load(url) {
  const result = await autocannon({ url, connections: 50, duration: seconds });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

if (process.env.SKIP_BUILD !== '1') await buildAll();
const offset = Number(process.env.PORT_OFFSET ?? 500);
fs.mkdirSync(path.join(benchDir, 'lighthouse'), { recursive: true });

async function withSite(ssr, run, serverConfig = {}, extraEnv = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'niec-bench-'));
  const { ports, stop } = await serveAll({
    env: {
      ...process.env,
      ...extraEnv,
      NIEC_SERVER_CONFIG: JSON.stringify(serverConfig),
      PORT_OFFSET: String(offset),
      LOCAL_API_DATA_DIR: dataDir,
      NIEC_SSR: ssr ? '1' : '0',
      NIEC_LOG_LEVEL: process.env.NIEC_LOG_LEVEL ?? 'warn',
    },
    log: () => undefined,
    staticHost: !ssr,
  });
  try {
    await waitFor(`http://localhost:${ports.api}/health`);
    return await run(ports);
  } finally {
    await stop();
    await new Promise((r) => setTimeout(r, 1500));
  }
}

const SECTIONS = ['lighthouse', 'server', 'lists', 'search', 'phone', 'edge'];
const sections = process.env.BENCH_SECTIONS
  ? process.env.BENCH_SECTIONS.split(',').map((name) => name.trim())
  : SECTIONS;
const unknown = sections.filter((name) => !SECTIONS.includes(name));
if (unknown.length > 0)
  throw new Error(`BENCH_SECTIONS: unknown ${unknown.join(', ')} (known: ${SECTIONS.join(', ')})`);

// Sections not run this time keep their previous figures.
const resultsFile = path.join(benchDir, 'results.json');
let previous = {};
try {
  previous = JSON.parse(fs.readFileSync(resultsFile, 'utf8'));
} catch {
  // first run
}
const date = new Date().toISOString();
const results = { ...previous, dates: { ...(previous.dates ?? {}) } };
// Results written before sections existed carry one date for the Lighthouse and server figures.
if (previous.date && !previous.dates) results.dates = { lighthouse: previous.date, server: previous.date };

if (sections.includes('lighthouse')) {
  results.baseline = await withSite(false, (ports) => lighthouse(`http://localhost:${ports.host}`, 'static'));
}
if (sections.includes('lighthouse') || sections.includes('server')) {
  // Cold renders first, on a render server without its page cache.
  const coldTimes = {};
  if (sections.includes('server')) {
    await withSite(
      true,
      async (ports) => {
        for (const page of pages) {
          const url = `http://localhost:${ports.host}${page.path}`;
          await renderTimes(url, 3); // warm the workers and the API cache
          coldTimes[page.path] = await renderTimes(url, 20);
        }
      },
      { pageCacheMb: 0 },
    );
  }
  const measured = await withSite(true, async (ports) => {
    const base = `http://localhost:${ports.host}`;
    const ssr = sections.includes('lighthouse') ? await lighthouse(base, 'ssr') : undefined;
    if (!sections.includes('server')) return { ssr };
    const server = [];
    for (const page of pages) {
      process.stdout.write(`render server ${page.path} ... `);
      await renderTimes(base + page.path, 3); // warm the workers and the page cache
      const cold = coldTimes[page.path];
      const cached = await renderTimes(base + page.path, 20);
      const loaded = await load(base + page.path);
      server.push({ path: page.path, cold, cached, load: loaded });
      console.log(`cold p50 ${cold.p50} ms, cached p50 ${cached.p50} ms, ${loaded.rps} req/s at 50 connections`);
    }
    process.stdout.write('remote entry and API list ... ');
    const remoteEntry = await load(`http://localhost:${ports.content}/remoteEntry.js`);
    const apiList = await load(`http://localhost:${ports.api}/api/v1/application/website/artikel`);
    console.log('done');
    return { ssr, server, remoteEntry, apiList };
  });
  if (measured.ssr) {
    results.ssr = measured.ssr;
    results.preset = 'lighthouse mobile (default)';
    results.goal = GOAL;
    results.dates.lighthouse = date;
  }
  if (measured.server) {
    Object.assign(results, { server: measured.server, remoteEntry: measured.remoteEntry, apiList: measured.apiList });
    results.dates.server = date;
  }
}
if (sections.includes('lists')) {
  results.lists = await benchLists({
    offset,
    scales: (process.env.BENCH_SCALES ?? '10,100,1000').split(',').map(Number),
    runs: Number(process.env.BENCH_LIST_RUNS ?? 5),
    only,
  });
  results.dates.lists = date;
}
if (sections.includes('search')) {
  // The site search (docs/decisions/014-site-search.md) against the list pages, every list at 1,000 records
  // (LOCAL_API_SEED_EVEN), on a render server without its page cache: each request renders, as a new search does.
  // The API's answers are cached by the render server as for any page (apiCacheSeconds).
  const cases = [
    { label: 'search, every kind', path: href('search', undefined, { q: 'australia' }), search: true },
    {
      label: 'search, one kind, page 2',
      path: href('search', undefined, { q: 'australia', jenis: 'artikel', page: 2 }),
      search: true,
    },
    { label: 'search, no match (a suggestion)', path: href('search', undefined, { q: 'australya' }), search: true },
    { label: 'articles list', path: href('articles') },
    { label: 'articles list, searched', path: href('articles', undefined, { q: 'australia' }) },
    { label: 'scholarships list', path: href('scholarships') },
    { label: 'products list', path: href('merchandise') },
  ];
  const runs = Number(process.env.BENCH_SEARCH_RUNS ?? 30);
  results.search = await withSite(
    true,
    async (ports) => {
      const base = `http://localhost:${ports.host}`;
      for (const c of cases) await renderTimes(base + c.path, 5); // warm the workers, the chunks and the API cache
      const times = Object.fromEntries(cases.map((c) => [c.path, []]));
      // Interleaved: round k requests every case once, so the machine's noise falls on all of them alike.
      for (let round = 0; round < runs; round += 1)
        for (const c of cases) {
          const started = performance.now();
          await (await fetch(base + c.path, { headers: { 'user-agent': 'niec-bench' } })).text();
          times[c.path].push(performance.now() - started);
        }
      const rows = cases.map((c) => ({
        ...c,
        p50: Math.round(percentile(times[c.path], 50)),
        p99: Math.round(percentile(times[c.path], 99)),
      }));
      const slowestList = Math.max(...rows.filter((r) => !r.search).map((r) => r.p50));
      for (const row of rows) console.log(`search bench ${row.path}: p50 ${row.p50} ms, p99 ${row.p99} ms`);
      return { runs, rows, slowestListP50: slowestList };
    },
    { pageCacheMb: 0 },
    { LOCAL_API_SEED_SCALE: '1000', LOCAL_API_SEED_EVEN: '1' },
  );
  results.dates.search = date;
}
if (sections.includes('phone')) {
  results.phone = await benchPhone({
    offset,
    runs: Number(process.env.BENCH_PHONE_RUNS ?? 5),
    lighthouseRuns: Number(process.env.BENCH_PHONE_LH_RUNS ?? 5),
    pressRuns: Number(process.env.BENCH_PHONE_PRESS_RUNS ?? 3),
    only,
  });
  results.dates.phone = date;
}
if (sections.includes('edge')) {
  const edge = await startEdge({
    port: 3050 + offset,
    instances: 2,
    threads: 1,
    stdio: 'ignore',
    env: { ...process.env, LOCAL_API_LOG_LEVEL: 'silent' },
  });
  try {
    const site = `http://127.0.0.1:${edge.ports.site}`;
    const single = edge.servers[0].url;
    const accessLog = path.join(edge.run, 'logs', 'access.log');
    fs.writeFileSync(accessLog, '');
    const rows = [];
    for (const page of pages) {
      process.stdout.write(`edge ${page.path} ... `);
      await renderTimes(site + page.path, 3);
      await renderTimes(single + page.path, 3);
      const throughNginx = await load(site + page.path);
      const alone = await load(single + page.path);
      rows.push({ path: page.path, nginx: throughNginx, single: alone });
      console.log(`nginx ${throughNginx.rps} req/s, one render server ${alone.rps} req/s`);
    }
    // Every answer nginx gave on the site's port during the run, by cache status (the render servers' own
    // calls to the remotes' and the API's ports are in the same log).
    const statuses = {};
    for (const line of fs.readFileSync(accessLog, 'utf8').split('\n')) {
      if (!line) continue;
      const entry = JSON.parse(line);
      if (entry.port !== edge.ports.site) continue;
      const cache = entry.cache || 'none';
      statuses[cache] = (statuses[cache] ?? 0) + 1;
    }
    const answered = Object.values(statuses).reduce((a, b) => a + b, 0);
    results.edge = { rows, statuses, hitRatio: answered ? (statuses.HIT ?? 0) / answered : 0, instances: 2 };
    results.dates.edge = date;
  } finally {
    await edge.stop();
  }
}
results.date = date;
fs.writeFileSync(resultsFile, JSON.stringify(results, null, 2));

const lhRow = (r, b) =>
  `| ${r.page} | \`${r.path}\` | ${r.performance} (${b?.performance ?? '–'}) | ${r.lcpMs} (${b?.lcpMs ?? '–'}) | ${r.tbtMs} (${b?.tbtMs ?? '–'}) | ${r.cls} (${b?.cls ?? '–'}) | ${r.accessibility} | ${r.bestPractices} | ${r.seo} |`;
const lhSection = () =>
  `## Lighthouse, mobile preset\n\n${results.dates.lighthouse}. Server-rendered, with the client-rendered static host of the same build in brackets. Targets: performance at least ${GOAL}, LCP at most 2000 ms, TBT at most 200 ms, CLS 0.\n\n${[
    '| page | path | performance | LCP (ms) | TBT (ms) | CLS | accessibility | best practices | SEO |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|',
    ...results.ssr.map((r) =>
      lhRow(
        r,
        (results.baseline ?? []).find((b) => b.path === r.path),
      ),
    ),
  ].join('\n')}\n`;
const serverSection = () =>
  `## Render server\n\n${results.dates.server}. Cold: a URL the page cache has not seen (a new query each time), one request at a time. Cached: the same URL again. Load: autocannon, 50 connections for ${seconds} s (cached pages).\n\n${[
    '| path | cold p50 / p99 (ms) | cached p50 / p99 (ms) | req/s at 50 connections | latency p50 / p99 (ms) |',
    '|---|---:|---:|---:|---:|',
    ...results.server.map(
      (s) =>
        `| \`${s.path}\` | ${s.cold.p50} / ${s.cold.p99} | ${s.cached.p50} / ${s.cached.p99} | ${s.load.rps} | ${s.load.p50} / ${s.load.p99} |`,
    ),
    `| remote entry (\`content/remoteEntry.js\`, static) | | | ${results.remoteEntry.rps} | ${results.remoteEntry.p50} / ${results.remoteEntry.p99} |`,
    `| API list (\`/website/artikel\`, local-api) | | | ${results.apiList.rps} | ${results.apiList.p50} / ${results.apiList.p99} |`,
  ].join('\n')}\n`;
const listsSection = () => listsMarkdown(results.lists, results.dates.lists);
const searchSection = () =>
  `## Site search at 1,000 records per kind\n\n${results.dates.search}. Every list of the API at 1,000 records (\`LOCAL_API_SEED_SCALE=1000 LOCAL_API_SEED_EVEN=1\`), the render server without its page cache (each request renders; the API's answers cached as for every page), ${results.search.runs} requests per URL, interleaved. Server time: request to the whole document, on this machine. Target (issue 36): a search within 2x a list page's time; the ratio is to the slowest list page of the run.\n\n${[
    '| what | URL | p50 (ms) | p99 (ms) | p50 / slowest list |',
    '|---|---|---:|---:|---:|',
    ...results.search.rows.map(
      (r) =>
        `| ${r.label} | \`${r.path}\` | ${r.p50} | ${r.p99} | ${r.search ? (r.p50 / results.search.slowestListP50).toFixed(2) : ''} |`,
    ),
  ].join('\n')}\n`;
const edgeSection = () =>
  `## Edge (nginx in front of render servers)\n\n${results.dates.edge}. \`npm run serve:edge\` with ${results.edge.instances} render servers (one worker thread each) behind nginx (deploy/nginx), measured in the same run as one of those render servers alone (its own page cache). Load: autocannon, 50 connections for ${seconds} s per page. nginx's cache over the run: ${(results.edge.hitRatio * 100).toFixed(1)} % hits (${Object.entries(
    results.edge.statuses,
  )
    .map(([status, count]) => `${status} ${count}`)
    .join(', ')}).\n\n${[
    '| path | through nginx: req/s | p50 / p99 (ms) | one render server: req/s | p50 / p99 (ms) |',
    '|---|---:|---:|---:|---:|',
    ...results.edge.rows.map(
      (r) =>
        `| \`${r.path}\` | ${r.nginx.rps} | ${r.nginx.p50} / ${r.nginx.p99} | ${r.single.rps} | ${r.single.p50} / ${r.single.p99} |`,
    ),
  ].join('\n')}\n`;
const md = [
  `# Benchmark\n\nThis machine (${os.cpus().length} cores), one run per section; each section names the date of its run (\`npm run bench\`, README "Two commands").\n`,
  results.ssr ? lhSection() : null,
  results.server ? serverSection() : null,
  results.lists ? listsSection() : null,
  results.search ? searchSection() : null,
  results.phone ? phoneMarkdown(results.phone, results.dates.phone) : null,
  results.edge ? edgeSection() : null,
]
  .filter(Boolean)
  .join('\n');
fs.writeFileSync(path.join(benchDir, 'results.md'), md);
console.log(`\n${md}\nWrote bench/results.json and bench/results.md`);
