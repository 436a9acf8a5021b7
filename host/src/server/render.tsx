import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { matchPath, StaticRouter } from 'react-router-dom';
import {
  dataKey,
  getCachedApiClient,
  formatTitle,
  HeadCollectorContext,
  parseConfig,
  setConfig,
  BOOT_SCRIPT_ID,
  type AppConfig,
  type LoaderResult,
  type PageMeta,
  type RemoteName,
} from '@niec/shared';
import { App } from '../app';
import { LOADING_ENTRY, RouteDataStore, entryFromResult } from '../data/route-data-store';
import type { HostRuntime } from '../data/host-runtime';
import { registerRemotesFromConfig } from '../federation/load-remote';
import { resolvePage, type ResolvedPage } from '../federation/remote-page';
import { whatsappHref } from '../layout/whatsapp';
import { ROUTES, TRACKING_ROUTE, type RouteEntry } from '../route-table';
import { serializeBootData } from './boot-script';
import { paintFirst, renderHead, type PageAssets } from './document';
import { memoizeReads } from './api-memo';
import { siteStructuredData } from './site-structured-data';

/** How React escapes an attribute's value. */
const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  "'": '&#x27;',
  '"': '&quot;',
  '<': '&lt;',
  '>': '&gt;',
};

/** Collects the meta of the page being rendered (usePageMeta); the last one rendered is the page's own. */
class PageHead {
  meta: PageMeta | null = null;

  constructor(readonly origin?: string) {}

  collect(meta: PageMeta): void {
    this.meta = meta;
  }
}

/** What the render server gives a worker generation (host/server): one config and the files it serves. */
export interface RenderSetup {
  /** The whole runtime config file, server-only keys included. */
  config: Record<string, unknown>;
  /** The browser's part of the config (served as /config.json and in every page). */
  browserConfig: Record<string, unknown>;
  /** host/dist/index.html, the document every page is rendered into. */
  template: string;
  /** The host's own stylesheets (its layout), linked from every page. */
  hostStyles: string[];
  /** Per remote: its base URL and the files of each page (page-assets.json beside its manifest). */
  remoteAssets: Partial<Record<RemoteName, PageAssets>>;
  /** Identifies the code this generation renders with (host build and remote versions), part of the ETag. */
  version: string;
  /** The instance's shared cache of API reads (host/server/api-cache.ts); none when it is turned off. */
  apiCacheUrl?: string;
}

export interface RenderRequest {
  /** Path and query. */
  url: string;
  /** Public origin of the site (canonical and Open Graph URLs). */
  origin: string;
  /** A crawler gets the complete document at once; a person gets the shell as soon as it is ready. */
  complete: boolean;
  /** The Content-Security-Policy nonce of this response, for React's streaming scripts. */
  nonce: string;
}

export interface RenderHead {
  status: number;
  headers: Record<string, string>;
  /** The route pattern the URL matched (metrics label it, never the raw URL); none for an unknown route. */
  route?: string;
}

/** Where a render writes: first the status and headers, then the document in chunks. */
export interface RenderSink {
  start(head: RenderHead): void;
  write(chunk: string): void;
  /** `complete: false`: the page is finished by the browser (a render failed), never kept as a page. */
  end(outcome?: { complete: boolean }): void;
}

let setup: RenderSetup | null = null;
let serverConfig: AppConfig | null = null;

/** Called once per worker: the config this generation renders with. */
export function configure(next: RenderSetup): void {
  setup = next;
  const raw = next.config;
  // Server-side calls may use an internal address of the API.
  const serverApiBaseUrl =
    typeof raw.serverApiBaseUrl === 'string' && raw.serverApiBaseUrl ? raw.serverApiBaseUrl : null;
  // Markup keeps the public apiBaseUrl (images, the contact form, the map embeds); only the server's own
  // calls go to the internal address.
  serverConfig = {
    ...parseConfig(raw),
    ...(serverApiBaseUrl ? { serverApiBaseUrl } : {}),
    ...(next.apiCacheUrl ? { serverApiCacheUrl: next.apiCacheUrl } : {}),
  };
  setConfig(serverConfig);
  // The worker keeps the list answers it parsed while the instance's read cache still holds them.
  if (serverConfig.serverApiCacheUrl) memoizeReads(getCachedApiClient());
  // Each remote's server build takes its public path from here (build/server-public-path-plugin.mjs).
  (globalThis as { __NIEC_REMOTE_BASES__?: Record<string, string> }).__NIEC_REMOTE_BASES__ = Object.fromEntries(
    Object.entries(serverConfig.remotes).map(([name, manifestUrl]) => [name, new URL('.', manifestUrl).href]),
  );
  registerRemotesFromConfig(serverConfig);
}

