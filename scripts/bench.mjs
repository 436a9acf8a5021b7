#!/usr/bin/env node
// `npm run bench`: builds for production, serves the composed site with local-api, and runs Lighthouse
// (mobile preset, headless Debian Chromium) on the key pages. Writes bench/results.json and
// bench/results.md. A report, not a test: timings on shared machines are noisy.
// SKIP_BUILD=1 reuses the current builds; BENCH_PAGES=/,/artikel limits the pages.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildAll } from './build-all.mjs';
import { serveAll } from './serve.mjs';

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

if (process.env.SKIP_BUILD !== '1') await buildAll();
const offset = Number(process.env.PORT_OFFSET ?? 500);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'niec-bench-'));
const { ports, stop } = await serveAll({
  env: { ...process.env, PORT_OFFSET: String(offset), LOCAL_API_DATA_DIR: dataDir },
  log: () => undefined,
});
const base = `http://localhost:${ports.host}`;
await waitFor(`http://localhost:${ports.api}/health`);

const only = process.env.BENCH_PAGES?.split(',');
const pages = only ? PAGES.filter((p) => only.includes(p.path)) : PAGES;
fs.mkdirSync(path.join(benchDir, 'lighthouse'), { recursive: true });
const results = [];
try {
  for (const page of pages) {
    const outFile = path.join(
      benchDir,
      'lighthouse',
      `${page.path === '/' ? 'home' : page.path.replace(/[^a-z0-9]+/gi, '_')}.json`,
    );
    process.stdout.write(`Lighthouse ${page.path} ... `);
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
    results.push(result);
    console.log(`P ${result.performance} A ${result.accessibility} BP ${result.bestPractices} SEO ${result.seo}`);
  }
} finally {
  await stop();
}

const below = results.filter((r) => [r.performance, r.accessibility, r.bestPractices, r.seo].some((s) => s < GOAL));
const date = new Date().toISOString();
fs.writeFileSync(
  path.join(benchDir, 'results.json'),
  JSON.stringify({ date, preset: 'lighthouse mobile (default)', goal: GOAL, results }, null, 2),
);
const table = [
  '| page | path | performance | accessibility | best practices | SEO | LCP (ms) | TBT (ms) | CLS |',
  '|---|---|---:|---:|---:|---:|---:|---:|---:|',
  ...results.map(
    (r) =>
      `| ${r.page} | \`${r.path}\` | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} |`,
  ),
].join('\n');
const md = `# Lighthouse benchmark\n\n${date}, Lighthouse mobile preset, headless Chromium on this machine (${os.cpus().length} cores). Goal: every category at least ${GOAL}.\n\n${table}\n\n${
  below.length ? `Below the goal: ${below.map((r) => r.path).join(', ')}.` : 'Every page meets the goal.'
}\n`;
fs.writeFileSync(path.join(benchDir, 'results.md'), md);
console.log(`\n${table}\n\nWrote bench/results.json and bench/results.md`);
