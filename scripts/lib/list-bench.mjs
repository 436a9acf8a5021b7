// The "lists" section of `npm run bench` (docs/decisions/006-lists-that-grow.md): the list pages and one article
// detail of the server-rendered site with the API's data at several seed scales (LOCAL_API_SEED_SCALE,
// README "Local API"), on a phone profile: 390 px wide, CPU slowed 4x (CDP Emulation.setCPUThrottlingRate).
// Per page, scale and navigation kind (first load; client navigation from / by the page's nav link):
// - DOM elements: document.getElementsByTagName('*').length once the list is drawn;
// - document + data bytes: what the browser received (CDP Network.loadingFinished encodedDataLength,
//   compressed, headers included) for the HTML document, GET /__data and any call to the API; not JS,
//   CSS, images or fonts (and the same decoded, Network.dataReceived dataLength, beside it);
// - draw time: from navigation start (first load) or the click (client navigation) to the frame in which
//   the page's cards reached their final number (for a first load, no earlier than the first contentful
//   paint, since server HTML is drawn only then). The median of BENCH_LIST_RUNS runs (default 5).
/* global window, document, requestAnimationFrame, MutationObserver, PopStateEvent -- functions passed to page.evaluate and addInitScript run in the browser */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { serveAll } from '../serve.mjs';
import { launchOptions } from './chromium.mjs';
import { pathPrefix, sampleUrl } from './routes.mjs';

export const LIST_TARGETS = { domElements: 1500, kilobytes: 150, drawRatio: 1.1 };

/** The pages measured; `cards` counts what the page draws per record (update it if a card's markup changes). */
export const LIST_PAGES = [
  { name: 'Artikel', path: sampleUrl('articles'), cards: 'main article' },
  { name: 'Beasiswa', path: sampleUrl('scholarships'), cards: 'main article' },
  { name: 'Merchandise', path: sampleUrl('merchandise'), cards: `main a[href^="${pathPrefix('productDetail')}"]` },
  { name: 'Karier', path: sampleUrl('vacancies'), cards: 'main article' },
  { name: 'Study tour', path: sampleUrl('studyTour'), cards: '#paket-tour article' },
  {
    name: 'Artikel (detail)',
    path: sampleUrl('articleDetail'),
    cards: `main h1, main aside a[href^="${pathPrefix('articleDetail')}"]`,
    // No header link leads to one article: the client navigation is the router's own (history.pushState
    // plus popstate, what a link click does) from /.
    viaHistory: true,
  },
];

const CPU_SLOWDOWN = 4;
const VIEWPORT = { width: 390, height: 844 };

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

/**
 * Installed before any page script: records, per mutation batch, the number of cards and the time of the
 * next animation frame (the frame that draws them), and the first contentful paint.
 */
function installProbe(selector) {
  const frames = [];
  window.__benchFrames = frames;
  window.__benchFcp = null;
  let last = -1;
  let pending = false;
  const check = () => {
    if (pending) return;
    pending = true;
    requestAnimationFrame((time) => {
      pending = false;
      const count = document.querySelectorAll(selector).length;
      if (count !== last) {
        last = count;
        frames.push([time, count]);
      }
    });
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') window.__benchFcp = entry.startTime;
    }
  }).observe({ type: 'paint', buffered: true });
}

/** Bytes of the document, /__data and API answers, as received (compressed). */
function byteCounter(cdp, apiOrigin) {
  const counted = new Map();
  let bytes = 0;
  let decoded = 0;
  let requests = 0;
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const url = response.url;
    if (type === 'Document' || url.includes('/__data?') || url.startsWith(apiOrigin)) counted.set(requestId, url);
  });
  cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
    if (counted.has(requestId)) decoded += dataLength;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    if (!counted.has(requestId)) return;
    bytes += encodedDataLength;
    requests += 1;
  });
  return {
    reset() {
      bytes = 0;
      decoded = 0;
      requests = 0;
      counted.clear();
    },
    read: () => ({ bytes, decoded, requests }),
  };
}

