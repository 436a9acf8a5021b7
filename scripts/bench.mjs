#!/usr/bin/env node
// `npm run bench`: builds for production, then measures in one run, side by side:
// - Lighthouse (mobile preset, headless Debian Chromium) on the key pages, served by the render server and
//   by the static host (the client-rendered baseline, the same pages without server rendering);
// - the render server per page: render time p50/p99 uncached (cold) and cached, and requests per second
//   at 50 connections for 10 s (autocannon);
// - a remote entry (static server) and an API list (local-api) at 50 connections.
// Writes bench/results.json and bench/results.md. A report, not a test: timings on shared machines are
// noisy. SKIP_BUILD=1 reuses the current builds; BENCH_PAGES=/,/artikel limits the pages; BENCH_SECONDS
// sets the autocannon duration (default 10).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildAll } from './build-all.mjs';
import { serveAll } from './serve.mjs';
import autocannon from 'autocannon';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const benchDir = path.join(rootDir, 'bench');
const GOAL = 95;

const PAGES = [
  { name: 'Beranda', path: '/' },
  { name: 'Artikel', path: '/artikel' },
  { name: 'Beasiswa', path: '/scholarship' },
  { name: 'Study tour', path: '/study_tour' },
  { name: 'Karier', path: '/career' },
  { name: 'Merchandise', path: '/merchandise' },
  { name: 'Artikel (detail)', path: '/artikeldetail/panduan-beasiswa-australia-awards-2027' },
  { name: 'Negara (Australia)', path: '/country/aus' },
  { name: 'Produk (detail)', path: '/MerchandiseDetail/NIEC-001' },
];

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
].join(' ');

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
      { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'ignore', 'pipe'] },
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

/** Time to the whole document, `count` times; `unique` defeats the server's page cache (cold renders). */
async function renderTimes(url, count, unique) {
  const times = [];
  for (let i = 0; i < count; i += 1) {
    const target = unique ? `${url}${url.includes('?') ? '&' : '?'}bench=${Date.now()}-${i}` : url;
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

async function withSite(ssr, run) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'niec-bench-'));
  const { ports, stop } = await serveAll({
    env: { ...process.env, PORT_OFFSET: String(offset), LOCAL_API_DATA_DIR: dataDir, NIEC_SSR: ssr ? '1' : '0' },
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

const baseline = await withSite(false, (ports) => lighthouse(`http://localhost:${ports.host}`, 'static'));
const measured = await withSite(true, async (ports) => {
  const base = `http://localhost:${ports.host}`;
  const ssr = await lighthouse(base, 'ssr');
  const server = [];
  for (const page of pages) {
    process.stdout.write(`render server ${page.path} ... `);
    await renderTimes(base + page.path, 3, true); // warm the workers and the API cache
    const cold = await renderTimes(base + page.path, 20, true);
    const cached = await renderTimes(base + page.path, 20, false);
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

const date = new Date().toISOString();
fs.writeFileSync(
  path.join(benchDir, 'results.json'),
  JSON.stringify({ date, preset: 'lighthouse mobile (default)', goal: GOAL, baseline, ...measured }, null, 2),
);
const lhRow = (r, b) =>
  `| ${r.page} | \`${r.path}\` | ${r.performance} (${b?.performance ?? '–'}) | ${r.lcpMs} (${b?.lcpMs ?? '–'}) | ${r.tbtMs} (${b?.tbtMs ?? '–'}) | ${r.cls} (${b?.cls ?? '–'}) | ${r.accessibility} | ${r.bestPractices} | ${r.seo} |`;
const lhTable = [
  '| page | path | performance | LCP (ms) | TBT (ms) | CLS | accessibility | best practices | SEO |',
  '|---|---|---:|---:|---:|---:|---:|---:|---:|',
  ...measured.ssr.map((r) =>
    lhRow(
      r,
      baseline.find((b) => b.path === r.path),
    ),
  ),
].join('\n');
const serverTable = [
  '| path | cold p50 / p99 (ms) | cached p50 / p99 (ms) | req/s at 50 connections | latency p50 / p99 (ms) |',
  '|---|---:|---:|---:|---:|',
  ...measured.server.map(
    (s) =>
      `| \`${s.path}\` | ${s.cold.p50} / ${s.cold.p99} | ${s.cached.p50} / ${s.cached.p99} | ${s.load.rps} | ${s.load.p50} / ${s.load.p99} |`,
  ),
  `| remote entry (\`content/remoteEntry.js\`, static) | | | ${measured.remoteEntry.rps} | ${measured.remoteEntry.p50} / ${measured.remoteEntry.p99} |`,
  `| API list (\`/website/artikel\`, local-api) | | | ${measured.apiList.rps} | ${measured.apiList.p50} / ${measured.apiList.p99} |`,
].join('\n');
const md = `# Benchmark\n\n${date}, this machine (${os.cpus().length} cores), one run.\n\n## Lighthouse, mobile preset\n\nServer-rendered, with the client-rendered static host of the same build in brackets. Targets: performance at least ${GOAL}, LCP at most 2000 ms, TBT at most 200 ms, CLS 0.\n\n${lhTable}\n\n## Render server\n\nCold: a URL the page cache has not seen (a new query each time), one request at a time. Cached: the same URL again. Load: autocannon, 50 connections for ${seconds} s (cached pages).\n\n${serverTable}\n`;
fs.writeFileSync(path.join(benchDir, 'results.md'), md);
console.log(`\n${md}\nWrote bench/results.json and bench/results.md`);
