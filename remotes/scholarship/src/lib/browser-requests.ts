/**
 * Request sharing, in the browser only. On a static host the host runs this remote's loaders in the
 * browser, on every query change of a page (each filter tick, each page of the list): master data (the
 * filter option lists) is asked for once per page view. A shared request is not cancelled by one of its
 * callers (each caller drops an answer it no longer wants). On the server (no window) every call loads
 * afresh with the caller's signal (the render server's read cache shares answers there), so no visitor
 * is ever given another visitor's answer.
 */
type Load<T> = (signal: AbortSignal | undefined) => Promise<T>;

const inBrowser = (): boolean => typeof window !== 'undefined';

const kept = new Map<string, Promise<unknown>>();

/** Keeps a successful answer for `key` for the rest of the page view (master data); a failure is not kept. */
export function keepForPageView<T>(key: string, signal: AbortSignal | undefined, load: Load<T>): Promise<T> {
  if (!inBrowser()) return load(signal);
  const known = kept.get(key) as Promise<T> | undefined;
  if (known) return known;
  const promise = load(undefined);
  kept.set(key, promise);
  promise.catch(() => void kept.delete(key));
  return promise;
}