/** Waits until the cards stop changing (network idle, then the count stable for 1 s). */
async function settle(page, selector) {
  await page.waitForLoadState('networkidle', { timeout: 120_000 }).catch(() => undefined);
  let previous = -1;
  let stableSince = Date.now();
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    const count = await page.evaluate((s) => document.querySelectorAll(s).length, selector);
    if (count !== previous) {
      previous = count;
      stableSince = Date.now();
    } else if (count > 0 && Date.now() - stableSince > 1000) {
      return count;
    }
    await page.waitForTimeout(250);
  }
  return previous;
}

async function readDrawn(page, since, firstLoad) {
  return page.evaluate(
    ({ since: start, firstLoad: initial }) => {
      const frames = window.__benchFrames ?? [];
      const final = frames.at(-1)?.[1] ?? 0;
      const reached = frames.find(([time, count]) => time >= start && count === final)?.[0] ?? null;
      if (reached === null) return { ms: null, cards: final };
      const drawn = initial ? Math.max(reached, window.__benchFcp ?? 0) : reached;
      return { ms: Math.round(drawn - start), cards: final };
    },
    { since, firstLoad },
  );
}

async function measureOnce(browser, base, apiOrigin, page, kind) {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'id-ID',
    timezoneId: 'Asia/Makassar',
  });
  try {
    await context.addInitScript(installProbe, page.cards);
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    const counter = byteCounter(cdp, apiOrigin);
    let start = 0;
    if (kind === 'first') {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      const response = await tab.goto(base + page.path, { waitUntil: 'commit', timeout: 120_000 });
      if (!response?.ok()) throw new Error(`${page.path}: HTTP ${response?.status()}`);
    } else {
      await tab.goto(`${base}/`, { waitUntil: 'load', timeout: 120_000 });
      await tab.waitForSelector('html[data-hydrated]', { timeout: 120_000 });
      await tab.waitForLoadState('networkidle', { timeout: 120_000 }).catch(() => undefined);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      counter.reset();
      start = await tab.evaluate(
        ({ path: target, viaHistory }) => {
          const t = performance.now();
          if (viaHistory) {
            window.history.pushState(null, '', target);
            window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
          } else {
            const link = document.querySelector(`header a[href="${target}"]`);
            if (!link) throw new Error(`no header link to ${target}`);
            link.click();
          }
          return t;
        },
        { path: page.path, viaHistory: Boolean(page.viaHistory) },
      );
      await tab.waitForURL(`**${page.path}`, { timeout: 120_000 });
    }
    await settle(tab, page.cards);
    const drawn = await readDrawn(tab, start, kind === 'first');
    const dom = await tab.evaluate(() => document.getElementsByTagName('*').length);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return { dom, ...counter.read(), drawMs: drawn.ms, cards: drawn.cards };
  } finally {
    await context.close();
    // The closed context's teardown (renderer exit, GC) would otherwise overlap the next measurement.
    await new Promise((r) => setTimeout(r, 1000));
  }
}

const median = (values) => {
  const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
};

/**
 * The fastest of the runs, shown beside the median: what this shared machine adds to a measurement (other
 * processes, the throttled renderer's scheduling) mostly makes it slower.
 */
const best = (values) => {
  const measured = values.filter((v) => v !== null);
  return measured.length ? Math.min(...measured) : null;
};

function summarize(samples) {
  return {
    dom: median(samples.map((s) => s.dom)),
    bytes: median(samples.map((s) => s.bytes)),
    decoded: median(samples.map((s) => s.decoded)),
    requests: median(samples.map((s) => s.requests)),
    drawMs: median(samples.map((s) => s.drawMs)),
    drawBest: best(samples.map((s) => s.drawMs)),
    drawSamples: samples.map((s) => s.drawMs),
    cards: median(samples.map((s) => s.cards)),
  };
}