function renderTimeoutMs(): number {
  const value = setup?.config.renderTimeoutMs;
  return typeof value === 'number' && value > 0 ? value : 1500;
}

/** Resolves with the value, or with `fallback` once the time is up (the browser then does the work). */
function withTimeout<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(fallback), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(fallback);
      },
    );
  });
}

type Prepared =
  | { kind: 'not-found-route' }
  | { kind: 'shell-only'; route: RouteEntry }
  | {
      kind: 'page';
      route: RouteEntry;
      result: LoaderResult | 'late' | 'failed' | 'none';
      /** The store key of the page's data (its path and the query keys its loader reads). */
      dataKey: string;
      repeatable: boolean;
    };

/**
 * How long the server waits for a loader that must not run twice for one page view (RouteLoader.repeatable):
 * beyond the API client's own time limit (30 s, shared/src/api/clients.ts), so the API answers or fails first.
 */
const UNREPEATABLE_LOADER_LIMIT_MS = 35_000;

const DETAIL_PAGES = new Set(['articleDetail', 'productDetail', 'vacancyDetail']);
const PRIVATE_PAGES = new Set(['checkout', 'tracking']);

/** Loads what the URL needs before it renders: the remote page, then its data, within the time limit. */
async function prepare(url: URL, deadline: number, part?: string): Promise<Prepared> {
  const route = [TRACKING_ROUTE, ...ROUTES].find((r) => matchPath(r.path, url.pathname));
  if (!route) return { kind: 'not-found-route' };
  const page = await withTimeout<ResolvedPage | null>(
    resolvePage(route.remote, route.page, true),
    Math.max(0, deadline - Date.now()),
    null,
  );
  if (!page) return { kind: 'shell-only', route };
  const key = dataKey(url.pathname, url.search, page.loader);
  // A part of the page loaded after its first paint (RouteLoader.deferred), asked for by the browser.
  const loader = part === undefined ? page.loader : page.loader?.deferred?.[part];
  if (!loader) return { kind: 'page', route, result: 'none', dataKey: key, repeatable: true };
  const match = matchPath(route.path, url.pathname);
  const controller = new AbortController();
  // A loader that counts something (a parcel's views) is not abandoned at the render's time limit for the
  // browser to run again: the server waits for the API's own answer or failure (decision 005).
  const repeatable = loader.repeatable !== false;
  const loading = loader({
    params: match?.params ?? {},
    searchParams: url.searchParams,
    signal: controller.signal,
  });
  const result = await withTimeout<LoaderResult | 'late' | 'failed'>(
    loading.catch(() => 'failed' as const),
    repeatable ? Math.max(0, deadline - Date.now()) : UNREPEATABLE_LOADER_LIMIT_MS,
    'late',
  );
  if (result === 'late') controller.abort();
  return { kind: 'page', route, result, dataKey: key, repeatable };
}

/** Runs the loader of a URL (or a part it loads after first paint) for the browser's data request. */
export async function loadData(
  path: string,
  part?: string,
): Promise<{ status: number; body: LoaderResult | { error: string }; private: boolean }> {
  const url = new URL(path, 'http://render.local');
  const prepared = await prepare(url, Date.now() + renderTimeoutMs() * 4, part);
  if (prepared.kind === 'not-found-route') return { status: 404, body: { kind: 'not-found' }, private: false };
  // A buyer's checkout and parcel are nobody else's: never stored by a shared cache.
  const isPrivate = PRIVATE_PAGES.has(prepared.route.page);
  if (prepared.kind === 'shell-only') return { status: 503, body: { error: 'remote unavailable' }, private: isPrivate };
  const { result } = prepared;
  if (result === 'none') return { status: 404, body: { error: 'no loader' }, private: isPrivate };
  if (result === 'late' || result === 'failed') {
    return { status: 503, body: { error: 'data unavailable' }, private: isPrivate };
  }
  return { status: 200, body: result, private: isPrivate };
}

