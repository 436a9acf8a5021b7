// The "phone" section of `npm run bench` (docs/decisions/008-hydrate-less.md, "Less work before the
// page answers"): the nine key pages of the server-rendered site beside the minimal server-rendered federated page
// (the mf-ssr-floor anchor in the shared handouts: React 19, one remote, a Fastify render server), in one run,
// on the phone profile of TOOLCHAIN.md "A page as a phone meets it":
// - 390x844, CPU slowed 4x (CDP Emulation.setCPUThrottlingRate), 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s
//   up (CDP Network.emulateNetworkConditions), a fresh browser context (empty cache) for every load;
// - first contentful paint: the paint timing entry, in the page;
// - hydrated: the moment React owns every server-rendered part of the page (the check of e2e/support/ssr.ts,
//   copied below), polled in the page from an init script, so the time is taken in the page (performance.now());
// - their gap, the window in which the page shows controls that React does not answer yet;
// - Lighthouse's total blocking time (mobile preset, its own simulated throttling), performance only.
// Every figure is the median of BENCH_PHONE_RUNS loads (default 5) and BENCH_PHONE_LH_RUNS Lighthouse runs
// (default 3), interleaved: round k loads the anchor and each page once before round k+1 starts, so a load
// spike on this shared machine falls on every page alike. Ratios are taken against the anchor of the same run.
// The anchor is copied to a temp dir (never into this repository), `npm ci` from the npm registry there, built
// as its README says and served beside the site; the copy is reused while the anchor's files do not change.
/* global window, document, Node, NodeFilter, Comment, Element -- functions passed to addInitScript run in the browser */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { serveAll } from '../serve.mjs';
import { chromiumArgs, chromiumPath, launchOptions } from './chromium.mjs';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const PHONE_TARGETS = { hydratedRatio: 1.25, tbtRatio: 1.5 };

export const PHONE_PAGES = [
  { name: 'Beranda', path: '/' },
  { name: 'Artikel', path: '/artikel' },
  { name: 'Negara (Australia)', path: '/country/aus' },
  { name: 'Beasiswa', path: '/scholarship' },
  { name: 'Study tour', path: '/study_tour' },
  { name: 'Karier', path: '/career' },
  { name: 'Merchandise', path: '/merchandise' },
  { name: 'Produk (detail)', path: '/MerchandiseDetail/NIEC-001' },
  { name: 'Kontak', path: '/contact_us' },
];

const VIEWPORT = { width: 390, height: 844 };
const CPU_SLOWDOWN = 4;
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const LOAD_TIMEOUT_MS = 60_000;

/** Where the anchor's sources are: MF_SSR_FLOOR, else the shared handouts beside the checkout. */
function anchorSource() {
  const candidates = [
    process.env.MF_SSR_FLOOR,
    path.resolve(rootDir, '../shared/anchors/mf-ssr-floor'),
    path.resolve(rootDir, '../../shared/anchors/mf-ssr-floor'),
    '/work/shared/anchors/mf-ssr-floor',
  ].filter(Boolean);
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, 'package.json')));
  if (!found)
    throw new Error(`phone bench: the mf-ssr-floor anchor is not at ${candidates.join(' or ')} (MF_SSR_FLOOR)`);
  return found;
}

// What is the anchor's own code (what `npm ci` and its build make is not copied).
const NOT_COPIED = new Set(['node_modules', 'dist', 'deploy', '.mf']);

function sourceFiles(dir, base = dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (NOT_COPIED.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full, base));
    else if (entry.isFile()) out.push(path.relative(base, full));
  }
  return out.sort();
}

function run(cmd, args, cwd, log) {
  log(`  anchor: ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`phone bench: ${cmd} ${args.join(' ')} failed in ${cwd}\n${result.stdout}\n${result.stderr}`);
  }
}

/** A built copy of the anchor in the temp dir: made (copy, npm ci, build) when missing or out of date. */
export function prepareAnchor(log = console.log) {
  const source = anchorSource();
  const files = sourceFiles(source);
  const hash = crypto.createHash('sha256');
  for (const file of files) hash.update(file).update(fs.readFileSync(path.join(source, file)));
  const stamp = hash.digest('hex');
  const dir = path.join(os.tmpdir(), 'niec-bench-mf-ssr-floor');
  const stampFile = path.join(dir, '.bench-stamp');
  const ready =
    fs.existsSync(stampFile) &&
    fs.readFileSync(stampFile, 'utf8') === stamp &&
    fs.existsSync(path.join(dir, 'apps/host/dist')) &&
    fs.existsSync(path.join(dir, 'apps/remote/dist'));
  if (ready) {
    log(`  anchor: reusing the built copy in ${dir}`);
    return dir;
  }
  log(`  anchor: copying ${source} to ${dir}`);
  fs.rmSync(dir, { recursive: true, force: true });
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(source, file), path.join(dir, file));
  }
  run('npm', ['ci', '--no-audit', '--no-fund'], dir, log);
  run('npm', ['run', 'build'], dir, log);
  fs.writeFileSync(stampFile, stamp);
  return dir;
}

async function waitFor(url, timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Waits until the render server renders the page itself (its boot data lists no shell-only URL). */
async function waitForServerRendered(url, timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const html = await fetch(url).then((r) => r.text());
    if (html.includes('"shellOnly":[]')) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} was not rendered by the server within ${timeoutMs} ms`);
}

