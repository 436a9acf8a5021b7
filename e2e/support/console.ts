import type { ConsoleMessage } from '@playwright/test';

/**
 * Playwright's own line when a page registers the site's service worker in a spec that blocks it (every spec but
 * offline.spec.ts; e2e/playwright.config.ts): the test browser's, not the page's.
 */
const SERVICE_WORKER_BLOCKED = 'Service Worker registration blocked by Playwright';

/** A console error or warning of the page: what a spec that wants a quiet console collects. */
export function isPageProblem(message: ConsoleMessage): boolean {
  return (message.type() === 'error' || message.type() === 'warning') && message.text() !== SERVICE_WORKER_BLOCKED;
}
