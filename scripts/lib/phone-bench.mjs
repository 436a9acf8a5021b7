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
// - Lighthouse run exactly as its CLI runs by default (mobile, simulated throttling; `--only-categories=performance`
//   leaves the metrics as they are): first contentful paint, largest contentful paint, total blocking time and the
//   performance score (docs/decisions/012-critical-path.md). The command is printed, to repeat one figure by hand.
// Every figure is the median of BENCH_PHONE_RUNS loads (default 5) and BENCH_PHONE_LH_RUNS Lighthouse runs
// (default 5), interleaved: round k loads the anchor and each page once before round k+1 starts, so a load
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
import { PRESS_BOUND_MS, PRESS_CASES, installPressProbe, readPressProbe } from './press-cases.mjs';
import { sampleUrl } from './routes.mjs';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Against the anchor of the same run: paint and largest paint at most 1.2x, blocking time at most 1x, the score at
 * most 3 below (issue "Paint and answer like the minimal page"); hydrated is reported beside the last bench's.
 */
export const PHONE_TARGETS = { fcpRatio: 1.2, lcpRatio: 1.2, tbtRatio: 1, perfBelow: 3 };

/** The pages measured, by route id (shared/src/routes), with the names the reports give them. */
export const PHONE_PAGES = [
  ['Beranda', 'home'],
  ['Artikel', 'articles'],
  ['Negara (Australia)', 'country'],
  ['Beasiswa', 'scholarships'],
  ['Study tour', 'studyTour'],
  ['Karier', 'vacancies'],
  ['Merchandise', 'merchandise'],
  ['Produk (detail)', 'productDetail'],
  ['Kontak', 'contact'],
].map(([name, id]) => ({ name, path: sampleUrl(id) }));

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

/** A new page of the context on the phone profile: empty cache, the 4G link, the CPU slowed. */
async function phonePage(context) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}

async function loadOnce(browser, url, hasMarker) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await phonePage(context);
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

/**
 * One first press on the phone profile (issue 34): the page opened with an empty cache, the control pressed as
 * soon as it shows (Playwright's click: visible, stable, enabled), then the press's effect and the control's
 * hydration timed by the probe of scripts/lib/press-cases.mjs in whichever document shows the effect.
 */
