import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import type { RouteDataState } from './route-data';

/**
 * Data a page loads after its first paint (docs/decisions/005-server-rendering.md): a named part declared on
 * the page's loader (`deferred` in RouteLoader) and read with useDeferredData(name). It takes the page's one
 * data path: once the browser has painted the page, the host asks the render server for the part (its data
 * request, which runs the part's loader there), or, on a static host, runs the part's loader in the browser.
 * The server never loads it before it renders, so it is never in the HTML.
 */
export interface DeferredDataSource {
  subscribe: (listener: () => void) => () => void;
  /** The part's state for the page being shown; undefined until it is asked for. */
  get: (name: string) => RouteDataState<unknown> | undefined;
  /** Asks for the part once (the host keeps it with the page's data). */
  load: (name: string) => void;
}

const NEVER: DeferredDataSource = {
  subscribe: () => () => undefined,
  get: () => undefined,
  load: () => undefined,
};

export const DeferredDataContext = createContext<DeferredDataSource>(NEVER);

const LOADING: RouteDataState<never> = { status: 'loading', data: undefined, error: undefined };

type IdleWindow = Window & {
  requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** Runs `task` once the browser is idle after the first paint, so it never competes with it. */
export function afterFirstPaint(task: () => void): () => void {
  const w = window as IdleWindow;
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    if (w.requestIdleCallback) idle = w.requestIdleCallback(task, { timeout: 2000 });
    else timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (idle !== undefined) w.cancelIdleCallback?.(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/** A part of the page's data that is loaded after the first paint: 'loading' on the server and until then. */
export function useDeferredData<T>(name: string): RouteDataState<T> {
  const source = useContext(DeferredDataContext);
  const state = useSyncExternalStore(
    source.subscribe,
    () => source.get(name),
    () => undefined,
  );
  useEffect(() => afterFirstPaint(() => source.load(name)), [source, name]);
  return (state ?? LOADING) as RouteDataState<T>;
}
