// The production shape (npm run serve:edge, docs/deploying.md): nginx with the repository's configuration
// (deploy/nginx) in front of three render servers. Its cache follows the render servers' headers, pages keep
// coming whole while instances are killed and restarted, a redeployed remote reaches every instance, and
// cached pages are served when every render server is gone. Loopback only; every process is stopped.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { loadEdge, type Edge, type EdgeModule } from '../support/edge';
import { portOffset } from '../support/env';

test.skip(process.env.NIEC_SSR === '0', 'the render server is off (NIEC_SSR=0)');
test.describe.configure({ mode: 'serial' });

const SITE_PORT = 3050 + portOffset;
let edge: Edge;
let lib: EdgeModule;
let contentRoot: string;

/** The content remote's live version on one render server, as its /metrics says. */
async function contentVersion(url: string): Promise<string | null> {
  const text = await (await fetch(`${url}/metrics`)).text();
  return /niec_remote_info\{remote="content",version="([^"]+)"\} 1/.exec(text)?.[1] ?? null;
}

test.beforeAll(async () => {
  test.setTimeout(150_000);
  lib = await loadEdge();
  // The content team's CDN folder, a copy this test can redeploy into.
  contentRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'niec-edge-content-'));
  fs.cpSync(path.join(lib.rootDir, 'remotes/content/dist'), contentRoot, { recursive: true });
  // nginx's workers read it (mkdtemp makes a folder only its owner may open).
  fs.chmodSync(contentRoot, 0o755);
  edge = await lib.startEdge({
    port: SITE_PORT,
    instances: 3,
    threads: 1,
    remoteRoots: { content: contentRoot },
    stdio: 'ignore',
    // Each instance checks the manifests every 5 s (10 s by default): a warm generation within 30 s even on a
    // loaded CI machine.
    renderEnv: { NIEC_LOG_LEVEL: 'warn', NIEC_REDEPLOY_POLL_MS: '5000' },
    env: { ...process.env, LOCAL_API_LOG_LEVEL: 'silent' },
  });
});

test.afterAll(async () => {
  await edge?.stop();
  fs.rmSync(contentRoot, { recursive: true, force: true });
});

