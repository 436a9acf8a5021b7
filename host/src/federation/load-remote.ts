import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  REMOTE_NAMES,
  retryOnce,
  routesModuleId,
  type AppConfig,
  type RemoteModules,
  type RemoteName,
} from '@niec/shared';

/**
 * The one place the host talks to the Module Federation runtime. Remotes are registered from
 * /config.json at run time (nothing is compiled in), and jest mocks this module.
 */
export function registerRemotesFromConfig(config: AppConfig): void {
  registerRemotes(
    REMOTE_NAMES.map((name) => ({ name, entry: config.remotes[name] })),
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

/** Starts downloading a remote's entry and routes module without rendering it (link prefetch). */
export function prefetchRemote(remote: RemoteName): void {
  loadRemoteRoutes(remote).catch(() => {
    // A failed prefetch is harmless: the real navigation shows the fallback.
  });
}
