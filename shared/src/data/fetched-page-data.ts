import { useContext, useEffect, useState, type ContextType } from 'react';
import { UNSAFE_DataRouterContext } from 'react-router-dom';
import type { RouteDataState } from './route-data';

/**
 * What a page route's loader gives in the browser (host/src/router/page-data.ts): its data's key and its state,
 * there at once (the server's, or asked for before) or on its way.
 */
export interface BrowserPageData<T = unknown> {
  key: string;
  state: RouteDataState<T> | Promise<RouteDataState<T>>;
}

type DataRouter = NonNullable<ContextType<typeof UNSAFE_DataRouterContext>>['router'];

const WAITING = { status: 'loading', data: undefined, error: undefined } as const;
const FAILED = { status: 'error', data: undefined, error: new Error('No page data') } as const;
let fetches = 0;

/** Runs the route loader of `path` through the page's data router, as a fetcher does (router.fetch). */
function fetchPage<T>(router: DataRouter, path: string): Promise<RouteDataState<T>> {
  return new Promise((resolve) => {
    const key = `niec-fetch-${++fetches}`;
    const unsubscribe = router.subscribe(() => {
      const fetcher = router.getFetcher<BrowserPageData<T>>(key);
      if (fetcher.state !== 'idle') return;
      unsubscribe();
      router.deleteFetcher(key);
      resolve(fetcher.data ? fetcher.data.state : FAILED);
    });
    void router.fetch(key, 'root', path);
  });
}

/**
 * Another URL's page data, without navigating: the page's data router runs that URL's route loader as a navigation
 * would (the render server's `/__data`, or on a static host the loader in this browser), through the router's own
 * fetch. React Router's `useFetcher` does the same, but the hook would add 1.4 KB gzip to every page's first load
 * (the router is a singleton of the federation: build/react-router-dom-shared.mjs). `path` null asks for nothing;
 * a new path asks again. Loading until it comes; an error state when it fails (offline).
 */
export function useFetchedPageData<T>(path: string | null): RouteDataState<T> {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const [settled, setSettled] = useState<{ path: string; state: RouteDataState<T> } | null>(null);
  useEffect(() => {
    if (!path || !router) return;
    let current = true;
    fetchPage<T>(router, path).then(
      (state) => current && setSettled({ path, state }),
      (error: unknown) => current && setSettled({ path, state: { status: 'error', data: undefined, error } }),
    );
    return () => {
      current = false;
    };
  }, [path, router]);
  return path && settled?.path === path ? settled.state : WAITING;
}
