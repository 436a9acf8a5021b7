import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  REMOTE_NAMES,
  retryOnce,
  routesModuleId,
  type AppConfig,
  type PageComponent,
  type RemoteModules,
  type RemoteName,
} from '@niec/shared';
import { matchRoute } from '@niec/shared/routes';

/**
 * The script the browser loads for a remote: the remoteEntry.js beside the manifest /config.json names (every
 * remote's build writes both, docs/architecture.md). The render server reads the manifest; the browser needs only
 * the entry, so it asks for nothing before it (the host's runtime is built without manifest support).
 */
export function browserEntry(manifestUrl: string): string {
  return manifestUrl.endsWith('.json') ? new URL('remoteEntry.js', manifestUrl).href : manifestUrl;
}

/**
 * The one place the host talks to the Module Federation runtime. Remotes are registered from
 * /config.json at run time (nothing is compiled in), and jest mocks this module. The render server's runtime
 * reads the manifests (where each remote's server build is); the browser's loads the entries.
 */
export function registerRemotesFromConfig(config: AppConfig, side: 'browser' | 'server'): void {
  const entry = side === 'browser' ? browserEntry : (manifestUrl: string) => manifestUrl;
  registerRemotes(
    REMOTE_NAMES.map((name) => ({ name, entry: entry(config.remotes[name]) })),
    { force: true },
  );
}

export async function loadRemoteRoutes<R extends RemoteName>(remote: R): Promise<RemoteModules[R]> {
  // A failed download is tried once more before the error boundary shows the fallback.
  const mod = await retryOnce(() => loadRemote<RemoteModules[R]>(routesModuleId(remote)));
  if (!mod || typeof mod !== 'object' || !('pages' in mod)) {
    throw new Error(`Remote "${remote}" did not expose its routes`);
  }
  return mod;
}

/**
 * Starts downloading what a link's target page needs (the remote's entry, its routes module and the
 * page chunk) on hover or focus, so the navigation that follows shows the page without a loading flash.
 */
export function prefetchPath(to: string): void {
  const pathname = to.split(/[?#]/)[0] ?? to;
  const route = matchRoute(pathname);
  if (!route) return;
  loadRemoteRoutes(route.remote)
    .then((mod) => (mod.pages as Partial<Record<string, PageComponent>>)[route.page]?.preload?.())
    .catch(() => {
      // A failed prefetch is harmless: the real navigation shows the fallback.
    });
}
