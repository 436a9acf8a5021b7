import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { beforeHydration } from '../ui/hydrated';

/** Runs a loader, and once more after a short pause if it fails (a flaky chunk download). */
export async function retryOnce<T>(load: () => Promise<T>, delayMs = 400): Promise<T> {
  try {
    return await load();
  } catch {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    return load();
  }
}

export type PreloadableLazy<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts downloading the page's chunk (link hover/focus), so navigating shows it without a flash. */
  preload: () => Promise<{ default: ComponentType<P> }>;
};

/** React.lazy for a page chunk, retried once before it fails into the error boundary, and preloadable. */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): PreloadableLazy<P> {
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const start = () => {
    pending ??= retryOnce(load).catch((error: unknown) => {
      pending = null; // a later attempt (Coba lagi) may succeed
      throw error;
    });
    return pending;
  };
  return Object.assign(lazy(start), { preload: start });
}

/**
 * A page that renders API HTML, with the sanitiser it needs ('@niec/shared/html', loaded by the remote's own
 * `loadSanitizer`): on the server, on a client navigation and for a preload the page waits for it, so SafeHtml
 * renders the HTML at once. The page the browser loads to hydrate the render server's document does not: SafeHtml
 * keeps the server's HTML, sanitised there with the same rules, and DOMPurify (a download and a parse) stays off
 * the way to hydration. It loads when something mounted later needs it (docs/decisions/008-hydrate-less.md).
 */
export function withSanitizer<T>(page: Promise<T>, loadSanitizer: () => Promise<unknown>): Promise<T> {
  if (beforeHydration()) return page;
  return Promise.all([page, loadSanitizer()]).then(([loaded]) => loaded);
}
