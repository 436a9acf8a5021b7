// Safe on the open internet (docs/deploying.md#security), tried as an attacker would: through the edge (nginx with
// deploy/nginx in front of two render servers) and on render servers of the test's own. No answer names another
// origin, a visitor's forwarded headers poison nothing, a script the site did not write never runs and is reported,
// rate limits hold across instances, made-up query keys cost no render. Loopback only; every process is stopped.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { loadEdge, type Edge } from '../support/edge';
import { portOffset } from '../support/env';
import { RENDER_SERVER_MAIN, siteConfig, startRenderServer, type OwnRenderServer } from '../support/render-server';
import { repoRoot } from '../support/static-server';
import { waitForHydration } from '../support/ssr';

test.skip(process.env.NIEC_SSR === '0', 'the render server is off (NIEC_SSR=0)');
test.describe.configure({ mode: 'serial' });

const SITE_PORT = 3300 + portOffset;
const SITE = `http://localhost:${SITE_PORT}`;
const EVIL = 'evil.example';
/** A person's phone browser: the render server streams a private page to it (a crawler gets it whole). */
const PERSON_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const POISON = {
  'X-Forwarded-Host': EVIL,
  'X-Forwarded-Proto': 'https',
  'X-Forwarded-Port': '8443',
  Forwarded: `for=203.0.113.9;host=${EVIL};proto=https`,
  'X-Original-URL': '/merchandise/checkout',
  'X-Rewrite-URL': '/merchandise/checkout',
};

let edge: Edge;

/** A request whose target is sent exactly as written (fetch would resolve `//host` or `/\host` first). */
function rawGet(
  port: number,
  target: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path: target, headers: { Host: `localhost:${port}`, ...headers } },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** Every absolute http(s) URL in a document, by origin. */
const originsIn = (html: string) =>
  new Set([...html.matchAll(/https?:\/\/[a-z0-9.[\]:-]+/gi)].map(([url]) => url.toLowerCase()));

test.beforeAll(async () => {
  test.setTimeout(150_000);
  const lib = await loadEdge();
  edge = await lib.startEdge({
    port: SITE_PORT,
    instances: 2,
    threads: 1,
    stdio: 'ignore',
    // Low limits for the groups this spec floods; the others as an operator would have them.
    rateLimits: { data: { rate: 6, burst: 2 }, calendar: { rate: 6, burst: 2 } },
    renderEnv: { NIEC_LOG_LEVEL: 'warn' },
    env: { ...process.env, LOCAL_API_LOG_LEVEL: 'silent' },
  });
});

test.afterAll(async () => {
  await edge?.stop();
});

test('a target or Host that is not this site is refused at the edge and by the render server, and names no other origin', async () => {
  const targets = [`//${EVIL}/artikel`, `/\\${EVIL}/artikel`, `http://${EVIL}/artikel`];
  for (const port of [SITE_PORT, edge.ports.instances[0]!]) {
    for (const target of targets) {
      const answer = await rawGet(port, target);
      expect(answer.status, `${port} ${target}`).toBe(400);
      expect(answer.body).not.toContain(EVIL);
      expect(answer.headers.location ?? '').not.toContain(EVIL);
    }
  }
  // The edge answers no other host name (an operator's server_name), so it renders and keeps nothing under it.
  expect((await rawGet(SITE_PORT, '/artikel', { Host: EVIL })).status).toBe(400);
  // Twice: the refusal was not kept either, and the real page is the site's own.
  expect((await rawGet(SITE_PORT, `//${EVIL}/artikel`)).status).toBe(400);
  const page = await rawGet(SITE_PORT, '/artikel');
  expect(page.status).toBe(200);
  expect([...originsIn(page.body)].filter((origin) => origin.includes(EVIL))).toEqual([]);
  expect(page.body).toContain(`<link rel="canonical" href="${SITE}/artikel"`);
});

test("a visitor's forwarded headers change nothing in the page or in what the edge keeps", async () => {
  // A URL no cache holds yet (a search the page reads), first asked for with every forwarded header poisoned.
  const target = `/artikel?q=racun${Date.now()}`;
  const poisoned = await rawGet(SITE_PORT, target, POISON);
  expect(poisoned.status).toBe(200);
  expect(poisoned.headers['x-cache-status']).toBe('MISS');
  const plain = await rawGet(SITE_PORT, target);
  expect(plain.headers['x-cache-status']).toBe('HIT');
  for (const body of [poisoned.body, plain.body]) {
    expect(body).not.toContain(EVIL);
    expect(body).not.toContain('https://localhost');
    expect(body).toContain(`<link rel="canonical" href="${SITE}/artikel"`);
    expect(body).toContain('<meta property="og:url" content="' + SITE);
  }
  // The rewrite headers did not turn the article list into another page.
  expect(poisoned.body).toMatch(/<title>[^<]*Artikel/);
});