async function pressOnce(browser, origin, pressCase) {
  const context = await browser.newContext({ viewport: { width: pressCase.width, height: VIEWPORT.height } });
  try {
    const page = await phonePage(context);
    await page.addInitScript(installPressProbe, pressCase.effect);
    await page.goto(`${origin}${pressCase.url}`, { waitUntil: 'commit', timeout: LOAD_TIMEOUT_MS });
    await pressCase.control(page).first().click({ timeout: LOAD_TIMEOUT_MS });
    const deadline = Date.now() + LOAD_TIMEOUT_MS;
    for (;;) {
      const measured = await readPressProbe(page);
      if (measured) return measured;
      if (Date.now() > deadline) throw new Error(`no effect of the press within ${LOAD_TIMEOUT_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await context.close();
  }
}

/** The Lighthouse CLI's arguments for a URL: its defaults (mobile, simulated throttling), performance only. */
export function lighthouseArgs(url, outFile) {
  return [
    url,
    '--quiet',
    `--chrome-flags=${['--headless=new', ...chromiumArgs].join(' ')}`,
    '--only-categories=performance',
    '--output=json',
    `--output-path=${outFile}`,
  ];
}

/** The command that measures one figure by hand, as the bench runs it. */
export function lighthouseCommand(url = '<url>') {
  const args = lighthouseArgs(url, 'report.json').map((a) => (a.includes(' ') ? `'${a}'` : a));
  return `CHROME_PATH=${chromiumPath} npx lighthouse ${args.join(' ')}`;
}

/** Lighthouse's figures for a URL; a run that fails to record its trace (NO_NAVSTART, seen here) is run again, twice. */
async function lighthouseRun(url, outFile) {
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
      [path.join(rootDir, 'node_modules/lighthouse/cli/index.js'), ...lighthouseArgs(url, outFile)],
      { env: { ...process.env, CHROME_PATH: chromiumPath }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse failed for ${url}\n${stderr}`));
      const report = JSON.parse(fs.readFileSync(outFile, 'utf8'));
      const audit = (id) => report.audits[id]?.numericValue ?? null;
      const bootup = report.audits['bootup-time']?.details?.items ?? [];
      const score = report.categories?.performance?.score;
      if (typeof score !== 'number')
        return reject(new Error(`lighthouse: no score for ${url} (${report.runtimeError?.code})`));
      resolve({
        perf: Math.round(score * 100),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        si: audit('speed-index'),
        cls: audit('cumulative-layout-shift'),
        scriptMs: bootup.reduce((sum, item) => sum + (item.scripting ?? 0), 0),
        mainThreadMs: audit('mainthread-work-breakdown'),
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
  lighthouseRuns = 5,
  pressRuns = 3,
  only,
  log = console.log,
  outDir = path.join(rootDir, 'bench/lighthouse/phone'),
}) {
  const pages = only ? PHONE_PAGES.filter((p) => only.includes(p.path)) : PHONE_PAGES;
  log(`  phone: Lighthouse runs as \`${lighthouseCommand()}\``);
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
  const pressSamples = new Map(PRESS_CASES.map((c) => [c.name, []]));
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
          sample.lighthouse.push(await lighthouseRun(target.url, outFile));
        }
      }
      log(`  phone: round ${round + 1}/${rounds} done (load average ${loadNow()})`);
    }
    for (let round = 0; round < pressRuns; round += 1) {
      for (const pressCase of PRESS_CASES) {
        try {
          pressSamples
            .get(pressCase.name)
            .push(await pressOnce(browser, `http://localhost:${site.ports.host}`, pressCase));
        } catch (error) {
          log(`  ${pressCase.name}: press ${round + 1} failed (${error.message.split('\n')[0]})`);
        }
      }
    }
    if (pressRuns > 0) log(`  phone: presses done (load average ${loadNow()})`);
  } finally {
    await browser.close();
    await site.stop();
    await anchor.stop();
  }
  const summarise = (target) => {
    const { loads, lighthouse } = samples.get(target.url);
    const lh = (key) => lighthouse.map((l) => l[key]).filter((v) => typeof v === 'number');
    return {
      name: target.name,
      path: target.path,
      paintMs: round(median(loads.map((l) => l.fcp))),
      hydratedMs: round(median(loads.map((l) => l.hydrated))),
      gapMs: round(median(loads.map((l) => l.hydrated - l.fcp))),
      perf: round(median(lh('perf'))),
      fcpMs: round(median(lh('fcp'))),
      lcpMs: round(median(lh('lcp'))),
      tbtMs: round(median(lh('tbt'))),
      scriptMs: round(median(lh('scriptMs'))),
      mainThreadMs: round(median(lh('mainThreadMs'))),
      // How far the runs of this target fell apart: each metric's lowest and highest run.
      spread: Object.fromEntries(
        ['perf', 'fcp', 'lcp', 'tbt'].map((key) => {
          const values = lh(key);
          return [key, values.length ? [round(Math.min(...values)), round(Math.max(...values))] : null];
        }),
      ),
      loads: loads.length,
      lighthouseRuns: lighthouse.length,
    };
  };
  const anchorRow = summarise(targets[0]);
  const rows = targets.slice(1).map((target) => {
    const row = summarise(target);
    row.hydratedRatio = ratio(row.hydratedMs, anchorRow.hydratedMs);
    row.fcpRatio = ratio(row.fcpMs, anchorRow.fcpMs);
    row.lcpRatio = ratio(row.lcpMs, anchorRow.lcpMs);
    row.tbtRatio = ratio(row.tbtMs, anchorRow.tbtMs);
    row.perfDelta = row.perf === null || anchorRow.perf === null ? null : row.perf - anchorRow.perf;
    row.holds =
      row.fcpRatio !== null &&
      row.fcpRatio <= PHONE_TARGETS.fcpRatio &&
      row.lcpRatio !== null &&
      row.lcpRatio <= PHONE_TARGETS.lcpRatio &&
      row.tbtRatio !== null &&
      row.tbtRatio <= PHONE_TARGETS.tbtRatio &&
      row.perfDelta !== null &&
      row.perfDelta >= -PHONE_TARGETS.perfBelow;
    return row;
  });
  const presses = PRESS_CASES.map((pressCase) => {
    const measured = pressSamples.get(pressCase.name);
    const afterHydrationMs = round(median(measured.map((m) => m.afterHydration)));
    return {
      name: pressCase.name,
      path: pressCase.url,
      width: pressCase.width,
      kind: pressCase.kind,
      runs: measured.length,
      pressedBeforeHydration: measured.filter((m) => m.pressedBeforeHydration).length,
      pressToEffectMs: round(median(measured.map((m) => m.pressToEffect))),
      afterHydrationMs,
      worstAfterHydrationMs: measured.length ? round(Math.max(...measured.map((m) => m.afterHydration))) : null,
      holds: measured.length > 0 && measured.every((m) => m.afterHydration <= PRESS_BOUND_MS),
    };
  });
  const indexes = [...samples.values()].flatMap((s) => s.lighthouse.map((l) => l.benchmarkIndex));
  const known = indexes.filter((v) => typeof v === 'number');
  return {
    profile: {
      viewport: VIEWPORT,
      cpuSlowdown: CPU_SLOWDOWN,
      network: NETWORK,
      lighthouse: 'CLI defaults (mobile, simulated)',
    },
    runs,
    lighthouseRuns,
    lighthouseCommand: lighthouseCommand(),
    targets: PHONE_TARGETS,
    machine: {
      cores: os.cpus().length,
      loadAverageStart: loadBefore,
      loadAverageEnd: loadNow(),
      lighthouseBenchmarkIndex: round(median(indexes)),
      lighthouseBenchmarkIndexRange: known.length ? [round(Math.min(...known)), round(Math.max(...known))] : null,
      minutes: Number(((Date.now() - started) / 60_000).toFixed(1)),
    },
    anchor: anchorRow,
    pages: rows,
    pressRuns,
    pressBoundMs: PRESS_BOUND_MS,
    presses,
  };
}