function statusOf(prepared: Prepared): number {
  if (prepared.kind === 'not-found-route') return 404;
  if (prepared.kind !== 'page') return 200;
  if (typeof prepared.result === 'object' && prepared.result.kind === 'not-found') return 404;
  if ((prepared.result === 'failed' || prepared.result === 'late') && DETAIL_PAGES.has(prepared.route.page)) return 503;
  return 200;
}

/** Renders one URL into the sink. Never throws: whatever fails, the visitor gets at least the shell. */
export async function render(request: RenderRequest, sink: RenderSink): Promise<void> {
  if (!setup || !serverConfig) throw new Error('render() before configure()');
  const current = setup;
  const url = new URL(request.url, request.origin);
  const key = `${url.pathname}${url.search}`;
  const prepared = await prepare(url, Date.now() + renderTimeoutMs());

  const store = new RouteDataStore();
  const shellOnly = new Set<string>();
  if (prepared.kind === 'shell-only') shellOnly.add(key);
  if (prepared.kind === 'page' && typeof prepared.result === 'object') {
    store.set(prepared.dataKey, entryFromResult(prepared.result));
  }
  if (prepared.kind === 'page' && typeof prepared.result !== 'object' && prepared.result !== 'none') {
    // A detail page whose API failed shows its failure text (HTTP 503), and so does a page whose loader must
    // not run twice (its retry is the visitor's 'Coba lagi'); otherwise late or failed data is loaded by the
    // browser, with the page's own loading state until then.
    store.set(
      prepared.dataKey,
      (prepared.result === 'failed' && DETAIL_PAGES.has(prepared.route.page)) || !prepared.repeatable
        ? { status: 'error', data: undefined, error: { message: 'API unavailable' } }
        : LOADING_ENTRY,
    );
  }
  const runtime: HostRuntime = {
    store,
    fetchData: () => Promise.reject(new Error('no data requests on the server')),
    shellOnly,
  };
  const status = statusOf(prepared);
  const route = prepared.kind === 'not-found-route' ? null : prepared.route;
  // A page that shared caches keep carries no per-response nonce: its inline scripts are allowed by their
  // hashes (host/server/csp.ts). Only a private page, which nothing keeps, is rendered with this one's nonce.
  const nonce = route && PRIVATE_PAGES.has(route.page) ? request.nonce : undefined;
  // A page whose data was late or whose remote could not load is complete only in the browser: caches keep
  // it for a few seconds at most, so the next visitor gets the whole page.
  const prepareComplete =
    prepared.kind === 'not-found-route' ||
    (prepared.kind === 'page' && (typeof prepared.result === 'object' || prepared.result === 'none'));
  // Set when the render itself fails (a page that throws, the render's time limit): the route goes to the
  // browser like a remote that could not load, and the response is not a page anyone keeps.
  let renderFailed = false;
  const bootJson = () =>
    serializeBootData({ config: current.browserConfig, data: store.toJSON(), shellOnly: [...shellOnly] });
  const headOf = (): RenderHead => {
    const complete = prepareComplete && !renderFailed;
    // The nonce is part of the document (React's scripts carry it), so it is part of its validator: a 304
    // must never pair a cached document with another response's policy.
    const etag = `W/"${createHash('sha1')
      .update(`${current.version}\n${status}\n${key}\n${nonce ?? ''}\n${bootJson()}`)
      .digest('base64url')}"`;
    const cacheControl =
      route && PRIVATE_PAGES.has(route.page)
        ? 'private, no-store'
        : status === 200 && complete
          ? 'public, max-age=0, s-maxage=60, stale-while-revalidate=600'
          : 'public, max-age=0, s-maxage=5';
    const headers: Record<string, string> = {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': cacheControl,
      etag,
    };
    if (status === 503) headers['retry-after'] = '30';
    return { status, headers, ...(route ? { route: route.path } : {}) };
  };
  /** The route could not be rendered here after all: the browser renders it, as it does a shell-only route. */
  const failRender = () => {
    renderFailed = true;
    if (route) shellOnly.add(key);
  };

  // The header renders before the page, so its WhatsApp link asks about no page in particular. The page's
  // title is known when the document starts (it is the head's <title>): the link is given it on the way out,
  // as the browser's header reads it from that <title> when it hydrates (host/src/layout/header.tsx). Its
  // attribute is written as React writes it, and the title as the browser's document.title reads it.
  const { whatsappUrl } = serverConfig;
  const whatsappLink = (title: string) =>
    `href="${whatsappHref(
      whatsappUrl,
      url.pathname,
      formatTitle(title)
        .replace(/[\t\n\f\r ]+/g, ' ')
        .trim(),
    ).replace(/[&'"<>]/g, (c) => ATTRIBUTE_ESCAPES[c] ?? c)}"`;
  const genericLink = whatsappLink('');
  /** The header's link with the page's title; null once it is written (or there is nothing to change). */
  let pageLink: string | null = null;
  /** The end of the HTML so far, held back in case the link is cut between two chunks. */
  let held = '';
  const writeHtml = (html: string) => {
    if (pageLink === null) return sink.write(html);
    let text = held + html;
    held = '';
    const at = text.indexOf(genericLink);
    if (at >= 0 || text.includes('</header>')) {
      if (at >= 0) text = text.slice(0, at) + pageLink + text.slice(at + genericLink.length);
      pageLink = null;
      return sink.write(text);
    }
    const keep = Math.max(0, text.length - genericLink.length);
    held = text.slice(keep);
    sink.write(text.slice(0, keep));
  };

  const collector = new PageHead(url.origin);
  const assets = route && prepared.kind === 'page' ? current.remoteAssets[route.remote] : undefined;
  const [beforeRoot, afterRoot] = paintFirst(...splitTemplate(current.template), nonce);
  let started = false;
  const startDocument = () => {
    if (started) return;
    started = true;
    const link = whatsappLink(collector.meta?.title ?? '');
    if (link !== genericLink) pageLink = link;
    sink.start(headOf());
    sink.write(
      renderHead(beforeRoot, {
        meta: collector.meta,
        url,
        hostStyles: current.hostStyles,
        page: assets && route ? { assets, page: route.page } : null,
        // A buyer's own pages, and every page answered with 404 (unknown route, slug, code or id).
        noindex: (!!route && PRIVATE_PAGES.has(route.page)) || status === 404,
        siteStructuredData: siteStructuredData(serverConfig ?? { whatsappUrl: '' }),
      }),
    );
  };

  await new Promise<void>((resolve) => {
    const output = new Writable({
      write(chunk: Buffer | string, _encoding, callback) {
        writeHtml(typeof chunk === 'string' ? chunk : chunk.toString('utf8'));
        callback();
      },
      final(callback) {
        if (held) sink.write(held);
        held = '';
        sink.write(`<script id="${BOOT_SCRIPT_ID}" type="application/json">${bootJson()}</script>`);
        sink.write(afterRoot);
        // A failure after the head was sent (the time limit, a part that threw late) still keeps the
        // document out of the server's page cache.
        sink.end({ complete: prepareComplete && !renderFailed });
        callback();
        resolve();
      },
    });
    const stream = renderToPipeableStream(
      <StrictMode>
        <HeadCollectorContext.Provider value={collector}>
          <StaticRouter location={key}>
            <App runtime={runtime} />
          </StaticRouter>
        </HeadCollectorContext.Provider>
      </StrictMode>,
      {
        nonce,
        // Completed content is written in place, never held in a hidden segment for a script to reveal,
        // so crawlers and browsers without JavaScript get the whole page (React's default stops at ~12 KB).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          if (request.complete) return;
          startDocument();
          stream.pipe(output);
        },
        onAllReady() {
          if (!request.complete) return;
          startDocument();
          stream.pipe(output);
        },
        onShellError() {
          // The shell itself failed: send the empty document, which the browser renders as the static host does.
          failRender();
          startDocument();
          sink.write(afterRoot);
          sink.end({ complete: false });
          resolve();
        },
        onError(error) {
          // A page that throws while rendering (or the render's time limit): React sends its Suspense boundary
          // as the loading state for the browser to render. Called before the shell is ready for a page that
          // throws as it renders, so the head already says it is not a complete page.
          failRender();
          console.error(`[render] ${key}:`, error instanceof Error ? error.message : error);
        },
      },
    );
    setTimeout(() => stream.abort(new Error('render time limit')), renderTimeoutMs() * 2).unref();
  });
}

