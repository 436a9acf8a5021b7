import { useContext, useSyncExternalStore } from 'react';
// From the package's main entry, the singleton the host shares: this entry is bundled into each remote's page.
import { HeadCollectorContext } from '@niec/shared';

/**
 * In the browser, the origin of the page's canonical link (the server's origin, so hydration matches the
 * server's links; on client navigation the canonical link is this location's), else this location's; on
 * the server without a render's head collector, none.
 */
function documentOrigin(): string {
  if (typeof document === 'undefined') return '';
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  return new URL(canonical || window.location.href).origin;
}

const subscribeNever = () => () => undefined;

/**
 * The origin of the site's absolute URLs: on the server the request's (HeadCollector.origin, set by the render
 * server, host/src/render/render.tsx), in the browser the document's; '' when it is not known.
 */
export function useSiteOrigin(): string {
  const server = useContext(HeadCollectorContext)?.origin;
  return useSyncExternalStore(subscribeNever, documentOrigin, () => server ?? documentOrigin());
}
