import { Component, useEffect, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { loadAsDocument } from '../offline/this-document';
import {
  LoadError,
  pressContractLive,
  type PageComponent,
  type PageProps,
  type RemoteName,
  type RemotePages,
  type RouteLoader,
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
    // After a client navigation, with the service worker there: the page as a document (offline, kept or the offline
    // page; online, the server's render). Never the document this page view began with, so it never loops.
    loadAsDocument();
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

// One load per page for the whole page view (per render worker on the server): a route's `lazy` returns at once
// when its page is here. A failure is forgotten, so the next request, or 'Coba lagi', loads the page afresh.
const pageCache = new Map<string, Promise<ResolvedPage>>();

/** Loads a remote's routes module, the page's chunk and its loader, once. */
export function resolvePage(remote: RemoteName, page: AnyPage): Promise<ResolvedPage> {
  const key = `${remote}:${page}`;
  let pending = pageCache.get(key);
  if (!pending) {
    pending = (async () => {
      const mod = await loadRemoteRoutes(remote);
      const lazyPage = (mod.pages as Partial<Record<AnyPage, PageComponent>>)[page];
      if (!lazyPage) throw new Error(`Remote "${remote}" has no page "${String(page)}"`);
      const Page = lazyPage.preload ? (await lazyPage.preload()).default : lazyPage;
      const loaders: Partial<Record<string, RouteLoader>> | undefined = mod.loaders;
      return { Page, loader: loaders?.[page] };
    })();
    pageCache.set(key, pending);
    pending.catch(() => pageCache.delete(key));
  }
  return pending;
}

/**
 * Inside the page's boundary, after the page: its effect runs once React has committed that boundary (hydrated it),
 * after the refs of every control in it, so every PressButton there has told the press contract it is ready. Then
 * the contract may carry out a kept press on a control nobody claims (docs/decisions/009-presses-before-hydration.md):
 * an event, not a timer.
 */
export function PageCommitted() {
  useEffect(() => {
    pressContractLive();
  }, []);
  return null;
}