/** The template around `<div id="root"></div>`: what comes before its content, and what after. */
function splitTemplate(template: string): [string, string] {
  const match = /<div id="?root"?><\/div>/.exec(template);
  if (!match) throw new Error('index.html has no <div id="root"></div>');
  return [template.slice(0, match.index) + '<div id="root">', '</div>' + template.slice(match.index + match[0].length)];
}

/** Loads each remote's routes module once; returns the remotes that could not be loaded. */
export async function warm(): Promise<string[]> {
  // Every page of every remote, so no visitor's request pays for loading a page's code.
  const results = await Promise.all(
    [...ROUTES, TRACKING_ROUTE].map(async (route) => ({
      remote: route.remote,
      ok: await withTimeout(
        resolvePage(route.remote, route.page, true).then(() => true),
        8000,
        false,
      ),
    })),
  );
  return [...new Set(results.filter((r) => !r.ok).map((r) => r.remote))];
}

/** What a page's link-preview card says above its title. */
const CARD_KINDS: Partial<Record<string, string>> = {
  articles: 'Artikel',
  articleDetail: 'Artikel',
  country: 'Panduan Negara',
  campus: 'Panduan Kampus',
  scholarships: 'Beasiswa',
  studyTour: 'Study Tour',
  vacancies: 'Karier',
  vacancyDetail: 'Lowongan Kerja',
  merchandise: 'Merchandise',
  productDetail: 'Merchandise',
  contact: 'Kontak',
  singaraja: 'Kantor Singaraja',
  about: 'Tentang Kami',
};

