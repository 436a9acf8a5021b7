import { Suspense, use, useCallback, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import { useLoaderData, useRevalidator } from 'react-router-dom';
import { Loading, RouteDataContext, usePageMeta, type RouteData, type RouteDataState } from '@niec/shared';
import type { SiteRoute } from '@niec/shared/routes';
import { PageCommitted, RemoteErrorBoundary, resolvePage, type ResolvedPage } from '../federation/remote-page';
import { OFFLINE_HEADER } from '../offline/names';
import { loadAsDocument } from '../offline/this-document';
import { forgetPageData, LOADING_STATE, previousPageData, type PageData, type Tracked } from './page-data';

const NO_DATA: PageData = { key: '', state: { status: 'success', data: undefined, error: undefined } };

/** Sets the route's own title; a page that knows better (an article) overrides it after. */
function RouteMeta({ route }: { route: SiteRoute }) {
  usePageMeta({ title: route.title, description: route.description });
  return null;
}

/**
 * The frame every remote page renders in, the same on both sides and for the shell the server could not fill: the
 * route's meta, an error boundary with a retry, one Suspense boundary, and the press contract's commit mark after
 * the page, so the Suspense boundaries and `useId`s of the server's tree and the browser's are the same.
 */
function PageFrame({ route, onRetry, children }: { route: SiteRoute; onRetry: () => void; children: ReactNode }) {
  return (
    <>
      <RouteMeta route={route} />
      <RemoteErrorBoundary remote={route.remote} onRetry={onRetry}>
        <Suspense fallback={<Loading />}>
          {children}
          <PageCommitted />
        </Suspense>
      </RemoteErrorBoundary>
    </>
  );
}

/**
 * The page's data state: the loader's, or while the loader's promise is on its way, the data last shown for the same
 * path (a list's previous page or filter stays on screen) or the loading state.
 */
function usePageState({ key, state }: PageData): RouteDataState<unknown> {
  const [, settled] = useReducer((n: number) => n + 1, 0);
  const pending = state instanceof Promise ? (state as Tracked) : null;
  // Whether this render showed the data: if not, the page renders again once it is in, even when it came between
  // this render and its effect (then the callback runs at once, in the next microtask).
  const shown = pending?.status === 'fulfilled';
  useEffect(() => {
    if (pending && !shown) void pending.then(settled);
  }, [pending, shown]);
  if (!pending) return state as RouteDataState<unknown>;
  if (pending.status === 'fulfilled') return pending.value!;
  return previousPageData(key) ?? LOADING_STATE;
}

/**
 * The load of a page whose remote failed when its route was first loaded, one per route until 'Coba lagi': `use()`
 * needs the same promise on every render, or each render would start a load of its own and never settle.
 */
const pageLoads = new Map<string, Promise<ResolvedPage>>();

function loadPage(route: SiteRoute): Promise<ResolvedPage> {
  let load = pageLoads.get(route.id);
  if (!load) {
    load = resolvePage(route.remote, route.page);
    pageLoads.set(route.id, load);
  }
  return load;
}

/** A remote's page with its route's data in the route-data context (useRouteData), so no remote knows the router. */
function PageWithData({ route, page: given }: { route: SiteRoute; page?: ResolvedPage }) {
  // A page whose remote failed when its route was first loaded is loaded here; a failure reaches the frame's
  // error boundary, whose 'Coba lagi' renders this again (resolvePage forgets a failure).
  const page = given ?? use(loadPage(route));
  const loaded = useLoaderData<PageData | undefined>() ?? NO_DATA;
  const revalidator = useRevalidator();
  const state = usePageState(loaded);
  const { key } = loaded;
  const reload = useCallback(() => {
    forgetPageData(key);
    void revalidator.revalidate();
  }, [key, revalidator]);
  const value = useMemo<RouteData<unknown>>(() => ({ ...state, reload }), [state, reload]);
  const offline = state.status === 'error' && (state.error as Error | undefined)?.message === OFFLINE_HEADER;
  useEffect(() => {
    if (offline) loadAsDocument();
  }, [offline]);
  const { Page } = page;
  return (
    <RouteDataContext.Provider value={value}>
      <Page standalone={route.layout === 'standalone'} />
    </RouteDataContext.Provider>
  );
}

/** A route's page, in its frame. */
export function PageRoute({ route, page }: { route: SiteRoute; page?: ResolvedPage }) {
  const revalidator = useRevalidator();
  return (
    <PageFrame
      route={route}
      onRetry={() => {
        pageLoads.delete(route.id);
        void revalidator.revalidate();
      }}
    >
      {page ? <PageWithData route={route} page={page} /> : <PageWithData route={route} />}
    </PageFrame>
  );
}

/**
 * A route whose page the server could not render (its remote not there in time): its frame with the loading state,
 * sent by the server and hydrated as it is by the browser, which then loads the route.
 */
export function ShellOnlyPage({ route }: { route: SiteRoute }) {
  return (
    <PageFrame route={route} onRetry={() => window.location.reload()}>
      <Loading />
    </PageFrame>
  );
}
