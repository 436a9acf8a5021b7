import {
  Component,
  Suspense,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { useLocation, useParams } from 'react-router-dom';
import {
  dataKey,
  DeferredDataContext,
  Loading,
  LoadError,
  pressContractLive,
  RouteDataContext,
  useHydrated,
  type DeferredDataSource,
  type PageComponent,
  type PageProps,
  type RemoteName,
  type RemotePages,
  type RouteData,
  type RouteLoader,
} from '@niec/shared';
import { LOADING_ENTRY, type Entry } from '../data/route-data-store';
import { useHostRuntime } from '../data/host-runtime';
import { loadRemoteRoutes } from './load-remote';

const REMOTE_LABELS: Record<RemoteName, string> = {
  content: 'halaman informasi',
  scholarship: 'halaman beasiswa dan study tour',
  careers: 'halaman karier',
  shop: 'toko merchandise',
};

interface BoundaryProps {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

interface BoundaryState {
  error: Error | null;
}

/** Catches a remote that cannot load (server down, chunk error) so only its routes fail. */
export class RemoteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Remote "${this.props.remote}" failed to load`, error, info.componentStack);
  }

  private readonly retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return (
      <LoadError
        title={`Maaf, ${REMOTE_LABELS[this.props.remote]} sedang tidak dapat dimuat.`}
        message="Periksa koneksi internet Anda, lalu coba lagi. Bagian lain situs tetap dapat digunakan."
        onRetry={this.retry}
      />
    );
  }
}

type AnyPage = RemotePages[RemoteName];

/** A remote page ready to render: its component and its loader, if it has one. */
export interface ResolvedPage {
  Page: ComponentType<PageProps>;
  loader: RouteLoader | undefined;
}

// One load per page for the whole page view (per render worker on the server), so returning to a page shows
// it at once, and a page that the server or the entry script already loaded renders without suspending:
// React's use() reads a settled promise's status synchronously, so hydration meets the same tree.
const pageCache = new Map<string, Promise<ResolvedPage>>();

/** Writes the fields React's use() reads to take a settled promise's result without suspending. */
function trackSettlement<T>(promise: Promise<T>): void {
  const fields = promise as unknown as { status: string; value?: T; reason?: unknown };
  fields.status = 'pending';
  promise.then(
    (value) => {
      fields.status = 'fulfilled';
      fields.value = value;
    },
    (reason: unknown) => {
      fields.status = 'rejected';
      fields.reason = reason;
    },
  );
}

/**
 * Loads a remote's routes module, the page's chunk and its loader, once. A failure stays until 'Coba lagi'
 * forgets it (so React shows the error instead of trying again on every render); the server, which renders
 * each request afresh, passes `retryFailed` to try a failed remote again on the next request.
 */
export function resolvePage(remote: RemoteName, page: AnyPage, retryFailed = false): Promise<ResolvedPage> {
  const key = `${remote}:${page}`;
  let pending = pageCache.get(key);
  if (pending && retryFailed && (pending as { status?: string }).status === 'rejected') pending = undefined;
  if (!pending) {
    const promise: Promise<ResolvedPage> = (async () => {
      const mod = await loadRemoteRoutes(remote);
      const lazyPage = (mod.pages as Partial<Record<AnyPage, PageComponent>>)[page];
      if (!lazyPage) throw new Error(`Remote "${remote}" has no page "${String(page)}"`);
      const Page = lazyPage.preload ? (await lazyPage.preload()).default : lazyPage;
      const loaders: Partial<Record<string, RouteLoader>> | undefined = mod.loaders;
      const loader = loaders?.[page];
      return { Page, loader };
    })();
    trackSettlement(promise);
    pending = promise;
    pageCache.set(key, pending);
  }
  return pending;
}

/** Forgets a failed page so 'Coba lagi' loads it afresh. */
function forgetPage(remote: RemoteName, page: AnyPage): void {
  pageCache.delete(`${remote}:${page}`);
}

const NO_DATA: Entry = { status: 'success', data: undefined, error: undefined };

/** The page's loader data for the current URL, from the store; loads it when the store lacks it. */
function usePageData(loader: RouteLoader | undefined): RouteData<unknown> {
  const runtime = useHostRuntime();
  const location = useLocation();
  const params = useParams();
  const key = dataKey(location.pathname, location.search, loader);
  const stored = useSyncExternalStore(
    runtime.store.subscribe,
    () => runtime.store.get(key),
    () => runtime.store.get(key),
  );
  const load = useCallback(
    (force: boolean) => {
      if (!loader) return;
      void runtime.store.load(
        key,
        () => runtime.fetchData({ key, params, searchParams: new URLSearchParams(location.search), loader }),
        force,
      );
    },
    // params and search are parts of key
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [runtime, key, loader],
  );
  useEffect(() => {
    if (loader && !runtime.store.get(key)) load(false);
  }, [runtime, key, loader, load]);
  const reload = useCallback(() => load(true), [load]);

  // While a new query of the same page loads (a filter, the next page of a list), the previous result stays
  // on screen instead of a spinner; another path starts from its loading state.
  let entry: Entry = loader ? (stored ?? LOADING_ENTRY) : NO_DATA;
  if (entry.status === 'loading') entry = runtime.store.previous(key) ?? entry;
  return { ...entry, reload };
}

/** The store's key of a part of a page's data loaded after first paint (apart from the pages' own keys). */
const deferredKey = (key: string, part: string) => `deferred:${part}:${key}`;

/** The parts of the page's data it loads after its first paint (useDeferredData), through the same data path. */
function useDeferredSource(loader: RouteLoader | undefined): DeferredDataSource {
  const runtime = useHostRuntime();
  const location = useLocation();
  const params = useParams();
  const key = `${location.pathname}${location.search}`;
  return useMemo<DeferredDataSource>(
    () => ({
      subscribe: runtime.store.subscribe,
      get: (part) => runtime.store.get(deferredKey(key, part)),
      load: (part) => {
        const partLoader = loader?.deferred?.[part];
        if (!partLoader) return;
        void runtime.store.load(deferredKey(key, part), () =>
          runtime.fetchData({
            key,
            params,
            searchParams: new URLSearchParams(location.search),
            loader: partLoader,
            part,
          }),
        );
      },
    }),
    // params and search are parts of key
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [runtime, key, loader],
  );
}

function ResolvedRemotePage({ remote, page, pageProps }: { remote: RemoteName; page: AnyPage; pageProps: PageProps }) {
  const { Page, loader } = use<ResolvedPage>(resolvePage(remote, page));
  const data = usePageData(loader);
  const deferred = useDeferredSource(loader);
  return (
    <RouteDataContext.Provider value={data}>
      <DeferredDataContext.Provider value={deferred}>
        <Page {...pageProps} />
      </DeferredDataContext.Provider>
    </RouteDataContext.Provider>
  );
}

/** What the server sent for a URL it could not render: the loading state, until the browser renders it. */
function ClientRenderedPage({ children }: { children: ReactNode }) {
  const runtime = useHostRuntime();
  const location = useLocation();
  const hydrated = useHydrated();
  if (!hydrated && runtime.shellOnly.has(`${location.pathname}${location.search}`)) return <Loading />;
  return children;
}

/**
 * Inside the page's boundary, after the page: its effect runs once React has committed that boundary (hydrated it),
 * after the refs of every control in it, so every PressButton there has told the press contract it is ready. Then
 * the contract may carry out a kept press on a control nobody claims (docs/decisions/009-presses-before-hydration.md):
 * an event, not a timer.
 */
function PageCommitted() {
  useEffect(() => {
    pressContractLive();
  }, []);
  return null;
}

/** Mounts one page of a remote behind Suspense and an error boundary with a retry. */
export function RemotePage({ remote, page, ...pageProps }: { remote: RemoteName; page: AnyPage } & PageProps) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    forgetPage(remote, page);
    setAttempt((n) => n + 1);
  }, [remote, page]);
  return (
    <RemoteErrorBoundary key={`${remote}:${page}:${attempt}`} remote={remote} onRetry={retry}>
      <Suspense fallback={<Loading />}>
        <ClientRenderedPage>
          <ResolvedRemotePage remote={remote} page={page} pageProps={pageProps} />
        </ClientRenderedPage>
        <PageCommitted />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
