// The site's service worker (docs/decisions/016-offline.md), built by Workbox at build time (build/service-worker.cjs)
// into the host's /sw.js. It keeps what a visitor opened for reading offline: the guides, campus pages, articles,
// the scholarship list and the saved list's pages, with the files they need from every remote's own origin. A
// redeployed file under the same name (a remote's remoteEntry.js) is asked for from the network first; private pages
// are never kept.
import { clientsClaim, type RouteHandlerCallbackOptions, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import * as navigationPreload from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { SAVED_PAGES_MESSAGE } from '@niec/shared/saved';
// Its text (the worker's build loads a stylesheet as its source: build/service-worker.cjs).
import tokens from '@niec/shared/tokens.css';
import {
  CACHES,
  HERE_MESSAGE,
  KEPT_AT_HEADER,
  KEPT_LIMITS,
  KEPT_TITLE_HEADER,
  KEPT_WHOLE_HEADER,
  OFFLINE_HEADER,
} from '../offline/names';
import { OFFLINE_LIST_PATH, offlinePage, withKeptNotice, withoutScripts, type KeptPage } from '../offline/pages';
import { filesOf, isKeptPath, isPrivatePath, remoteOrigins, savedPageUrl, titleOf } from '../offline/rules';
import { files, MATCH, strategyOf } from './strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

const ORIGIN = self.location.origin;
/** Where the worker keeps its own facts (the remotes' origins, the saved list's pages), in CACHES.meta. */
const META = { origins: `${ORIGIN}/__sw/remote-origins`, saved: `${ORIGIN}/__sw/saved-pages` };

void self.skipWaiting();
clientsClaim();
navigationPreload.enable();
// The manifest and the site's icons (an installed site opens with them offline).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

async function readMeta<T>(key: string, fallback: T): Promise<T> {
  const response = await (await caches.open(CACHES.meta)).match(key);
  if (!response) return fallback;
  try {
    return (await response.json()) as T;
  } catch {
    return fallback;
  }
}

async function writeMeta(key: string, value: unknown): Promise<void> {
  const body = JSON.stringify(value);
  await (
    await caches.open(CACHES.meta)
  ).put(key, new Response(body, { headers: { 'Content-Type': 'application/json' } }));
}

/** The remotes' origins, from the runtime config (asked for again whenever the worker starts online). */
let remotes: string[] | null = null;
const remotesReady: Promise<string[]> = fetch('/config.json', { cache: 'no-cache' })
  .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
  .then(async (config: unknown) => {
    const origins = remoteOrigins(config);
    await writeMeta(META.origins, origins);
    return origins;
  })
  .catch(() => readMeta<string[]>(META.origins, []))
  .then((origins) => (remotes = origins));

/** The pages of the visitor's saved list (register.ts tells the worker whenever it changes). */
let savedPages: Promise<Set<string>> = readMeta<string[]>(META.saved, []).then((urls) => new Set(urls));

const isPage = (request: Request): boolean =>
  request.mode === 'navigate' || (request.headers.get('Accept') ?? '').includes('text/html');

/** Keeps a page that may be kept, with when and its title; anything else (private, failed, not HTML) is not kept. */
const keepPages: WorkboxPlugin = {
  async cacheWillUpdate({ request, response }) {
    const url = new URL(request.url);
    const html = (response.headers.get('Content-Type') ?? '').includes('text/html');
    if (response.status !== 200 || !html || isPrivatePath(url.pathname)) return null;
    if (/\bprivate\b|no-store/.test(response.headers.get('Cache-Control') ?? '')) return null;
    if (!isKeptPath(url.pathname) && !(await savedPages).has(url.href)) return null;
    const text = await response.text();
    const headers = new Headers(response.headers);
    headers.delete('Content-Length');
    headers.delete('Content-Encoding');
    headers.set(KEPT_AT_HEADER, String(Date.now()));
    headers.set(KEPT_TITLE_HEADER, encodeURIComponent(titleOf(text, url.pathname)));
    const whole = request.mode === 'navigate' || request.headers.get(KEPT_WHOLE_HEADER) === '1';
    headers.set(KEPT_WHOLE_HEADER, whole ? '1' : '0');
    return new Response(text, { status: 200, statusText: 'OK', headers });
  },
  async cachedResponseWillBeUsed({ cachedResponse }) {
    if (!cachedResponse) return null;
    const keptAt = Number(cachedResponse.headers.get(KEPT_AT_HEADER)) || Date.now();
    const text = await cachedResponse.text();
    const whole = cachedResponse.headers.get(KEPT_WHOLE_HEADER) === '1';
    const html = withKeptNotice(whole ? text : withoutScripts(text), keptAt);
    return new Response(html, { status: 200, headers: cachedResponse.headers });
  },
  handlerDidError: async ({ request }) => offlineResponse(request.url),
};

const pages = new NetworkFirst({
  cacheName: CACHES.pages,
  matchOptions: MATCH,
  plugins: [keepPages, new ExpirationPlugin({ maxEntries: KEPT_LIMITS.pages, purgeOnQuotaError: true })],
});

async function keptPages(): Promise<KeptPage[]> {
  const cache = await caches.open(CACHES.pages);
  const kept: KeptPage[] = [];
  for (const request of await cache.keys()) {
    const response = await cache.match(request, MATCH);
    if (!response) continue;
    const url = new URL(request.url);
    kept.push({
      url: `${url.pathname}${url.search}`,
      title: decodeURIComponent(response.headers.get(KEPT_TITLE_HEADER) ?? '') || url.pathname,
      keptAt: Number(response.headers.get(KEPT_AT_HEADER)) || 0,
    });
  }
  return kept;
}

async function offlineResponse(requested: string | null, cleared = false): Promise<Response> {
  const url = requested ? new URL(requested) : null;
  const html = offlinePage({
    requested: url && url.pathname !== OFFLINE_LIST_PATH ? `${url.pathname}${url.search}` : null,
    pages: await keptPages(),
    tokens: tokens as string,
    cleared,
  });
  return new Response(html, {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy':
        "default-src 'self'; style-src 'unsafe-inline'; img-src 'self' data:; script-src 'none'",
    },
  });
}