/** Serves the built site with the API at `scale` (its own ports), until `stop()`. */
async function serveScale({ scale, offset, log }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'niec-bench-lists-'));
  const env = {
    ...process.env,
    PORT_OFFSET: String(offset),
    LOCAL_API_DATA_DIR: dataDir,
    LOCAL_API_SEED_SCALE: String(scale),
    NIEC_SSR: '1',
  };
  const { ports, stop } = await serveAll({ env, log: () => undefined });
  const base = `http://localhost:${ports.host}`;
  const apiOrigin = `http://localhost:${ports.api}`;
  const site = {
    scale,
    base,
    apiOrigin,
    async stop() {
      await stop();
      await new Promise((r) => setTimeout(r, 1500));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  try {
    await waitFor(`${apiOrigin}/health`);
    await waitFor(`${base}/__health`);
    const counts = await (await fetch(`${apiOrigin}/api/v1/application/website/artikel`)).json();
    log(`scale ${scale} (${counts.data.length} articles in the API), ${base}`);
    return site;
  } catch (error) {
    await site.stop();
    throw error;
  }
}

/**
 * Every scale is served at once, and each run measures the page at every scale in turn (starting from another
 * scale each run), so the load of this shared machine, which changes from minute to minute, falls on all scales
 * alike: the 10 % comparison is between figures taken side by side, not minutes apart.
 */
export async function benchLists({ offset, scales = [10, 100, 1000], runs = 5, only, log = console.log }) {
  const pages = only ? LIST_PAGES.filter((p) => only.includes(p.path)) : LIST_PAGES;
  const browser = await chromium.launch(launchOptions);
  const sites = [];
  try {
    for (const [index, scale] of scales.entries())
      sites.push(await serveScale({ scale, offset: offset + index * 10, log }));
    const results = sites.map(() => []);
    for (const page of pages) {
      for (const kind of ['first', 'client']) {
        const samples = sites.map(() => []);
        // A warm-up request per page fills the render server's caches as production traffic would.
        for (const site of sites) await (await fetch(site.base + page.path)).text();
        for (let run = 0; run < runs; run += 1) {
          // Each run starts from another scale, so that no scale is always the one measured after the others.
          for (let step = 0; step < sites.length; step += 1) {
            const index = (run + step) % sites.length;
            const site = sites[index];
            samples[index].push(await measureOnce(browser, site.base, site.apiOrigin, page, kind));
          }
        }
        for (const [index, site] of sites.entries()) {
          const result = summarize(samples[index]);
          log(
            `  @${site.scale} ${kind === 'first' ? 'first load' : 'client nav'} ${page.path}: ${result.dom} elements, ${(result.bytes / 1024).toFixed(1)} KB (${(result.decoded / 1024).toFixed(0)} KB decoded), drawn in ${result.drawBest} ms at best, ${result.drawMs} ms median (${result.drawSamples.join(', ')}), ${result.cards} cards`,
          );
          let entry = results[index].find((r) => r.path === page.path);
          if (!entry) {
            entry = { path: page.path, name: page.name };
            results[index].push(entry);
          }
          entry[kind] = result;
        }
      }
    }
    return {
      cpuSlowdown: CPU_SLOWDOWN,
      viewport: VIEWPORT,
      runs,
      targets: LIST_TARGETS,
      scales: sites.map((site, index) => ({ scale: site.scale, results: results[index] })),
    };
  } finally {
    for (const site of sites) await site.stop();
    await browser.close();
  }
}

/**
 * The median, over runs, of the largest scale's draw time over the smallest's in the same run: the scales of
 * one run are measured seconds apart, so the machine's slow drift cancels out of each ratio.
 */
function pairedRatio(base, grown) {
  if (!base || !grown) return null;
  const ratios = base.flatMap((ms, i) => (ms && grown[i] ? [grown[i] / ms] : []));
  return median(ratios);
}

const kb = (bytes) => (bytes === null ? '–' : (bytes / 1024).toFixed(1));
const mark = (ok) => (ok ? '' : ' ✗');

/** The markdown of the section: one table per navigation kind, scales side by side. */
export function listsMarkdown(lists, date) {
  const scales = lists.scales.map((s) => s.scale);
  const { domElements, kilobytes, drawRatio } = lists.targets;
  const table = (kind, title) => {
    const header = [
      `### ${title}`,
      '',
      `| page | ${scales.map((s) => `DOM @${s}`).join(' | ')} | ${scales.map((s) => `KB @${s}`).join(' | ')} | ${scales.map((s) => `draw ms @${s}`).join(' | ')} | paired @${scales.at(-1)} / @${scales[0]} |`,
      `|---|${scales.map(() => '---:').join('|')}|${scales.map(() => '---:').join('|')}|${scales.map(() => '---:').join('|')}|---:|`,
    ];
    const rows = lists.scales[0].results.map((first) => {
      const cells = lists.scales.map((s) => s.results.find((r) => r.path === first.path)?.[kind]);
      const baseDraw = cells[0]?.drawMs ?? null;
      const dom = cells.map((c) => `${c?.dom ?? '–'}${mark((c?.dom ?? 0) <= domElements)}`);
      const bytes = cells.map(
        (c) =>
          `${kb(c?.bytes ?? null)}${mark((c?.bytes ?? 0) <= kilobytes * 1024)} (${c?.decoded === undefined ? '–' : Math.round(c.decoded / 1024)})`,
      );
      const draw = cells.map(
        (c, i) =>
          `${c?.drawMs ?? '–'}${i === 0 || baseDraw === null || c?.drawMs === null ? '' : mark(c.drawMs <= baseDraw * drawRatio)} (${c?.drawBest ?? '–'})`,
      );
      const paired = pairedRatio(cells[0]?.drawSamples, cells.at(-1)?.drawSamples);
      const pairedCell = paired === null ? '–' : `${paired >= 1 ? '+' : ''}${Math.round((paired - 1) * 100)} %`;
      return `| ${first.name} \`${first.path}\` | ${dom.join(' | ')} | ${bytes.join(' | ')} | ${draw.join(' | ')} | ${pairedCell} |`;
    });
    return [...header, ...rows].join('\n');
  };
  return `## Lists at ${scales.join(', ')} records

${date}. The API's data grown with LOCAL_API_SEED_SCALE (N articles and scholarships, N/4 products and vacancies, N/10 tours; below 24 articles the fixtures alone). Phone profile: ${lists.viewport.width} px, CPU slowed ${lists.cpuSlowdown}x, server-rendered site, median of ${lists.runs} runs; the scales are served side by side and each run measures every scale in turn, starting from another scale each run. DOM: elements once the list is drawn. KB: HTML document + \`/__data\` + API answers as received (compressed, headers included; not JS, CSS, images), in brackets the same decoded (what the browser parses). Draw: ms from navigation start (first load) or the click (client navigation from \`/\` by the header link; the article detail by a router navigation) to the frame in which the page's cards reached their final number, for a first load no earlier than the first contentful paint.

Targets (docs/decisions/006-lists-that-grow.md): at most ${domElements} DOM elements, at most ${kilobytes} KB document + data, draw time within ${Math.round((drawRatio - 1) * 100)}% of the same page at ${scales[0]} records. ✗ marks a figure over its target. Draw times on this shared 2-core machine vary by up to ±50 % between runs (every sample is in results.json); interleaving the scales spreads that noise over all of them alike, and each measurement starts 1 s after the previous one's browser context closed. Draw ms: the median of the runs, the fastest in brackets (what the machine adds mostly slows a run, so the fastest is the nearest to the page's own cost, but on first loads it moves between passes as much as the median does). Paired: the median over runs of the draw time at ${scales.at(-1)} records divided by the one at ${scales[0]} records taken in the same run.

${table('first', 'First load')}

${table('client', 'Client navigation')}
`;
}