test('a page revalidated by the instance that does not hold it keeps the policy that lets its own scripts run', async () => {
  // A browser keeps a public page and revalidates it (max-age=0); the 304's headers replace the kept ones, its
  // Content-Security-Policy included. Asked of the other instance (or once the page cache let it go), the page is
  // rendered again for the answer: its policy must still allow the kept copy's inline scripts (the boot loader),
  // or the page stays the server's HTML for good.
  const [first, second] = [SITE_PORT + 11, SITE_PORT + 12];
  const site = { Host: `localhost:${SITE_PORT}` };
  // A URL neither instance has rendered yet: a search the article list reads, new each run.
  const target = `/artikel?q=ulang${Date.now()}`;
  const page = await rawGet(first, target, site);
  expect(page.status).toBe(200);
  const etag = page.headers.etag;
  expect(etag).toBeTruthy();
  const hashesOf = (policy: string | string[] | undefined) =>
    [...String(policy).matchAll(/'sha256-[^']+'/g)].map(([hash]) => hash).sort();
  const allowed = hashesOf(page.headers['content-security-policy']);
  expect(allowed.length).toBeGreaterThan(0);

  for (const port of [second, first]) {
    const revalidated = await rawGet(port, target, { ...site, 'If-None-Match': String(etag) });
    expect(revalidated.status, `instance ${port}`).toBe(304);
    expect(revalidated.body).toBe('');
    expect(hashesOf(revalidated.headers['content-security-policy']), `instance ${port}`).toEqual(allowed);
  }
});

test('a render server behind any proxy, without siteOrigin, names only an allowed host; in production it will not start without siteOrigin', async () => {
  test.setTimeout(90_000);
  const config = await siteConfig();
  delete config.siteOrigin;
  const port = 3320 + portOffset;
  const server = await startRenderServer(port, config, { NIEC_LOG_LEVEL: 'warn' });
  try {
    // Loopback is a trusted proxy by default: exactly the case where forwarded headers used to name the origin.
    const target = `/about?q=${Date.now()}`;
    const poisoned = await rawGet(port, '/about', POISON);
    const plain = await rawGet(port, '/about');
    expect(poisoned.status).toBe(200);
    for (const body of [poisoned.body, plain.body]) {
      expect(body).not.toContain(EVIL);
      expect(body).toContain(`<link rel="canonical" href="http://localhost:${port}/about"`);
    }
    expect((await rawGet(port, target)).status).toBe(301);
    // A Host that is not on the allow-list is refused, not echoed into links.
    const foreign = await rawGet(port, '/about', { Host: EVIL });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toContain('Alamat ini bukan alamat situs NIEC Indonesia.');
  } finally {
    await server.stop();
  }

  // NODE_ENV=production without siteOrigin: the server refuses to start, and says why.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'niec-prod-'));
  const configFile = path.join(dir, 'config.json');
  fs.writeFileSync(configFile, JSON.stringify(config));
  const child = spawn(process.execPath, [RENDER_SERVER_MAIN, '--port', String(port + 1), '--config', configFile], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  fs.rmSync(dir, { recursive: true, force: true });
  expect(code).not.toBe(0);
  expect(stderr).toContain('siteOrigin is required in production');
});

test.describe('a script that reached the HTML', () => {
  let server: OwnRenderServer;
  let dist: string;
  const port = 3330 + portOffset;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    // A build of the host whose document carries a script the site did not write (past any sanitiser).
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'niec-injected-'));
    fs.cpSync(path.join(repoRoot, 'host/dist'), dist, { recursive: true });
    const template = path.join(dist, 'index.html');
    fs.writeFileSync(
      template,
      fs
        .readFileSync(template, 'utf8')
        .replace(/<div id="?root"?>/, (root) => `<script>window.__injected = true;</script>${root}`),
    );
    const config = await siteConfig();
    server = await startRenderServer(
      port,
      { ...config, siteOrigin: `http://localhost:${port}` },
      { NIEC_LOG_LEVEL: 'warn' },
      ['--dist', dist],
    );
  });

  test.afterAll(async () => {
    await server?.stop();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const violations = async () => {
    const text = await (await fetch(`${server.url}/metrics`)).text();
    return [...text.matchAll(/^niec_csp_violations_total\{directive="script-src[^"]*"\} (\d+)$/gm)].reduce(
      (sum, [, count]) => sum + Number(count),
      0,
    );
  };

  test('is refused and reported on a cached page and on a streamed one, while the site itself runs', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ userAgent: PERSON_UA, baseURL: server.url });
    const page = await context.newPage();
    for (const [index, target] of ['/about', '/merchandise/tracking/TRK-0001'].entries()) {
      const before = await violations();
      const response = await page.goto(target);
      const html = (await response?.text()) ?? '';
      expect(html).toContain('window.__injected = true;');
      const policy = response?.headers()['content-security-policy'] ?? '';
      expect(policy).toContain('report-uri /__csp-report');
      if (index === 0) expect(policy).not.toContain("'nonce-");
      else expect(policy).toContain("'nonce-");
      await waitForHydration(page);
      // The site's own scripts ran (React owns the page); the other one did not.
      expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
      // The browser reported it; the render server logged it and counted it.
      await expect.poll(violations, { timeout: 20_000 }).toBeGreaterThan(before);
    }
    expect(server.output()).toContain('Content-Security-Policy violation reported');
    await context.close();
  });
});

