import type { LoaderFunction } from 'react-router-dom';
import {
  dataKey,
  type RouteDataState,
  type RouteLoader,
  type SentDataState,
  type SentLoaderResult,
} from '@niec/shared';
import type { BrowserPageData } from '@niec/shared/saved';
import { resolvePage, type ResolvedPage } from '../federation/remote-page';
import type { SiteRoute } from '@niec/shared/routes';
import { receivedState } from './late-parts';
import { OFFLINE_HEADER } from '../offline/names';

/** A page's data state as its route's loader gives it: at once (the server, hydration), or on its way (the browser). */
export type PageState = RouteDataState<unknown> | Promise<RouteDataState<unknown>>;

/**
 * What a page route's loader gives its element, wherever it ran: `key` is the page's path and the query keys its
 * loader reads (dataKey), the data's identity. The shared type, so a page's fetcher (useFetchedPageData) reads it.
 */
export type PageData = BrowserPageData;

export const LOADING_STATE: RouteDataState<unknown> = { status: 'loading', data: undefined, error: undefined };

export type Tracked = Promise<RouteDataState<unknown>> & { status?: 'fulfilled'; value?: RouteDataState<unknown> };

/** Writes the fields read below, so a state that has come is read without waiting for a render. */
function trackState(promise: Promise<RouteDataState<unknown>>): Promise<RouteDataState<unknown>> {
  const tracked = promise as Tracked;
  void promise.then((value) => {
    tracked.status = 'fulfilled';
    tracked.value = value;
  });
  return promise;
}

/**
 * The browser's page data for this page view, by path and query (docs/decisions/013-data-router.md): each URL's data
 * is asked for once, so going back and forth shows a page at once, and a list's previous query stays on screen while
 * the next one loads. What the server rendered with is put here before hydration.
 */
const loaded = new Map<string, Promise<RouteDataState<unknown>>>();
/** Per path, the query whose data came last (a list's previous page or filter). */
const lastShown = new Map<string, RouteDataState<unknown>>();

const pathOf = (key: string): string => key.split('?')[0] ?? key;

/** A loader's result as its page's data state; a result the render server sent has its failed parts failed again. */
export function stateFromResult(result: SentLoaderResult): RouteDataState<unknown> {
  return result.kind === 'data'
    ? receivedState({
        status: 'success',
        data: result.data,
        error: undefined,
        ...(result.failedParts ? { failedParts: result.failedParts } : {}),
      })
    : { status: 'not-found', data: undefined, error: undefined };
}

function remember(key: string, state: RouteDataState<unknown>): void {
  if (state.status === 'success') lastShown.set(pathOf(key), state);
  // Only data is kept: a failure or a missing record is asked for again on the next visit.
  else loaded.delete(key);
}

/**
 * The data the server rendered a page with, as the page renders it (its failed parts failed again), kept so its
 * loader does not ask for it again.
 */
export function seedPageData(key: string, sent: SentDataState): RouteDataState<unknown> {
  const state = receivedState(sent);
  loaded.set(key, trackState(Promise.resolve(state)));
  remember(key, state);
  return state;
}

/** Forgets a page's data: its 'Coba lagi' asks for it afresh. */
export function forgetPageData(key: string): void {
  loaded.delete(key);
}

/** The data last shown for the path of `key`, if any: what a list shows while its next query loads. */
export function previousPageData(key: string): RouteDataState<unknown> | undefined {
  return lastShown.get(pathOf(key));
}

/** How the browser gets a page's data: from the render server (`/__data`), or on a static host from its loader. */
export type FetchPageData = (request: {
  key: string;
  request: Request;
  params: Readonly<Record<string, string | undefined>>;
  loader: RouteLoader;
}) => Promise<SentLoaderResult>;

/**
 * Asks the render server to run the page's loader (as a server loader does on a client navigation): `/__data`. Its
 * late parts come settled, in the one answer.
 */
export const fromRenderServer: FetchPageData = async ({ key }) => {
  const response = await fetch(`/__data?path=${encodeURIComponent(key)}`, { headers: { Accept: 'application/json' } });
  // Offline, the service worker answers so (host/src/service-worker/sw.ts): the page shows it by loading itself as a
  // document (PageWithData), which the worker answers as it kept it, or with its offline page.
  if (response.headers.has(OFFLINE_HEADER)) throw new Error(OFFLINE_HEADER);
  if (!response.ok) throw new Error(`Data request for ${key} answered ${response.status}`);
  return (await response.json()) as SentLoaderResult;
};

/**
 * A page route's loader in the browser: it returns at once with the data on its way, so a navigation (a filter, a
 * page number, a tab in the URL) commits at once, as it did before the data router, and the page shows its previous
 * data or its loading state until the data comes.
 */
export function browserLoader(page: ResolvedPage, fetchData: FetchPageData): LoaderFunction {
  return ({ request, params }): PageData => {
    const url = new URL(request.url);
    const loader = page.loader;
    if (!loader) return { key: '', state: { status: 'success', data: undefined, error: undefined } };
    const key = dataKey(url.pathname, url.search, loader);
    let state = loaded.get(key);
    if (!state) {
      state = trackState(
        fetchData({ key, request, params, loader }).then(stateFromResult, (error: unknown) => ({
          status: 'error' as const,
          data: undefined,
          error,
        })),
      );
      loaded.set(key, state);
      void state.then((settled) => remember(key, settled));
    }
    return { key, state };
  };
}

/**
 * The loader of a route whose remote failed when the route was first loaded: it loads the page first (again after
 * 'Coba lagi'), then its data as browserLoader does; a remote still down is the page's error, shown by its frame.
 */
export function pagelessLoader(route: SiteRoute, fetchData: FetchPageData): LoaderFunction {
  return (args): PageData => {
    const url = new URL(args.request.url);
    return {
      key: `${url.pathname}${url.search}`,
      state: trackState(
        resolvePage(route.remote, route.page).then(
          (page) => (browserLoader(page, fetchData)(args) as PageData).state,
          (error: unknown) => ({ status: 'error' as const, data: undefined, error }),
        ),
      ),
    };
  };
}