/** Serves the anchor copy as its README says: the remote's CDN stand-in and the render server (workers). */
export async function serveAnchor(dir, { port, cdnPort }) {
  const remotes = path.join(dir, 'server/remotes.bench.json');
  fs.writeFileSync(remotes, JSON.stringify({ remote: `http://localhost:${cdnPort}/mf-manifest.json` }));
  const quiet = { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] };
  const children = [
    spawn(process.execPath, ['server/cdn.mjs', String(cdnPort), 'apps/remote/dist'], quiet),
    spawn(process.execPath, ['server/index.mjs'], {
      ...quiet,
      env: { ...process.env, PORT: String(port), REMOTES: remotes, MODE: 'workers' },
    }),
  ];
  const stop = async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', resolve);
            child.kill('SIGTERM');
          }),
      ),
    );
  };
  try {
    await waitFor(`http://localhost:${cdnPort}/mf-manifest.json`);
    await waitFor(`http://localhost:${port}/`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://localhost:${port}/`, stop };
}

/**
 * Installed before any page script. Records the first contentful paint and the first moment React owns every
 * server-rendered part of the page: the check of e2e/support/ssr.ts (reactOwnsThePage), kept in step with it.
 * The site marks `html[data-hydrated]` once its shell is hydrated; the anchor has no marker, so there the root's
 * first element, committed by React, stands for it. Polled every 10 ms; the walk over the boundaries runs
 * only once the shell is hydrated, so the probe itself costs next to nothing before.
 */
function installProbe(hasMarker) {
  window.__phone = { fcp: null, hydrated: null };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') window.__phone.fcp = entry.startTime;
    }
  }).observe({ type: 'paint', buffered: true });
  // Committed, as React's event system decides it (getNearestMountedFiber): React attaches its fiber while it renders
  // a hydration pass, and a pass that yields leaves it there before the pass commits. No fiber on the way up still
  // placed or hydrating (Placement | Hydrating = 4098, cleared at commit), and the walk ends at the host root.
  const hasFiber = (element) => {
    const key = Object.keys(element).find((name) => name.startsWith('__reactFiber$'));
    if (!key) return false;
    let node = element[key];
    for (let next = node; next && !next.alternate; next = next.return) {
      node = next;
      if ((node.flags & 4098) !== 0) return false;
    }
    while (node.return) node = node.return;
    return node.tag === 3;
  };
  const owned = () => {
    const root = document.getElementById('root');
    if (!root) return false;
    if (hasMarker) {
      if (document.documentElement.dataset.hydrated !== 'true') return false;
    } else if (!root.firstElementChild || !hasFiber(root.firstElementChild)) {
      return false;
    }
    const comments = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
    for (let node = comments.nextNode(); node; node = comments.nextNode()) {
      if (node.data === '$!' || node.data === '$?' || node.data === '$~') return false;
      if (node.data !== '$') continue;
      let next = node.nextSibling;
      while (next && next.nodeType !== Node.ELEMENT_NODE && !(next instanceof Comment && next.data === '/$')) {
        next = next.nextSibling;
      }
      if (next instanceof Element && !hasFiber(next)) return false;
    }
    return true;
  };
  const timer = setInterval(() => {
    if (owned()) {
      window.__phone.hydrated = performance.now();
      clearInterval(timer);
    }
  }, 10);
}

async function loadOnce(browser, url, hasMarker) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(installProbe, hasMarker);
    await page.goto(url, { waitUntil: 'commit', timeout: LOAD_TIMEOUT_MS });
    await page.waitForFunction(() => window.__phone?.hydrated !== null && window.__phone?.fcp !== null, undefined, {
      timeout: LOAD_TIMEOUT_MS,
      polling: 250,
    });
    const { fcp, hydrated } = await page.evaluate(() => window.__phone);
    return { fcp, hydrated };
  } finally {
    await context.close();
  }
}

