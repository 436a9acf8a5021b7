// Typed access to the static server `npm start` uses, for tests that stop and restart a remote.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export interface StaticServer {
  close(): Promise<void>;
}

interface StaticServerModule {
  startStaticServer(options: {
    root: string;
    port: number;
    spa?: boolean;
    cors?: boolean;
    config?: unknown;
  }): Promise<StaticServer>;
}

export const repoRoot = path.resolve(__dirname, '..', '..');

export async function startStaticServer(
  root: string,
  port: number,
  options: { spa?: boolean; config?: unknown } = {},
): Promise<StaticServer> {
  const url = pathToFileURL(path.join(repoRoot, 'scripts/lib/static-server.mjs')).href;
  const mod = (await import(url)) as StaticServerModule;
  return mod.startStaticServer({
    root,
    port,
    cors: !options.spa,
    spa: options.spa ?? false,
    config: options.config ?? null,
  });
}
