// Tests of the first seconds: the server's HTML is on screen, none of the page's scripts has run yet. A visitor on a
// phone meets this window for seconds; a test that waits for hydration (gotoHydrated) cannot see it.
import type { Page, Request, Route } from '@playwright/test';
import { waitForReact } from './ssr';

export interface HeldScripts {
  /** How many script requests are parked so far. */
  held(): number;
  /** Lets every parked script through (and every later one), then waits until React owns the page. */
  release(options?: { waitForReact?: boolean }): Promise<void>;
}

const isScript = (url: URL): boolean => /\.m?js$/.test(url.pathname);

/**
 * Opens a URL with every script file held back (route interception), so the test can press and type into the
 * server's HTML before any of the host's or the remotes' code runs. Inline scripts in the document (the boot data,
 * whatever the head runs inline) are not files and run as usual. `release()` lets the scripts through.
 */
export async function gotoWithHeldScripts(page: Page, url: string): Promise<HeldScripts> {
  const parked: Route[] = [];
  let releasing = false;
  const handler = async (route: Route, request: Request): Promise<void> => {
    if (releasing || !isScript(new URL(request.url()))) {
      await route.continue();
      return;
    }
    parked.push(route);
  };
  const everything = (): boolean => true;
  await page.route(everything, handler);
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  return {
    held: () => parked.length,
    async release(options = {}) {
      releasing = true;
      for (const route of parked.splice(0)) await route.continue();
      await page.unroute(everything, handler);
      if (options.waitForReact !== false) await waitForReact(page);
    },
  };
}

// A visitor whose browser runs no script at all: `test.use({ javaScriptEnabled: false })` in the spec.
