import { startTransition, useEffect, useState } from 'react';
import { renderedByTheServer } from '../data/boot';

let viewEnded = false;

/**
 * True while the browser shows the document the render server wrote (it carries the boot data) and no client
 * navigation has happened yet, and always on the server: what a component mounts with there must match the
 * server's HTML. False on a static host, after a client navigation and in tests that render by themselves.
 */
const inServerView = () => typeof document === 'undefined' || (!viewEnded && renderedByTheServer());

let rootHydrated = false;

/** The host calls this once React has committed its root over the render server's document. */
export function markRootHydrated(): void {
  rootHydrated = true;
}

/**
 * In the browser, until React has committed its root over the render server's document: a page loaded now is the
 * page it hydrates, whose HTML the server has already rendered. Anything loaded later (a hover's preload, a client
 * navigation) renders in the browser.
 */
export const beforeHydration = (): boolean => typeof document !== 'undefined' && !rootHydrated && renderedByTheServer();

/** The host calls this on the first client navigation: components mounted from then on start hydrated. */
export function endServerView(): void {
  viewEnded = true;
}

/**
 * False on the server and while the server's document is hydrated, true once the browser has taken over: for a
 * control that is only worth showing with script. The switch is a transition, so React renders what changes in
 * yielding slices after hydration instead of in one synchronous pass that blocks input, as a
 * `useSyncExternalStore` with a server snapshot of its own would (docs/decisions/008-hydrate-less.md). Mounted
 * after a client navigation (or on a static host) it is true from the first render.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => !inServerView());
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
