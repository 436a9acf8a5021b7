import { createContext, useContext, type ReactNode } from 'react';
import type { LoaderResult, RouteLoader } from '@niec/shared';
import type { RouteDataStore } from './route-data-store';

export interface DataRequest {
  /** Path and query of the page, the store's key. */
  key: string;
  params: Readonly<Record<string, string | undefined>>;
  searchParams: URLSearchParams;
  loader: RouteLoader;
  /** A part of the page loaded after its first paint (RouteLoader.deferred): `loader` is that part's. */
  part?: string;
}

/** What the host's pages need from where they run: the render server, the browser after it, or a static host. */
export interface HostRuntime {
  store: RouteDataStore;
  /** Loads a page's data after the first render (client navigation, or a load the server left to the browser). */
  fetchData: (request: DataRequest) => Promise<LoaderResult>;
  /** URLs the server sent as the shell only (a remote or a render failed there): the browser renders them. */
  shellOnly: ReadonlySet<string>;
}

const HostRuntimeContext = createContext<HostRuntime | null>(null);

export function HostRuntimeProvider({ runtime, children }: { runtime: HostRuntime; children: ReactNode }) {
  return <HostRuntimeContext.Provider value={runtime}>{children}</HostRuntimeContext.Provider>;
}

export function useHostRuntime(): HostRuntime {
  const runtime = useContext(HostRuntimeContext);
  if (!runtime) throw new Error('HostRuntimeProvider is missing');
  return runtime;
}

/** Runs a page's loader in this JavaScript context (the static host, and tests). */
export async function runLoader({ key, loader, params, searchParams }: DataRequest): Promise<LoaderResult> {
  const { signal } = new AbortController();
  return loader({ params, searchParams, request: new Request(new URL(key, window.location.href)), signal });
}

/** Asks the render server to run the page's loader (as a server loader does on client navigation). */
export async function fetchFromRenderServer({ key, part }: DataRequest): Promise<LoaderResult> {
  const query = `path=${encodeURIComponent(key)}${part ? `&part=${encodeURIComponent(part)}` : ''}`;
  const response = await fetch(`/__data?${query}`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Data request for ${key}${part ? ` (${part})` : ''} answered ${response.status}`);
  return (await response.json()) as LoaderResult;
}