/** Lighthouse's TBT for a URL; a run that fails to record its trace (NO_NAVSTART, seen here) is run again, twice. */
async function lighthouseTbt(url, outFile) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseOnce(url, outFile);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.error(`  lighthouse: ${url} failed (attempt ${attempt}), running it again`);
    }
  }
}

function lighthouseOnce(url, outFile) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.join(rootDir, 'node_modules/lighthouse/cli/index.js'),
        url,
        '--quiet',
        `--chrome-flags=${['--headless=new', ...chromiumArgs].join(' ')}`,
        '--only-categories=performance',
        '--output=json',
        `--output-path=${outFile}`,
      ],
      { env: { ...process.env, CHROME_PATH: chromiumPath }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse failed for ${url}\n${stderr}`));
      const report = JSON.parse(fs.readFileSync(outFile, 'utf8'));
      const bootup = report.audits['bootup-time']?.details?.items ?? [];
      resolve({
        tbt: report.audits['total-blocking-time']?.numericValue ?? null,
        scriptMs: bootup.reduce((sum, item) => sum + (item.scripting ?? 0), 0),
        mainThreadMs: report.audits['mainthread-work-breakdown']?.numericValue ?? null,
        benchmarkIndex: report.environment?.benchmarkIndex ?? null,
      });
    });
  });
}

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const round = (v) => (v === null ? null : Math.round(v));
const ratio = (v, anchor) => (v === null || !anchor ? null : Number((v / anchor).toFixed(2)));

/** The machine's load while the section ran: 1-minute load average at start and end, and the core count. */
const loadNow = () => Number(os.loadavg()[0].toFixed(2));

/**
 * Runs the section: serves the anchor and the site (existing builds), measures, stops both. `offset` is the
 * site's PORT_OFFSET; the anchor listens on the host's port + 20 (render server) and + 21 (its remote's CDN).
 */
export async function benchPhone({
  offset,
  runs = 5,
  lighthouseRuns = 3,
  only,
  log = console.log,
  outDir = path.join(rootDir, 'bench/lighthouse/phone'),
}) {
  const pages = only ? PHONE_PAGES.filter((p) => only.includes(p.path)) : PHONE_PAGES;
  const anchorDir = prepareAnchor(log);
  const hostPort = 3000 + offset;
  const anchor = await serveAnchor(anchorDir, { port: hostPort + 20, cdnPort: hostPort + 21 });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'niec-bench-phone-'));
  const site = await serveAll({
    env: { ...process.env, PORT_OFFSET: String(offset), LOCAL_API_DATA_DIR: dataDir, NIEC_SSR: '1' },
    log: () => undefined,
  });
  const loadBefore = loadNow();
  const started = Date.now();
  const targets = [
    { name: 'mf-ssr-floor (anchor)', path: '/', url: anchor.url, hasMarker: false, anchor: true },
    ...pages.map((p) => ({ ...p, url: `http://localhost:${site.ports.host}${p.path}`, hasMarker: true })),
  ];
  const samples = new Map(targets.map((t) => [t.url, { loads: [], lighthouse: [] }]));
  fs.mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch(launchOptions);
  try {
    await waitFor(`http://localhost:${site.ports.api}/health`);
    // Warm the render server's workers, its API cache and the anchor (not measured), and wait until the render
    // server renders every page: a remote that was not up yet when it started is picked up by its next poll.
    for (const target of targets) {
      if (target.anchor) await fetch(target.url).then((r) => r.text());
      else await waitForServerRendered(target.url);
    }
    const rounds = Math.max(runs, lighthouseRuns);
    for (let round = 0; round < rounds; round += 1) {
      // Each round starts with a different target, so none is always first after a pause.
      const order = targets.map((_, i) => targets[(i + round) % targets.length]);
      for (const target of order) {
        const sample = samples.get(target.url);
        if (round < runs) {
          try {
            sample.loads.push(await loadOnce(browser, target.url, target.hasMarker));
          } catch (error) {
            log(`  ${target.url}: load ${round + 1} failed (${error.message.split('\n')[0]})`);
          }
        }
        if (round < lighthouseRuns) {
          const outFile = path.join(outDir, `${target.anchor ? 'anchor' : slug(target.path)}-${round + 1}.json`);
          sample.lighthouse.push(await lighthouseTbt(target.url, outFile));
        }
      }
      log(`  phone: round ${round + 1}/${rounds} done (load average ${loadNow()})`);
    }
  } finally {
    await browser.close();
    await site.stop();
    await anchor.stop();
  }
  const summarise = (target) => {
    const { loads, lighthouse } = samples.get(target.url);
    return {
      name: target.name,
      path: target.path,
      fcpMs: round(median(loads.map((l) => l.fcp))),
      hydratedMs: round(median(loads.map((l) => l.hydrated))),
      gapMs: round(median(loads.map((l) => l.hydrated - l.fcp))),
      tbtMs: round(median(lighthouse.map((l) => l.tbt))),
      scriptMs: round(median(lighthouse.map((l) => l.scriptMs))),
      mainThreadMs: round(median(lighthouse.map((l) => l.mainThreadMs))),
      loads: loads.length,
      lighthouseRuns: lighthouse.length,
    };
  };
  const anchorRow = summarise(targets[0]);
  const rows = targets.slice(1).map((target) => {
    const row = summarise(target);
    row.hydratedRatio = ratio(row.hydratedMs, anchorRow.hydratedMs);
    row.tbtRatio = ratio(row.tbtMs, anchorRow.tbtMs);
    row.holds =
      row.hydratedRatio !== null &&
      row.hydratedRatio <= PHONE_TARGETS.hydratedRatio &&
      row.tbtRatio <= PHONE_TARGETS.tbtRatio;
    return row;
  });
  const benchmarkIndex = median([...samples.values()].flatMap((s) => s.lighthouse.map((l) => l.benchmarkIndex)));
  return {
    profile: { viewport: VIEWPORT, cpuSlowdown: CPU_SLOWDOWN, network: NETWORK, lighthouse: 'mobile preset (default)' },
    runs,
    lighthouseRuns,
    targets: PHONE_TARGETS,
    machine: {
      cores: os.cpus().length,
      loadAverageStart: loadBefore,
      loadAverageEnd: loadNow(),
      lighthouseBenchmarkIndex: round(benchmarkIndex),
      minutes: Number(((Date.now() - started) / 60_000).toFixed(1)),
    },
    anchor: anchorRow,
    pages: rows,
  };
}

