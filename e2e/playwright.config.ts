import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { launchOptions } from '../scripts/lib/chromium.mjs';
import { apiUrl, baseUrl, portOffset } from './support/env';

// Every run starts local-api on an empty data folder: tests begin from the seed state.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'niec-e2e-'));

const TIMED_ALONE = /press-to-effect\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  // One folder per port offset, so parallel runs on one machine do not trip over each other's traces.
  outputDir: `./test-results/${portOffset}`,
  // Bounds of waiting, not of speed: npm test runs these beside the other checks on two cores (scripts/test.mjs),
  // where a page can take over 10 s to be taken over by React; a test asserts what happens, not how fast.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  use: {
    baseURL: baseUrl,
    headless: true,
    locale: 'id-ID',
    timezoneId: 'Asia/Makassar',
    trace: 'retain-on-failure',
    launchOptions: { ...launchOptions },
    // The site's service worker (docs/decisions/016-offline.md) answers pages and files once it controls a page, out
    // of reach of page.route: specs that stub the network would test the worker's cache instead. offline.spec.ts
    // allows it, and tests it.
    serviceWorkers: 'block',
  },
  // The press-to-effect bound (issue 34) is timed in the page, relative to hydration: a page's renderer starved by
  // a second browser beside it stretches the moments the bound is about. So that spec runs last, alone, once every
  // other spec is done (its project depends on the rest); everything else shares the two workers. Alone by hand:
  // `npx playwright test -c e2e/playwright.config.ts press-to-effect --no-deps`.
  projects: [
    { name: 'site', testIgnore: TIMED_ALONE },
    { name: 'timed alone', testMatch: TIMED_ALONE, dependencies: ['site'] },
  ],
  webServer: {
    command: 'node scripts/serve.mjs',
    cwd: path.resolve(__dirname, '..'),
    // The render server listens once its workers are warm; without it (NIEC_SSR=0) local-api is the last up.
    url: process.env.NIEC_SSR === '0' ? `${apiUrl}/health` : `${baseUrl}/__health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT_OFFSET: String(portOffset), LOCAL_API_DATA_DIR: dataDir },
  },
});
