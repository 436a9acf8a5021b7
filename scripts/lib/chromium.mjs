// The one Chromium launch setup of Playwright (e2e), the size budget, the benches and the screenshot tool.
import fs from 'node:fs';

/**
 * Debian's Chromium (Playwright's own browser download is not reachable here; see TOOLCHAIN.md).
 * CHROMIUM_PATH (or Lighthouse's CHROME_PATH) points elsewhere.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** The browser to launch: Debian's Chromium when it is there, else Playwright's own (undefined). */
export const executablePath = fs.existsSync(chromiumPath) ? chromiumPath : undefined;

/** Headless in a container, shared with builds: no sandbox, GPU or background traffic, no small /dev/shm. */
export const chromiumArgs = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
]);

/** Playwright's `chromium.launch()` options (and `use.launchOptions` of the Playwright config). */
export const launchOptions = { executablePath, args: [...chromiumArgs] };
