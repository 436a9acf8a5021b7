import { createElement, type ComponentPropsWithoutRef, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { SERVER_HTML_KEPT, useServerHtmlKept } from './server-html';

type StaticTag = 'div' | 'section' | 'article' | 'header' | 'footer' | 'aside' | 'nav' | 'ul' | 'dl' | 'p';

export type StaticHtmlProps<T extends StaticTag> = { as?: T; children: ReactNode } & Omit<
  ComponentPropsWithoutRef<T>,
  'children' | 'dangerouslySetInnerHTML' | 'onClick'
>;

/** A click on a same-site link that the browser would follow: handed to the router, as a Link does. */
function routerPath(event: MouseEvent<HTMLElement>): string | null {
  const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
  if (!anchor || event.defaultPrevented || event.button || event.metaKey || event.altKey || event.ctrlKey) return null;
  if (event.shiftKey || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  return anchor.origin === window.location.origin ? anchor.pathname + anchor.search + anchor.hash : null;
}

/**
 * Content that never changes once drawn (a guide's text, the footer): the server's HTML, kept as it is and
 * never hydrated, so React spends no time on it before the page answers (docs/decisions/008-hydrate-less.md).
 * Only its own element is hydrated; React leaves its children alone (a prop it takes as the element's inner
 * HTML, which hydration neither compares nor writes). Mounted in the browser (a client navigation, a static
 * host) it renders its children as usual. Its children must need no script: no handler, no state, nothing
 * that changes while the element stays mounted (give it a key for content of another record). Same-site links
 * in it still navigate in the page: a click on one is handed to the router.
 */
export function StaticHtml<T extends StaticTag = 'div'>({ as, children, ...props }: StaticHtmlProps<T>) {
  // Kept for the element's whole life: its children are what the server rendered the HTML from.
  const keep = useServerHtmlKept();
  const navigate = useNavigate();
  const tag: StaticTag = as ?? 'div';
  if (!keep) return createElement(tag, props, children);
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const path = routerPath(event);
    if (path !== null) {
      event.preventDefault();
      void navigate(path);
    }
  };
  return createElement(tag, { ...props, onClick, ...SERVER_HTML_KEPT });
}