/**
 * The meta of a public page, for its link-preview card (host/server/og): the page is rendered to the end
 * and its head collected. Null for what has no card: an unknown route or record, a private page, a page
 * whose remote or data is not there.
 */
export async function pageMeta(path: string): Promise<{ meta: PageMeta; kind: string | null } | null> {
  const url = new URL(path, 'http://render.local');
  const prepared = await prepare(url, Date.now() + renderTimeoutMs() * 2);
  if (prepared.kind !== 'page' || PRIVATE_PAGES.has(prepared.route.page)) return null;
  if (typeof prepared.result !== 'object' && prepared.result !== 'none') return null;
  if (typeof prepared.result === 'object' && prepared.result.kind === 'not-found') return null;
  const store = new RouteDataStore();
  if (typeof prepared.result === 'object') store.set(prepared.dataKey, entryFromResult(prepared.result));
  const runtime: HostRuntime = {
    store,
    fetchData: () => Promise.reject(new Error('no data requests on the server')),
    shellOnly: new Set(),
  };
  const collector = new PageHead();
  const href = `${url.pathname}${url.search}`;
  await new Promise<void>((resolve) => {
    const stream = renderToPipeableStream(
      <HeadCollectorContext.Provider value={collector}>
        <StaticRouter location={href}>
          <App runtime={runtime} />
        </StaticRouter>
      </HeadCollectorContext.Provider>,
      {
        onAllReady() {
          stream.abort();
          resolve();
        },
        onShellError: () => resolve(),
        onError: () => undefined,
      },
    );
    setTimeout(() => {
      stream.abort();
      resolve();
    }, renderTimeoutMs() * 2).unref();
  });
  return collector.meta ? { meta: collector.meta, kind: CARD_KINDS[prepared.route.page] ?? null } : null;
}
