import {
  createElement,
  useState,
  useSyncExternalStore,
  type ComponentPropsWithoutRef,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router-dom';

// Set by the host right before it hydrates the render server's HTML (docs/decisions/007-hydrate-less.md).
// Everywhere else (the server, a static host, a test that hydrates by itself) StaticHtml renders its children.
let keepingServerHtml = false;

/** Called by the host once, right before hydrateRoot: StaticHtml may keep the server's HTML from now on. */
export function keepServerHtml(): void {
  keepingServerHtml = true;
}

const noSubscription = () => () => undefined;
// One object for every render: React compares the prop by identity, so it never writes innerHTML.
const SERVER_HTML = { __html: '' };

type StaticTag = 'div' | 'section' | 'article' | 'header' | 'footer' | 'aside' | 'nav' | 'ul' | 'dl' | 'p';

export type StaticHtmlProps<T extends StaticTag> = { as?: T; children: ReactNode } & Omit<
  ComponentPropsWithoutRef<T>,
  'children' | 'dangerouslySetInnerHTML' | 'onClick'
>;

/** A click on a same-site link that the browser would follow: handed to the router, as a Link does. */
function routerPath(event: MouseEvent<HTMLElement>): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Content that never changes once drawn (a guide's text, the footer): the server's HTML, kept as it is and
 * never hydrated, so React spends no time on it before the page answers (docs/decisions/007-hydrate-less.md).
 * Only its own element is hydrated; React leaves its children alone (a prop it takes as the element's inner
 * HTML, which hydration neither compares nor writes). Mounted in the browser (a client navigation, a static
 * host) it renders its children as usual. Its children must need no script: no handler, no state, nothing
 * that changes while the element stays mounted (give it a key for content of another record). Same-site links
 * in it still navigate in the page: a click on one is handed to the router.
 */
export function StaticHtml<T extends StaticTag = 'div'>({ as, children, ...props }: StaticHtmlProps<T>) {
  // True only while React hydrates this element (and on the server, where keepingServerHtml is never set).
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [keep] = useState(() => hydrating && keepingServerHtml);
  const navigate = useNavigate();
  const tag: StaticTag = as ?? 'div';
  if (!keep) return createElement(tag, props, children);
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const path = routerPath(event);
    if (path === null) return;
    event.preventDefault();
    void navigate(path);
  };
  return createElement(tag, {
    ...props,
    onClick,
    suppressHydrationWarning: true,
    dangerouslySetInnerHTML: SERVER_HTML,
  });
}