test('rate limits hold across both instances: over the limit from one address, 429 with Retry-After', async () => {
  for (const target of ['/__data?path=%2Fartikel', '/kalender/beasiswa/tidak-ada.ics']) {
    const statuses: number[] = [];
    let limited: Response | null = null;
    for (let i = 0; i < 8; i++) {
      const response = await fetch(`${SITE}${target}`);
      statuses.push(response.status);
      if (response.status === 429) limited ??= response;
      else await response.arrayBuffer();
    }
    // Burst 2 and 6 a minute, counted at the edge: at most three get through, whichever instance answers them.
    expect(statuses.filter((status) => status !== 429).length, `${target}: ${statuses.join(',')}`).toBeLessThanOrEqual(
      3,
    );
    expect(limited, target).not.toBeNull();
    expect(Number(limited!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await limited!.json()) as { message: string }).message).toMatch(
      /^Terlalu banyak permintaan dari alamat Anda\. Silakan coba lagi dalam \d+ detik\.$/,
    );
  }
});

test("query keys a page does not read make no render and no cache entry; the edge's API hides its admin", async () => {
  const renders = async () => {
    let total = 0;
    for (const server of edge.servers) {
      const text = await (await fetch(`${server.url}/metrics`)).text();
      for (const [, count] of text.matchAll(/^niec_render_duration_seconds_count\{[^}]*\} (\d+)$/gm)) {
        total += Number(count);
      }
    }
    return total;
  };
  await fetch(`${SITE}/about`).then((response) => response.text());
  const before = await renders();
  for (let i = 0; i < 30; i++) {
    const response = await fetch(`${SITE}/about?utm_source=x&r=${Date.now()}-${i}`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/about');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-cache-status')).not.toBe('HIT');
  }
  expect(await renders()).toBe(before);
  // What the edge keeps: nginx's cache holds no entry for those URLs (each answer above was a MISS or BYPASS).
  const again = await fetch(`${SITE}/about?utm_source=x&r=0-0`, { redirect: 'manual' });
  expect(again.headers.get('x-cache-status')).not.toBe('HIT');

  // local-api behind the edge runs as in production: the stand-in admin (visitors' personal data) does not exist.
  expect((await fetch(`http://127.0.0.1:${edge.ports.api}/__admin/applications`)).status).toBe(404);
  // The site's own 503s are answers, not failures: only errors and time-outs take a render server out of the pool.
  const conf = fs.readFileSync(path.join(edge.run, 'nginx.conf'), 'utf8');
  expect(conf).toMatch(/^\s*proxy_next_upstream error timeout;$/m);
  expect(conf).not.toMatch(/proxy_next_upstream[^;]*http_50/);
});

test('a flood of unique URLs keeps a render server within the memory its operator set', async () => {
  test.setTimeout(240_000);
  const lib = await loadEdge();
  const port = 3340 + portOffset;
  const config = await siteConfig();
  // The operator's budget: the main thread's heap (NODE_OPTIONS), one worker's heap, the page cache.
  const heapMb = 128;
  const workerHeapMb = 128;
  const server = await startRenderServer(
    port,
    { ...config, siteOrigin: `http://localhost:${port}`, renderWorkerHeapMb: workerHeapMb, pageCacheMb: 4 },
    { NIEC_LOG_LEVEL: 'warn', NODE_OPTIONS: `--max-old-space-size=${heapMb}` },
    ['--threads', '1'],
  );
  try {
    const flood = (amount: number) =>
      lib.pageTraffic({
        url: server.url,
        // Each a search of its own: a real render every time, and a page the cache would keep.
        paths: ['/artikel?q=banjir{n}', '/scholarship?q=banjir{n}', '/career?kategori=banjir{n}'],
        amount,
        connections: 6,
        timeoutSeconds: 30,
      });
    const first = await flood(900);
    expect(first.notOk + first.errors + first.timeouts).toBe(0);
    const afterFirst = server.rssBytes();
    const second = await flood(900);
    expect(second.notOk + second.errors + second.timeouts).toBe(0);
    const afterSecond = server.rssBytes();
    const metrics = await (await fetch(`${server.url}/metrics`)).text();
    const gauge = (name: string) => Number(new RegExp(`^${name} (\\d+)`, 'm').exec(metrics)?.[1] ?? NaN);
    // The page cache stays within its budget, whatever the number of URLs.
    expect(gauge('niec_page_cache_bytes')).toBeLessThanOrEqual(gauge('niec_page_cache_budget_bytes'));
    expect(gauge('niec_page_cache_budget_bytes')).toBe(4 * 1024 * 1024);
    // The process stays within the heaps it was given plus the runtime's own (code, buffers: measured ~160 MB),
    // and the second 900 renders do not grow it the way the first did.
    const budget = (heapMb + workerHeapMb + 200) * 1024 * 1024;
    expect(afterSecond, `RSS ${Math.round(afterSecond / 2 ** 20)} MB`).toBeLessThan(budget);
    expect(afterSecond - afterFirst).toBeLessThan(64 * 1024 * 1024);
  } finally {
    await server.stop();
  }
});
