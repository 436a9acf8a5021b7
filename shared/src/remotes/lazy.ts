import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Runs a loader, and once more after a short pause if it fails (a flaky chunk download). */
export async function retryOnce<T>(load: () => Promise<T>, delayMs = 400): Promise<T> {
  try {
    return await load();
  } catch {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    return load();
  }
}

/** React.lazy for a page chunk, retried once before it fails into the error boundary. */
export function lazyPage<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => retryOnce(load));
}
