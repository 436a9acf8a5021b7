import {
  Component,
  lazy,
  Suspense,
  useCallback,
  useState,
  type ComponentType,
  type ErrorInfo,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import {
  Loading,
  StatusMessage,
  uiClasses,
  type PageComponent,
  type PageProps,
  type RemotePages,
  type RemoteName,
} from '@niec/shared';
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
      <StatusMessage
        tone="error"
        title={`Maaf, ${REMOTE_LABELS[this.props.remote]} sedang tidak dapat dimuat.`}
        action={
          <button type="button" className={uiClasses.button} onClick={this.retry}>
            Coba lagi
          </button>
        }
      >
        <p>Periksa koneksi internet Anda, lalu coba lagi. Bagian lain situs tetap dapat digunakan.</p>
      </StatusMessage>
    );
  }
}

type AnyPage = RemotePages[RemoteName];

// One lazy component per page for the whole session, so returning to a page shows it at once.
const pageCache = new Map<string, LazyExoticComponent<ComponentType<PageProps>>>();

function getRemotePage(remote: RemoteName, page: AnyPage) {
  const key = `${remote}:${page}`;
  let Page = pageCache.get(key);
  if (!Page) {
    Page = createRemotePage(remote, page);
    pageCache.set(key, Page);
  }
  return Page;
}

function createRemotePage(remote: RemoteName, page: AnyPage) {
  return lazy(async () => {
    const mod = await loadRemoteRoutes(remote);
    const Page = (mod.pages as Partial<Record<AnyPage, PageComponent>>)[page];
    if (!Page) throw new Error(`Remote "${remote}" has no page "${String(page)}"`);
    // Remote pages are lazy themselves, and React.lazy must resolve to a function component.
    const RemoteRoute = (props: PageProps) => <Page {...props} />;
    return { default: RemoteRoute };
  });
}

/** Mounts one page of a remote behind Suspense and an error boundary with a retry. */
export function RemotePage({ remote, page, ...pageProps }: { remote: RemoteName; page: AnyPage } & PageProps) {
  const [attempt, setAttempt] = useState(0);
  const Page = getRemotePage(remote, page);
  const retry = useCallback(() => {
    // React.lazy caches a rejected load, so a retry needs a fresh lazy component.
    pageCache.delete(`${remote}:${page}`);
    setAttempt((n) => n + 1);
  }, [remote, page]);
  return (
    <RemoteErrorBoundary key={`${remote}:${page}:${attempt}`} remote={remote} onRetry={retry}>
      <Suspense fallback={<Loading />}>
        {/* eslint-disable-next-line react-hooks/static-components -- Page comes from a module-level cache, stable across renders */}
        <Page {...pageProps} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
