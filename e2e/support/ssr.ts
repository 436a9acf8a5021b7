// What the SSR specs read from a server-rendered page, in one place.
import { expect, type Page } from '@playwright/test';

export type BootEntries = Record<string, { status: string; data?: unknown }>;

/** The page data the render server embedded for the browser (the niec-boot script), by path + query. */
export function bootEntries(html: string): BootEntries {
  const match = /<script id="niec-boot" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  expect(match, 'the page carries its boot data').toBeTruthy();
  return (JSON.parse(match![1]!) as { data: BootEntries }).data;
}

/** Waits until the host has taken over the server's HTML (hydrateRoot marks its container). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
      ),
    )
    .toBe(true);
}
