import { act, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

/**
 * Renders an element as the render server does (to HTML), then hydrates that HTML as the browser does,
 * and reports every error and warning React raised on the way (hydration mismatches included).
 * `inspect` sees the hydrated DOM before it is removed again.
 */
export async function renderOnServerThenHydrate(
  element: ReactElement,
  inspect: (container: HTMLElement) => void = () => undefined,
): Promise<{ html: string; problems: string[] }> {
  const problems: string[] = [];
  const error = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    problems.push(args.map(String).join(' '));
  });
  const warn = jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    problems.push(args.map(String).join(' '));
  });
  try {
    const html = renderToString(element);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(() => {
      root = hydrateRoot(container, element, {
        onRecoverableError: (reason) => problems.push(`recoverable: ${String(reason)}`),
      });
      return Promise.resolve();
    });
    try {
      inspect(container);
    } finally {
      act(() => root?.unmount());
      container.remove();
    }
    return { html, problems };
  } finally {
    error.mockRestore();
    warn.mockRestore();
  }
}
