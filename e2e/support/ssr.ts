// What the SSR specs read from a server-rendered page, in one place, and how every spec waits for React to take
// over the server's HTML before it clicks or types into it.
import { expect, type Page, type Response } from '@playwright/test';

export type BootEntries = Record<string, { status: string; data?: unknown }>;

/**
 * The text a visitor without JavaScript sees in a server-rendered document: the HTML without scripts, styles, React's
 * markers and tags (each tag read as a space), entities decoded, white space folded.
 */
export function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** The page data the render server embedded for the browser (the niec-boot script), by path + query. */
export function bootEntries(html: string): BootEntries {
  const match = /<script id="niec-boot" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  expect(match, 'the page carries its boot data').toBeTruthy();
  return (JSON.parse(match![1]!) as { data: BootEntries }).data;
}

/**
 * Runs in the page: has React taken over everything on screen? The host marks `html[data-hydrated]` once its
 * shell is hydrated (HydrationMarker, in both modes), but a route page sits in a Suspense boundary that React
 * hydrates in a later pass, so a click right after the marker can still land on dead server HTML. Each
 * server-rendered boundary starts with a `<!--$-->` comment: hydrated once React has committed its first element;
 * `<!--$!-->` (to be rendered by the browser) and `<!--$?-->` (still streaming) are not there yet and are
 * removed when React renders them. A client-rendered page (static host) has no such comments.
 */
function reactOwnsThePage(): boolean {
  /**
   * React attaches its fiber to an element while it renders the hydration pass, before that pass commits; a pass
   * that yields can leave the fiber there for a while with its handlers not yet live. Committed, as React's own
   * event system decides it (getNearestMountedFiber): no fiber on the way up is still placed or hydrating
   * (Placement | Hydrating = 4098, cleared at commit), and the walk ends at the host root.
   */
  function committed(element: Element): boolean {
    type Fiber = { flags: number; tag: number; return: Fiber | null; alternate: Fiber | null };
    const key = Object.keys(element).find((name) => name.startsWith('__reactFiber$'));
    if (!key) return false;
    let node = (element as unknown as Record<string, Fiber>)[key]!;
    for (let next: Fiber | null = node; next && !next.alternate; next = next.return) {
      node = next;
      if ((node.flags & 4098) !== 0) return false;
    }
    while (node.return) node = node.return;
    return node.tag === 3;
  }

  if (document.documentElement.dataset.hydrated !== 'true') return false;
  const root = document.getElementById('root');
  if (!root) return false;
  const comments = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  for (let node = comments.nextNode() as Comment | null; node; node = comments.nextNode() as Comment | null) {
    if (node.data === '$!' || node.data === '$?' || node.data === '$~') return false;
    if (node.data !== '$') continue;
    let next = node.nextSibling;
    while (next && next.nodeType !== Node.ELEMENT_NODE && !(next instanceof Comment && next.data === '/$')) {
      next = next.nextSibling;
    }
    if (next instanceof Element && !committed(next)) return false;
  }
  return true;
}

/**
 * Runs in the page: where it stands when React has not taken it over, for the failure message (a CI run shows
 * only its output): the host's marker, the boundaries not yet hydrated, and the scripts the page asked for, with
 * when each arrived.
 */
function takeoverState(): string {
  const boundaries = { pending: 0, server: 0 };
  const root = document.getElementById('root');
  if (root) {
    const comments = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
    for (let node = comments.nextNode(); node; node = comments.nextNode()) {
      const data = (node as Comment).data;
      if (data === '$') boundaries.server += 1;
      else if (data === '$!' || data === '$?' || data === '$~') boundaries.pending += 1;
    }
  }
  const arrived = new Map(
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => [
      entry.name,
      Math.round(entry.responseEnd),
    ]),
  );
  const scripts = [...document.scripts]
    .filter((script) => script.src)
    .map((script) => `${new URL(script.src).pathname}@${arrived.get(script.src) ?? 'pending'}`);
  return JSON.stringify({
    hydrated: document.documentElement.dataset.hydrated ?? null,
    readyState: document.readyState,
    visibility: document.visibilityState,
    painted: performance.getEntriesByName('first-contentful-paint').length > 0,
    bootFiles: document.getElementById('niec-boot-files') !== null,
    boundaries,
    scripts,
    now: Math.round(performance.now()),
  });
}

/**
 * Resolves once React has taken over the page, its route page included (server HTML or not). The bound is
 * generous: `npm test` runs the browser tests beside the other checks on two cores (scripts/test.mjs), and a
 * page that is slow to take over there is a busy machine; one that never does fails with where it stood.
 */
export async function waitForReact(page: Page): Promise<void> {
  // Polled from the test, not with requestAnimationFrame in the page: specs that install a fake clock use it too.
  const started = Date.now();
  try {
    await expect.poll(() => page.evaluate(reactOwnsThePage), { timeout: 30_000 }).toBe(true);
    const waited = Date.now() - started;
    // Said in the run's output: a machine this busy is worth knowing of when another bound is missed.
    if (waited > 10_000) console.log(`React took over ${page.url()} after ${waited} ms`);
  } catch (error) {
    const state = await page.evaluate(takeoverState).catch((reason: unknown) => String(reason));
    throw new Error(`React did not take over ${page.url()} within 30 s: ${state}`, { cause: error });
  }
}

/** Opens a URL and waits until React has taken it over, so a click or a keystroke is never lost. */
export async function gotoHydrated(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url);
  await waitForReact(page);
  return response;
}

/** Waits until the host has taken over the server's HTML and the page's lazy parts are in (the network is idle). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await waitForReact(page);
}