test('nginx keeps public pages as their headers say, never private pages or the token calls', async () => {
  const site = `http://127.0.0.1:${SITE_PORT}`;
  const first = await fetch(`${site}/about`, { headers: { 'X-Request-Id': 'edge-test-1' } });
  expect(first.status).toBe(200);
  expect(first.headers.get('x-cache-status')).toBe('MISS');
  expect(first.headers.get('x-request-id')).toBe('edge-test-1');
  const html = await first.text();
  expect(html).toContain('Tentang Kami');
  const second = await fetch(`${site}/about`);
  expect(second.headers.get('x-cache-status')).toBe('HIT');
  // The cached copy is the render server's document, with its own visitor's request id.
  expect(await second.text()).toBe(html);
  expect(second.headers.get('x-request-id')).not.toBe('edge-test-1');

  for (const privatePath of ['/merchandise/checkout', '/merchandise/tracking/TRK-0001']) {
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${site}${privatePath}`);
      expect(response.headers.get('cache-control'), privatePath).toBe('private, no-store');
      expect(response.headers.get('x-cache-status'), privatePath).toBe('MISS');
    }
  }
  const shipping = await fetch(`${site}/__shipping/v1/maps/areas?countries=ID&input=80111&type=single`, {
    headers: { 'Sec-Fetch-Site': 'same-origin' },
  });
  expect(shipping.status).toBe(200);
  expect(shipping.headers.get('x-cache-status')).toBe('BYPASS');

  // An instance's metrics and probes are not public.
  expect((await fetch(`${site}/metrics`)).status).toBe(404);
  expect((await fetch(`${site}/readyz`)).status).toBe(404);

  // The remotes as a CDN serves them: entry points re-checked, hashed files for a year, CORS for the site.
  const cdn = `http://127.0.0.1:${edge.ports.remotes.content}`;
  const manifest = await fetch(`${cdn}/mf-manifest.json`, { headers: { Origin: `http://localhost:${SITE_PORT}` } });
  expect(manifest.status).toBe(200);
  expect(manifest.headers.get('cache-control')).toBe('no-cache');
  expect(manifest.headers.get('access-control-allow-origin')).toBe(`http://localhost:${SITE_PORT}`);
  const hashed = fs.readdirSync(contentRoot).find((file) => /^\d+\.[0-9a-f]{8}\.js$/.test(file))!;
  const chunk = await fetch(`${cdn}/${hashed}`);
  expect(chunk.status).toBe(200);
  expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
});

test('pages keep coming whole while one render server is killed and another restarted', async () => {
  test.setTimeout(120_000);
  const [killed, restarted] = edge.servers;
  const traffic = lib.pageTraffic({
    url: `http://127.0.0.1:${SITE_PORT}`,
    // Each a new URL (a search of its own): no cache answers it, a render server draws it.
    paths: ['/artikel?q=muat{n}', '/scholarship?q=muat{n}', '/artikel?kategori=muat{n}', '/scholarship?q=x{n}'],
    amount: 120,
    connections: 4,
  });
  // While the traffic runs: one instance dies at once, another drains and comes back.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  await killed!.kill('SIGKILL');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await restarted!.kill('SIGTERM');
  await restarted!.start();
  const result = await traffic;
  expect(result.responses).toBe(120);
  expect(result).toMatchObject({ errors: 0, timeouts: 0, notOk: 0, truncated: 0 });
  // The restarted instance takes pages again.
  expect((await fetch(`${restarted!.url}/readyz`)).status).toBe(200);
});

test('a redeployed remote is served by every render server within 30 s', async () => {
  test.setTimeout(90_000);
  // The instance killed above comes back first.
  await edge.servers[0]!.start();
  const before = await contentVersion(edge.servers[0]!.url);
  expect(before).toBeTruthy();
  // The content team publishes a new build: its manifest changes under the same name on the CDN.
  const manifestFile = path.join(contentRoot, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as {
    metaData: { buildInfo: { buildVersion: string } };
  };
  manifest.metaData.buildInfo.buildVersion = '1.0.1';
  fs.writeFileSync(manifestFile, JSON.stringify(manifest));
  const started = Date.now();
  await expect
    .poll(
      async () => {
        const versions = await Promise.all(edge.servers.map((server) => contentVersion(server.url).catch(() => null)));
        return versions.every((version) => version !== null && version !== before);
      },
      { timeout: 30_000, intervals: [1000] },
    )
    .toBe(true);
  expect(Date.now() - started).toBeLessThan(30_000);
  // Every instance renders the page with it.
  for (const server of edge.servers) expect((await fetch(`${server.url}/about`)).status).toBe(200);
});

test('cached pages are refreshed behind the visitor, and served stale when every render server is gone', async () => {
  test.setTimeout(60_000);
  const site = `http://127.0.0.1:${SITE_PORT}`;
  // An unknown page: a 404 the render server lets caches keep for 5 s.
  const missing = `${site}/halaman-tidak-ada-${Date.now()}`;
  const first = await fetch(missing);
  expect(first.status).toBe(404);
  expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=5');
  expect(first.headers.get('x-cache-status')).toBe('MISS');
  expect((await fetch(missing)).headers.get('x-cache-status')).toBe('HIT');
  await new Promise((resolve) => setTimeout(resolve, 6000));
  // Expired: the visitor gets the kept page at once while nginx refreshes it.
  const refreshed = await fetch(missing);
  expect(['STALE', 'UPDATING', 'EXPIRED']).toContain(refreshed.headers.get('x-cache-status'));
  await expect.poll(async () => (await fetch(missing)).headers.get('x-cache-status')).toBe('HIT');

  await Promise.all(edge.servers.map((server) => server.kill('SIGKILL')));
  await new Promise((resolve) => setTimeout(resolve, 6000));
  const stale = await fetch(missing);
  expect(stale.status).toBe(404);
  expect(stale.headers.get('x-cache-status')).toBe('STALE');
  expect(await stale.text()).toContain('Halaman tidak ditemukan');
  // A page kept earlier is still served (fresh or stale) with no render server at all.
  const about = await fetch(`${site}/about`);
  expect(about.status).toBe(200);
  expect(['HIT', 'STALE']).toContain(about.headers.get('x-cache-status'));
});