const slug = (p) => (p === '/' ? 'home' : p.replace(/[^a-z0-9]+/gi, '_'));

const cell = (v, unit = '') => (v === null || v === undefined ? '–' : `${v}${unit}`);

const range = (pair, unit = '') => (pair ? `${pair[0]}-${pair[1]}${unit}` : '–');

/** The section of bench/results.md. */
export function phoneMarkdown(result, date) {
  const { machine, targets } = result;
  const a = result.anchor;
  const noise = (row) =>
    `${row.name}: performance ${range(row.spread.perf)}, FCP ${range(row.spread.fcp, ' ms')}, LCP ${range(row.spread.lcp, ' ms')}, TBT ${range(row.spread.tbt, ' ms')}`;
  return `## Phone profile: paint, hydration, Lighthouse beside the minimal SSR federated page

${date}. Loads (paint, hydrated): 390x844, CPU slowed ${result.profile.cpuSlowdown}x, ${result.profile.network.latency} ms round trip, 1.6 Mbit/s down, 750 kbit/s up, empty cache; medians of ${result.runs}. Hydrated: React owns every server-rendered part of the page (the check of \`e2e/support/ssr.ts\`); gap: hydrated minus paint. Lighthouse: its CLI's defaults (mobile, simulated throttling), medians of ${result.lighthouseRuns} runs, each page interleaved with the anchor (the mf-ssr-floor page of the shared handouts, built and served in the same run). One figure by hand: \`${result.lighthouseCommand}\`. Targets: FCP and LCP at most ${targets.fcpRatio}x the anchor's, TBT at most ${targets.tbtRatio}x, performance at least the anchor's minus ${targets.perfBelow}.

| page | path | paint (ms) | hydrated (ms) | gap (ms) | hydrated / anchor | perf | FCP (ms) | LCP (ms) | TBT (ms) | FCP / anchor | LCP / anchor | TBT / anchor | perf − anchor | holds |
|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|
| ${a.name} | \`${a.path}\` | ${cell(a.paintMs)} | ${cell(a.hydratedMs)} | ${cell(a.gapMs)} | 1 | ${cell(a.perf)} | ${cell(a.fcpMs)} | ${cell(a.lcpMs)} | ${cell(a.tbtMs)} | 1 | 1 | 1 | 0 | |
${result.pages
  .map(
    (r) =>
      `| ${r.name} | \`${r.path}\` | ${cell(r.paintMs)} | ${cell(r.hydratedMs)} | ${cell(r.gapMs)} | ${cell(r.hydratedRatio)} | ${cell(r.perf)} | ${cell(r.fcpMs)} | ${cell(r.lcpMs)} | ${cell(r.tbtMs)} | ${cell(r.fcpRatio)} | ${cell(r.lcpRatio)} | ${cell(r.tbtRatio)} | ${cell(r.perfDelta)} | ${r.holds ? 'yes' : 'no'} |`,
  )
  .join('\n')}

${
  result.presses?.length
    ? `### Press to effect

The eight first-press controls (scripts/lib/press-cases.mjs) on the same phone profile, ${result.pressRuns} runs each (medians): each page opened with an empty cache and its control pressed as soon as it shows. After the press: press to effect on screen. After hydration: effect minus the moment the control was hydrated (the press contract's ready() for a control that keeps presses, \`html[data-hydrated]\` for the platform's own controls); negative, the effect came first. Target: at most ${result.pressBoundMs} ms after hydration in every run (the e2e spec \`press-to-effect.spec.ts\` holds the same bound).

| control | page | width | kind | pressed before hydration | after the press (ms) | after hydration (ms) | worst after hydration (ms) | holds |
|---|---|---:|---|---:|---:|---:|---:|---|
${result.presses
  .map(
    (p) =>
      `| ${p.name} | \`${p.path}\` | ${p.width} | ${p.kind === 'kept' ? 'keeps the press' : 'platform'} | ${p.pressedBeforeHydration}/${p.runs} | ${cell(p.pressToEffectMs)} | ${cell(p.afterHydrationMs)} | ${cell(p.worstAfterHydrationMs)} | ${p.holds ? 'yes' : 'no'} |`,
  )
  .join('\n')}

`
    : ''
}How noisy the run was: ${machine.cores} cores, load average ${machine.loadAverageStart} at start and ${machine.loadAverageEnd} at end, Lighthouse benchmarkIndex ${cell(machine.lighthouseBenchmarkIndex)} (${range(machine.lighthouseBenchmarkIndexRange)}), ${machine.minutes} min. Lowest and highest of the ${result.lighthouseRuns} runs: ${[a, ...result.pages].map(noise).join('; ')}.
`;
}
