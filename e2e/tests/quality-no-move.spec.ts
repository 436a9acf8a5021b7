import { test, expect, type Browser, type Page } from '@playwright/test';
import { KEY_PAGES } from '../support/routes';
import { waitForHydration } from '../support/ssr';

// Nothing moves after hydration: what the server's HTML opens, ticks and selects is what the visitor still sees
// once React owns the page. A default that depends on the screen and is switched after hydration (a filter group
// opened by matchMedia, a tab picked by the width) makes the page jump, and a press made in that moment is undone.
// For each key page at a phone's and a laptop's width: the server's HTML read with JavaScript off, against the
// same page 3 s after hydration, with no press.

const PAGES = [...KEY_PAGES, '/campus/melbourne', '/bandingkan-negara?negara=aus,ger'];

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
];

/**
 * Runs in the page: one line per control whose state can open, tick or select, named by what a reader would look
 * for (its role, its text or label, its name and value), with its state. Elements inside <noscript> are left out:
 * with script off they are part of the page, with script on they are not.
 */
function readControlStates(): string[] {
  // The text a reader gets from an element: text hidden by the stylesheet is left out (the menu button carries
  // 'Buka menu' and 'Tutup menu' in the server's HTML and shows the one of its state), hidden ancestors or not.
  const text = (element: Element | null | undefined): string => {
    if (!element) return '';
    let out = '';
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      let shown = true;
      for (let at = node.parentElement; at && at !== element; at = at.parentElement) {
        if (getComputedStyle(at).display === 'none') shown = false;
      }
      if (shown) out += node.textContent ?? '';
    }
    return out.replace(/\s+/g, ' ').trim().slice(0, 60);
  };
  const nameOf = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    const byId = labelledBy
      ? labelledBy
          .split(/\s+/)
          .map((id) => text(document.getElementById(id)))
          .join(' ')
      : '';
    const label =
      element.getAttribute('aria-label') ??
      (byId ||
        (element instanceof HTMLInputElement ? text(element.labels?.[0]) : '') ||
        (element instanceof HTMLDetailsElement ? text(element.querySelector(':scope > summary')) : '') ||
        text(element));
    const role = element.getAttribute('role');
    const tag = element.tagName.toLowerCase();
    const kind = element instanceof HTMLInputElement ? `input[type=${element.type}]` : tag;
    const field =
      element instanceof HTMLInputElement && element.name ? ` name=${element.name} value=${element.value}` : '';
    // Where it is: the nearest labelled landmark or region, so two 'Menu' buttons read apart.
    const region = element.parentElement?.closest(
      'nav[aria-label], [role="tablist"][aria-label], header, footer, main',
    );
    const where = region
      ? ` in ${region.tagName.toLowerCase()}${region.getAttribute('aria-label') ? ` "${region.getAttribute('aria-label')}"` : ''}`
      : '';
    return `${kind}${role ? `[role=${role}]` : ''} "${label}"${field}${where}`;
  };
  const lines: string[] = [];
  const seen = new Map<string, number>();
  const add = (element: Element, state: string) => {
    const name = nameOf(element);
    const count = (seen.get(`${name} ${state.split('=')[0]}`) ?? 0) + 1;
    seen.set(`${name} ${state.split('=')[0]}`, count);
    lines.push(`${name}${count > 1 ? ` #${count}` : ''}: ${state}`);
  };
  const live = (element: Element) => !element.closest('noscript');
  for (const details of document.querySelectorAll('details')) {
    if (live(details)) add(details, `open=${details.open}`);
  }
  for (const element of document.querySelectorAll('[aria-expanded]')) {
    if (live(element)) add(element, `aria-expanded=${element.getAttribute('aria-expanded')}`);
  }
  for (const input of document.querySelectorAll<HTMLInputElement>('input[type="checkbox"], input[type="radio"]')) {
    if (live(input)) add(input, `checked=${input.checked}`);
  }
  for (const element of document.querySelectorAll('[aria-selected]')) {
    if (live(element)) add(element, `aria-selected=${element.getAttribute('aria-selected')}`);
  }
  for (const element of document.querySelectorAll('[aria-checked]')) {
    if (live(element)) add(element, `aria-checked=${element.getAttribute('aria-checked')}`);
  }
  return lines;
}

async function statesOf(page: Page): Promise<string[]> {
  return page.evaluate(readControlStates);
}

async function serverStates(browser: Browser, url: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport });
  try {
    const page = await context.newPage();
    const response = await page.goto(url);
    expect(response?.status(), `${url} answers`).toBe(200);
    return await statesOf(page);
  } finally {
    await context.close();
  }
}

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const url of PAGES) {
      test(`${url}: what the server's HTML opens, ticks and selects is what React keeps`, async ({ browser, page }) => {
        const server = await serverStates(browser, url, viewport);
        expect(server.length, 'the page has controls to compare').toBeGreaterThan(0);

        await page.goto(url);
        await waitForHydration(page);
        await page.waitForTimeout(3_000);
        const hydrated = await statesOf(page);

        expect(hydrated, `${url} at ${viewport.width} px, 3 s after hydration, no press`).toEqual(server);
      });
    }
  });
}
