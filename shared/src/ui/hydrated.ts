import { startTransition, useEffect, useState } from 'react';
import { renderedByTheServer } from '../data/boot';

let viewEnded = false;

/**
 * True while the browser shows the document the render server wrote (it carries the boot data) and no client
 * navigation has happened yet, and always on the server: what a component mounts with there must match the
 * server's HTML. False on a static host, after a client navigation and in tests that render by themselves.
 */
const inServerView = () => typeof document === 'undefined' || (!viewEnded && renderedByTheServer());

/**
 * In the browser, while it shows the render server's document and no client navigation has happened: what the
 * first page renders now must meet the server's HTML, and what the server already rendered need not be redone.
 */
export const browserInServerView = (): boolean => typeof document !== 'undefined' && inServerView();

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
