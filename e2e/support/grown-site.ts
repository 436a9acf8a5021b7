// A site whose API holds grown data (docs/decisions/006-lists-that-grow.md): a local-api of its own at
// LOCAL_API_SEED_SCALE=1000 (1,000 articles and scholarships, 250 products and vacancies, 100 tours) on a
// fresh data folder, and a render server of its own with the suite's config pointed at that API. Started
// once per Playwright worker, on first use, and stopped when the worker ends:
//
//   import { grownTest as test, expect, GROWN_ARTICLE } from '../support/grown-site';
//   test('…', async ({ page, grownSite }) => { await page.goto(`${grownSite.url}/artikel`); … });
//
// Needs the render server (skip the spec when NIEC_SSR === '0').
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect } from './fixtures';
import { apiUrl, baseUrl, portOffset } from './env';
import { siteConfig, startRenderServer, waitUntil, type OwnRenderServer } from './render-server';
import { repoRoot } from './static-server';
import { GROWN_ARTICLE, GROWN_PRODUCT_CODE, GROWN_SCALE, GROWN_SCHOLARSHIP } from '../../local-api/src/seed-markers';

export { expect, GROWN_ARTICLE, GROWN_PRODUCT_CODE, GROWN_SCALE, GROWN_SCHOLARSHIP };

/**
 * Ports: 5260 + offset + 2 × the worker's parallel index (API), the next one up (render server); with the
 * suite's two workers 5260-5263 + offset, clear of every other port the suite starts (5100-5111, 5201-5203,
 * 5210-5240, 5290-5293 + offset, see the ssr-* specs).
 */
export const GROWN_PORT_BASE = 5260;

export interface GrownSite {
  /** The render server's origin: the site as a visitor sees it (e.g. `${url}/artikel`). */
  url: string;
  /** The grown API's origin (its list endpoints are under /api/v1/application). */
  apiUrl: string;
  /** The grown API's base, as the site's config names it. */
  apiBase: string;
  scale: number;
  server: OwnRenderServer;
}

interface GrownApi {
  url: string;
  stop(): Promise<void>;
}

/** local-api at the given seed scale on a fresh data folder (removed on stop). */
export async function startGrownApi(port: number, scale = GROWN_SCALE): Promise<GrownApi> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'niec-grown-api-'));
  const url = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(repoRoot, 'local-api'),
    env: {
      ...process.env,
      API_PORT: String(port),
      LOCAL_API_DATA_DIR: dataDir,
      LOCAL_API_PUBLIC_URL: url,
      LOCAL_API_SEED_SCALE: String(scale),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        fs.rmSync(dataDir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', done);
      child.kill('SIGTERM');
    });
  try {
    await waitUntil(
      async () => (await fetch(`${url}/health`)).ok,
      60_000,
      `grown local-api on ${port} did not start: ${stderr}`,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

/** Starts the grown API and a render server reading from it; `stop` ends both. */
export async function startGrownSite(
  apiPort: number,
  serverPort: number,
): Promise<GrownSite & { stop(): Promise<void> }> {
  const api = await startGrownApi(apiPort);
  let server: OwnRenderServer;
  try {
    // The suite's config with every address of the suite's API (API base, shipping, scripts, contact
    // form) moved to the grown one; remotes and keys stay the suite's.
    const config = JSON.parse(JSON.stringify(await siteConfig()).replaceAll(apiUrl, api.url)) as Awaited<
      ReturnType<typeof siteConfig>
    >;
    server = await startRenderServer(serverPort, { ...config, siteOrigin: `http://localhost:${serverPort}` });
    // The API's lists are megabytes at this scale: the first read of each takes longer than a render's time
    // limit on a busy machine. Read them once, as a deploy warms an instance before it takes traffic, so the
    // tests see the warm server every visitor but the first sees.
    await Promise.all(
      ['/artikel', '/scholarship', '/merchandise', '/career', '/study_tour'].map((path) =>
        fetch(`${server.url}/__data?path=${encodeURIComponent(path)}`, { signal: AbortSignal.timeout(30_000) }).catch(
          () => null,
        ),
      ),
    );
  } catch (error) {
    await api.stop();
    throw error;
  }
  return {
    url: server.url,
    apiUrl: api.url,
    apiBase: `${api.url}/api/v1/application`,
    scale: GROWN_SCALE,
    server,
    stop: async () => {
      await server.stop();
      await api.stop();
    },
  };
}

/** The suite's `test` with a worker-scoped `grownSite` (started on first use in each worker). */
export const grownTest = test.extend<Record<never, never>, { grownSite: GrownSite }>({
  grownSite: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
    async ({}, provide, workerInfo) => {
      // The shared render server must be up: its /config.json is the config the grown site starts from.
      await waitUntil(async () => (await fetch(`${baseUrl}/__health`)).ok, 60_000, 'the suite render server');
      const apiPort = GROWN_PORT_BASE + portOffset + 2 * workerInfo.parallelIndex;
      const site = await startGrownSite(apiPort, apiPort + 1);
      try {
        await provide(site);
      } finally {
        await site.stop();
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});
