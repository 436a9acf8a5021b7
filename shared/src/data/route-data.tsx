import { createContext, useContext } from 'react';
import type { SearchHit, SearchKind } from '../search';

/**
 * How a page gets its data (docs/decisions/005-server-rendering.md): each remote page may declare a
 * loader next to it. The render server runs the loader before it renders (first load) and again for
 * the browser's data requests on client navigation, and sends only what the page shows; a page reads
 * the result with useRouteData(). Only the static-host fallback runs loaders in the browser.
 */
export interface LoaderArgs {
  /** The request the page is loaded for (React Router's loader request): its URL, method and headers. */
  request: Request;
  /** The route's path parameters (e.g. `slug`). */
  params: Readonly<Record<string, string | undefined>>;
  /** The query of the URL being shown (filters, `page`, `q`): `request.url`'s, read once for the loader. */
  searchParams: URLSearchParams;
  signal: AbortSignal;
  /**
   * The whole site's search (/cari): every remote's records that match, grouped by kind. Given by the host where
   * loaders run (the render server, a static host); a remote's own loader never reads another remote.
   */
  siteSearch?: SiteSearch;
  /**
   * The records of a saved list (/tersimpan), by their saved keys, from every remote's search records. Given by the
   * host where loaders run, as `siteSearch` is.
   */
  savedRecords?: SavedRecords;
}

/** A saved item as a list shows it, from its remote's current record. */
export interface SavedRecord {
  /** `<kind>:<id>` (@niec/shared/saved). */
  key: string;
  title: string;
  href: string;
  meta?: string;
  /** A scholarship whose registration has closed. */
  closed?: boolean;
}

export interface SavedRecordsResult {
  /** The records found, in the order of the keys asked for. */
  records: SavedRecord[];
  /** A remote did not answer in time: a key not found may still exist. */
  incomplete: boolean;
}

export type SavedRecords = (keys: readonly string[], options: { signal: AbortSignal }) => Promise<SavedRecordsResult>;

/** What the site search found for a query (the host's fan-out over every remote's `search`). */
export interface SiteSearchResult {
  /** Every kind, in SEARCH_KINDS' order: how many records matched, and the results of the slice asked for. */
  groups: { kind: SearchKind; count: number; hits: SearchHit[] }[];
  /** A remote did not answer in time: its kinds may be missing. */
  incomplete: boolean;
  /** When nothing matched: a nearby search made of the titles' words, or null. */
  suggestion: string | null;
}

export interface SiteSearchOptions {
  signal: AbortSignal;
  /** The results of a kind the page shows, best first: from `start` up to (not including) `end`. */
  shown: (kind: SearchKind) => { start: number; end: number };
}

export type SiteSearch = (query: string, options: SiteSearchOptions) => Promise<SiteSearchResult>;

export type LoaderResult<T = unknown> =
  /**
   * The page's data. A top-level field may be a promise: a part that comes after the rest (a slow external
   * service), rendered with React Router's `<Await>` inside `Suspense` (docs/decisions/011-streamed-parts.md). The
   * render server sends the page without it and streams it into the same response when it comes, within its time
   * limit; a part that fails or comes too late is a rejected promise, `<Await>`'s `errorElement`.
   */
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
  /**
   * false: the loader's API call changes something (GET /niec-merchandise/tracking/{id} counts a view), so one
   * page view runs it once. The render server then waits for the API's own answer or failure, not only its data
   * time limit (decision 005), and a failure shows the page's error state, whose 'Coba lagi' is the visitor's own
   * choice. Declared as a plain property of the loader
   * (`Object.assign(loader, { repeatable: false })`), so a remote needs nothing new from the shared package at run time.
   */
  readonly repeatable?: boolean;
};

/** Declares which query keys a loader reads (see RouteLoader.searchKeys). */
export function readsSearch<T>(
  searchKeys: readonly string[],
  loader: (args: LoaderArgs) => Promise<LoaderResult<T>>,
): RouteLoader<T> {
  return Object.assign(loader, { searchKeys });
}

/**
 * The key of a URL's page data: its path and the query keys its loader reads, in the loader's order (a key
 * given twice keeps every value, in order: a GET form's checkboxes send `country=AU&country=NZ`). Browser,
 * render server and the data endpoint all use it.
 */
export function dataKey(pathname: string, search: string, loader?: RouteLoader): string {
  const keys = loader?.searchKeys;
  if (!keys) return `${pathname}${search}`;
  const from = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of keys) {
    for (const value of from.getAll(key)) if (value !== '') kept.append(key, value);
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
