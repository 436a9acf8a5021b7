/**
 * @jest-environment node
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RenderPool } from './pool';

/** A host dist folder, a config file and a pool whose stand-in worker does what the file `mode` says. */
function setUp(mode: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pool-test-'));
  const hostDist = path.join(dir, 'dist');
  mkdirSync(path.join(hostDist, 'server'), { recursive: true });
  writeFileSync(path.join(hostDist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(hostDist, 'server', 'render.js'), '');
  writeFileSync(path.join(hostDist, 'mode'), mode);
  const configFile = path.join(dir, 'config.json');
  // Remotes on a port nothing listens on: their manifests are 'down', quickly.
  const config = (build: number) => ({
    apiBaseUrl: 'http://127.0.0.1:9/api',
    shippingBaseUrl: 'http://127.0.0.1:9/shipping',
    build,
    remotes: {
      content: 'http://127.0.0.1:9/mf-manifest.json',
      scholarship: 'http://127.0.0.1:9/mf-manifest.json',
      careers: 'http://127.0.0.1:9/mf-manifest.json',
      shop: 'http://127.0.0.1:9/mf-manifest.json',
    },
  });
  writeFileSync(configFile, JSON.stringify(config(1)));
  const logs: string[] = [];
  const pool = new RenderPool({
    configFile,
    hostDist,
    threads: 1,
    pollMs: 60_000,
    log: (message) => logs.push(message),
    // Long enough for a worker thread to start on a machine busy with the e2e run beside the unit tests (300 ms
    // was not: a generation that started late was taken for one that never starts), short enough for a stuck one.
    warmTimeoutMs: 2000,
    closeTimeoutMs: 200,
    workerFile: path.join(__dirname, 'test-fixtures', 'stuck-worker.cjs'),
  });
  return {
    pool,
    logs,
    redeploy: (next: string, build: number) => {
      writeFileSync(path.join(hostDist, 'mode'), next);
      writeFileSync(configFile, JSON.stringify(config(build)));
    },
    cleanUp: async () => {
      await pool.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// A stuck generation waits out the warm-up limit and then the inline scripts' limit.
jest.setTimeout(30_000);

describe('render generations', () => {
  it('go live when warm-up does not finish in time, saying so, so a redeploy is never held behind it', async () => {
    const { pool, logs, cleanUp } = setUp('stuck-warm');
    try {
      await pool.start();
      expect(pool.live?.inlineScripts).toEqual({ scripts: ['stuck-warm'] });
      expect(logs.at(-1)).toMatch(/ready \(not loaded on the server: warm-up timed out\)/);
      // Its warm-up still hangs: closing it ends that work after the close time limit, and the process lives on.
      await pool.close();
      expect(logs.at(-1)).toMatch(/Close operation timed out/);
    } finally {
      await cleanUp();
    }
  });

  it('keep the live one when a new one cannot start, and take the next redeploy', async () => {
    const { pool, logs, redeploy, cleanUp } = setUp('ready');
    try {
      await pool.start();
      const first = pool.live?.version;
      expect(first).toBeDefined();

      redeploy('stuck-all', 2);
      await pool.refresh();
      expect(pool.live?.version).toBe(first);
      expect(logs.at(-1)).toMatch(/did not start within 2000 ms; \w{8} stays live/);

      redeploy('ready-again', 3);
      await pool.refresh();
      expect(pool.live?.version).not.toBe(first);
      expect(pool.live?.inlineScripts).toEqual({ scripts: ['ready-again'] });
    } finally {
      await cleanUp();
    }
  });
});
