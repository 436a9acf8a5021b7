import { createContext, useContext } from 'react';

/**
 * How a page gets its data (docs/decisions/005-server-rendering.md): each remote page may declare a
 * loader next to it. The render server runs the loader before it renders (first load) and again for
 * the browser's data requests on client navigation, and sends only what the page shows; a page reads
 * the result with useRouteData(). Only the static-host fallback runs loaders in the browser.
 */
export interface LoaderArgs {
  /** The route's path parameters (e.g. `slug`). */
  params: Readonly<Record<string, string | undefined>>;
  /** The query of the URL being shown (filters, `page`, `q`). */
  searchParams: URLSearchParams;
  signal: AbortSignal;
}

export type LoaderResult<T = unknown> =
  /** The page's data. */
  | { kind: 'data'; data: T }
  /** The record does not exist (unknown slug or code): the page shows its not-found state, HTTP 404. */
  | { kind: 'not-found' };

export type RouteLoader<T = unknown> = ((args: LoaderArgs) => Promise<LoaderResult<T>>) & {
  /**
   * The query keys the loader reads (e.g. `page`, `q`, a filter). Its data is stored, cached and asked for
   * under the path plus these keys only, so `?utm_source=…` or a key another widget uses (`?view=cart`)
   * does not load the same data again. Unset: the whole query counts.
   */
  searchKeys?: readonly string[];
};

/** Declares which query keys a loader reads (see RouteLoader.searchKeys). */
export function readsSearch<T>(
  searchKeys: readonly string[],
  loader: (args: LoaderArgs) => Promise<LoaderResult<T>>,
): RouteLoader<T> {
  return Object.assign(loader, { searchKeys });
}

/**
 * The key of a URL's page data: its path and the query keys its loader reads, in the loader's order
 * (a key given twice keeps its first value). Browser, render server and the data endpoint all use it.
 */
export function dataKey(pathname: string, search: string, loader?: RouteLoader): string {
  const keys = loader?.searchKeys;
  if (!keys) return `${pathname}${search}`;
  const from = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of keys) {
    const value = from.get(key);
    if (value !== null && value !== '') kept.set(key, value);
  }
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}

export const loaded = <T,>(data: T): LoaderResult<T> => ({ kind: 'data', data });
export const notFound = (): LoaderResult<never> => ({ kind: 'not-found' });

export type RouteDataState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'not-found'; data: undefined; error: undefined }
  | { status: 'error'; data: undefined; error: unknown };

export type RouteData<T> = RouteDataState<T> & {
  /** Loads the page's data again (the 'Coba lagi' of a failed load). */
  reload: () => void;
};

const LOADING: RouteData<never> = { status: 'loading', data: undefined, error: undefined, reload: () => undefined };

export const RouteDataContext = createContext<RouteData<unknown>>(LOADING);

/** The data of the page being shown, as its loader returned it. */
export function useRouteData<T>(): RouteData<T> {
  return useContext(RouteDataContext) as RouteData<T>;
}
