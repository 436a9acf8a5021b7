import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { endServerView, markRootHydrated } from '@niec/shared';
import { HostRuntimeProvider, type HostRuntime } from './data/host-runtime';
import { AppRoutes } from './routes';

/**
 * Scrolls to the top on navigation, as a multi-page site would. The first navigation also ends the server's view:
 * components mounted from then on render as hydrated at once (useHydrated).
 */
function ScrollToTop() {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    window.scrollTo(0, 0);
    if (pathname !== first.current) endServerView();
  }, [pathname]);
  return null;
}

/**
 * Marks the document once the browser has taken it over (tests wait for it before they click), and tells the pages
 * loaded from now on (withSanitizer) that the root is hydrated. (The press contract is told by the page's boundary:
 * PageCommitted in federation/remote-page.tsx.)
 */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    markRootHydrated();
  }, []);
  return null;
}

/** The site inside a router: BrowserRouter in the browser (bootstrap.tsx), StaticRouter on the server. */
export function App({ runtime }: { runtime: HostRuntime }) {
  return (
    <HostRuntimeProvider runtime={runtime}>
      <ScrollToTop />
      <HydrationMarker />
      <AppRoutes />
    </HostRuntimeProvider>
  );
}
