// The service worker's names (docs/decisions/016-offline.md), apart from its rules: the page (router/page-data.ts)
// reads one too, and imports nothing else of the worker's.

/** The caches, by what they hold. The version is raised when a cache's contents change shape. */
export const CACHES = {
  pages: 'niec-pages-v1',
  files: 'niec-files-v1',
  entries: 'niec-entries-v1',
  images: 'niec-images-v1',
  meta: 'niec-offline-meta-v1',
} as const;

/** How many pages, files and pictures a device keeps at most (the oldest go first). */
export const KEPT_LIMITS = { pages: 80, files: 250, entries: 40, images: 120 } as const;

/** Headers the worker writes on what it keeps, read back when it serves it offline. */
export const KEPT_AT_HEADER = 'X-Niec-Kept-At';
export const KEPT_TITLE_HEADER = 'X-Niec-Title';
/**
 * On a kept page: '1' when every script it needs went through the worker as the page ran (a page loaded or reached
 * by a client navigation here), so React can take it over offline; otherwise it is served without its scripts.
 */
export const KEPT_WHOLE_HEADER = 'X-Niec-Whole';
/** On the worker's answer to a data request it could not make: the browser loads the page instead (page-data.ts). */
export const OFFLINE_HEADER = 'X-Niec-Offline';

/** The worker's URL, at the site's root so its scope is the whole site (built by build/service-worker.cjs). */
export const SERVICE_WORKER_URL = '/sw.js';

/** The page's one message to the worker: it is here (the worker takes it over if it does not yet, and keeps it). */
export const HERE_MESSAGE = 'niec:here';
