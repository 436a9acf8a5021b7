import { useState, useSyncExternalStore } from 'react';
import { renderedByTheServer } from '../data/boot';

const noSubscription = () => () => undefined;

/**
 * Spread on an element whose server HTML is kept (useServerHtmlKept): one object for every render, so React,
 * which compares the prop by identity, never writes innerHTML with it, and hydration neither compares nor
 * writes an element's inner HTML. No HTML string is ever set through it (docs/decisions/008-hydrate-less.md).
 */
export const SERVER_HTML_KEPT = { suppressHydrationWarning: true, dangerouslySetInnerHTML: { __html: '' } } as const;

/**
 * True while an element should keep the HTML the render server wrote into it instead of rendering its
 * content: from the hydration of the server's document on, as long as `source` (what the server rendered the
 * HTML from) stays the same. False on the server and when mounted in the browser (a client navigation, a
 * static host, a test that hydrates markup of its own): the element renders its content.
 */
export function useServerHtmlKept(source = ''): boolean {
  // True only while React hydrates this element (and on the server, which has no document).
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [serverSource] = useState(() => (hydrating && renderedByTheServer() ? source : null));
  return serverSource === source;
}