// Pages: from the network, kept when they may be; offline, as kept (with a notice) or the offline page.
registerRoute(
  ({ request, url }) =>
    url.origin === ORIGIN && request.method === 'GET' && isPage(request) && !url.pathname.startsWith('/__'),
  pages,
);
registerRoute(
  ({ request, url }) => url.origin === ORIGIN && isPage(request) && url.pathname === OFFLINE_LIST_PATH,
  () => offlineResponse(null),
);
// 'Hapus halaman offline dari perangkat ini': the kept pages go (their files stay: they say nothing of the visitor).
registerRoute(
  ({ url }) => url.origin === ORIGIN && url.pathname === OFFLINE_LIST_PATH,
  async () => {
    await caches.delete(CACHES.pages);
    return offlineResponse(null, true);
  },
  'POST',
);

// A page's data on a client navigation (no document request this worker sees): the page is kept, if it may be, as a
// document of its own. The data itself is never kept: offline, the answer says so and the browser loads the page as a
// document (host/src/router/page-data.ts), which this worker answers as above.
registerRoute(
  ({ url }) => url.origin === ORIGIN && url.pathname === '/__data',
  async ({ event, request, url }) => {
    try {
      const response = await fetch(request);
      const page = url.searchParams.get('path');
      if (response.ok && page?.startsWith('/'))
        event.waitUntil(keepPage(new URL(page, ORIGIN).href, event, HOUR_MS, true));
      return response;
    } catch {
      return new Response('{}', {
        status: 503,
        headers: { 'Content-Type': 'application/json', [OFFLINE_HEADER]: '1' },
      });
    }
  },
);

// The host's files, and the rests of its pages' stylesheets (named by the files they cut, so they never change).
registerRoute(
  ({ request, url }) =>
    url.origin === ORIGIN &&
    request.method === 'GET' &&
    !isPage(request) &&
    (url.pathname === '/__css-rest' || strategyOf(url) !== null),
  (options: RouteHandlerCallbackOptions) => {
    const url = new URL(options.request.url);
    return (url.pathname === '/__css-rest' ? files : strategyOf(url)!).handle(options);
  },
);

// The remotes' files, from their own origins (CORS); any other origin's (the API, the payment popup) are not kept.
registerRoute(
  ({ request, url }) =>
    url.origin !== ORIGIN &&
    request.method === 'GET' &&
    (remotes === null || remotes.includes(url.origin)) &&
    strategyOf(url) !== null,
  async (options: RouteHandlerCallbackOptions) => {
    const url = new URL(options.request.url);
    if (!(await remotesReady).includes(url.origin)) return fetch(options.request);
    return strategyOf(url)!.handle(options);
  },
);

