import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * The site's public origin on the server (the render server's request origin, host/src/server/render.tsx),
 * which the page's canonical link also uses. In the browser there is no provider: the origin is read from
 * the document.
 */
export const SiteOriginContext = createContext<string | null>(null);

/**
 * In the browser, the origin of the page's canonical link (the server's origin, so hydration matches the
 * server's links; on client navigation the canonical link is this location's), else this location's; on
 * the server without a provider, none.
 */
function documentOrigin(): string {
  if (typeof document === 'undefined') return '';
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  return new URL(canonical || window.location.href).origin;
}

const subscribeNever = () => () => undefined;

/** The origin of the site's absolute URLs: '' when it is not known (a server render without a provider). */
export function useSiteOrigin(): string {
  const server = useContext(SiteOriginContext);
  return useSyncExternalStore(subscribeNever, documentOrigin, () => server ?? documentOrigin());
}