const slug = (p) => (p === '/' ? 'home' : p.replace(/[^a-z0-9]+/gi, '_'));

const cell = (v, unit = '') => (v === null || v === undefined ? '–' : `${v}${unit}`);

/** The section of bench/results.md. */
export function phoneMarkdown(result, date) {
  const { machine, targets } = result;
  const a = result.anchor;
  return `## Phone profile: paint, hydration, blocking time beside the minimal SSR federated page

${date}. 390x844, CPU slowed ${result.profile.cpuSlowdown}x, ${result.profile.network.latency} ms round trip, 1.6 Mbit/s down, 750 kbit/s up, empty cache; the mf-ssr-floor anchor (shared handouts) built and served in the same run. Medians of ${result.runs} loads (paint, hydrated) and ${result.lighthouseRuns} Lighthouse runs (TBT, mobile preset), interleaved. Hydrated: React owns every server-rendered part of the page (the check of \`e2e/support/ssr.ts\`); gap: hydrated minus paint. Targets: hydrated at most ${targets.hydratedRatio}x the anchor's, TBT at most ${targets.tbtRatio}x. Machine: ${machine.cores} cores, load average ${machine.loadAverageStart} at start and ${machine.loadAverageEnd} at end, Lighthouse benchmarkIndex ${cell(machine.lighthouseBenchmarkIndex)}, ${machine.minutes} min.

| page | path | paint (ms) | hydrated (ms) | gap (ms) | TBT (ms) | script eval (ms, LH) | hydrated / anchor | TBT / anchor | holds |
|---|---|---:|---:|---:|---:|---:|---:|---:|---|
| ${a.name} | \`${a.path}\` | ${cell(a.fcpMs)} | ${cell(a.hydratedMs)} | ${cell(a.gapMs)} | ${cell(a.tbtMs)} | ${cell(a.scriptMs)} | 1 | 1 | |
${result.pages
  .map(
    (r) =>
      `| ${r.name} | \`${r.path}\` | ${cell(r.fcpMs)} | ${cell(r.hydratedMs)} | ${cell(r.gapMs)} | ${cell(r.tbtMs)} | ${cell(r.scriptMs)} | ${cell(r.hydratedRatio)} | ${cell(r.tbtRatio)} | ${r.holds ? 'yes' : 'no'} |`,
  )
  .join('\n')}
`;
}