/** A page kept this recently is not asked for again by a client navigation (a visitor's data plan is not ours). */
const HOUR_MS = 60 * 60 * 1000;

/**
 * Keeps a page that may be kept (a kept route, or on the saved list) and the files it needs: a page the visitor did
 * not load as a document here (the first page, before this worker was there; a client navigation; a saved item).
 */
async function keepPage(url: string, event: ExtendableEvent, unlessKeptWithinMs = 0, whole = false): Promise<void> {
  const { pathname } = new URL(url);
  if (isPrivatePath(pathname) || (!isKeptPath(pathname) && !(await savedPages).has(url))) return;
  const kept = await (await caches.open(CACHES.pages)).match(url, MATCH);
  // A copy kept recently enough is left, unless this one is whole and it is not.
  const keptWhole = kept?.headers.get(KEPT_WHOLE_HEADER) === '1';
  if (kept && (keptWhole || !whole) && Date.now() - Number(kept.headers.get(KEPT_AT_HEADER)) < unlessKeptWithinMs)
    return;
  // Whole: the page ran here, its scripts through this worker (a client navigation's); the header stays with the
  // worker (keepPages reads it), the server ignores it.
  const headers: Record<string, string> = { Accept: 'text/html', ...(whole ? { [KEPT_WHOLE_HEADER]: '1' } : {}) };
  const request = new Request(url, { headers, credentials: 'same-origin' });
  const [response, done] = pages.handleAll({ event, request });
  const html = await response.then(
    (answer) => (answer.ok ? answer.text() : ''),
    () => '',
  );
  await done;
  if (!html) return;
  await remotesReady;
  await keepFiles(filesOf(html, url, [ORIGIN, ...(remotes ?? [])]), event, true);
}

/** Keeps files by their strategies; a stylesheet's own pictures too (the header's icons are its masks). */
async function keepFiles(urls: string[], event: ExtendableEvent, withTheirs: boolean): Promise<void> {
  await Promise.all(
    urls.map(async (file) => {
      const request = new Request(file, { mode: 'cors', credentials: 'omit' });
      const response = await strategyOf(new URL(file))!
        .handle({ event, request })
        .catch(() => null);
      if (withTheirs && response?.ok && new URL(file).pathname.endsWith('.css')) {
        await keepFiles(filesOf(await response.text(), file, [ORIGIN, ...(remotes ?? [])]), event, false);
      }
    }),
  );
}

/** The saved list's pages changed: the new ones are kept, the ones no longer saved let go. */
async function keepSavedPages(urls: unknown, event: ExtendableEvent): Promise<void> {
  const next = new Set(
    (Array.isArray(urls) ? urls : [])
      .map((href) => (typeof href === 'string' ? savedPageUrl(href, ORIGIN) : null))
      .filter((url): url is string => url !== null),
  );
  const previous = await savedPages;
  savedPages = Promise.resolve(next);
  await writeMeta(META.saved, [...next]);
  const cache = await caches.open(CACHES.pages);
  for (const url of previous) {
    if (!next.has(url) && !isKeptPath(new URL(url).pathname)) await cache.delete(url, MATCH);
  }
  // One at a time: a long list is not a burst of renders.
  for (const url of next) await keepPage(url, event, Number.POSITIVE_INFINITY);
}

self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; urls?: unknown } | string | null;
  if (typeof data === 'object' && data?.type === SAVED_PAGES_MESSAGE) event.waitUntil(keepSavedPages(data.urls, event));
  // A page says it is here: one loaded while this worker was installing is not yet its own. Taken over, and kept
  // (unless this worker answered it and kept it just now).
  const source = event.source;
  if (data === HERE_MESSAGE && source instanceof WindowClient) {
    event.waitUntil(
      self.clients.claim().then(() => keepPage(source.url.split('#')[0]!, event, Number.POSITIVE_INFINITY)),
    );
  }
});

// The pages open when the worker installs (the first visit's, loaded before it was there) are kept with their files,
// before it takes them over: installing holds none of the page's requests, activating would.
self.addEventListener('install', (event) => {
  event.waitUntil(
    self.clients
      .matchAll({ type: 'window', includeUncontrolled: true })
      .then((clients) => Promise.all(clients.map((client) => keepPage(client.url.split('#')[0]!, event))))
      .catch(() => undefined),
  );
});
