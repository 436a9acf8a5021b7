import { getCachedApiClient, parseConfig, setConfig, type AppConfig, type RemoteName } from '@niec/shared';
import { registerRemotesFromConfig } from '../federation/load-remote';
import { memoizeReads } from './api-memo';
import type { PageAssets } from './document';

/** What the render server gives a worker generation (host/server): one config and the files it serves. */
export interface RenderSetup {
  /** The whole runtime config file, server-only keys included. */
  config: Record<string, unknown>;
  /** The browser's part of the config (served as /config.json and in every page). */
  browserConfig: Record<string, unknown>;
  /** host/dist/index.html, the document every page is rendered into. */
  template: string;
  /** The host's own stylesheets (its layout), in every page. */
  hostStyles: string[];
  /**
   * The text of each stylesheet a page may need first, by the URL the document names it with (`/575.css` for the
   * host's, the full URL for a remote's): put inline in the head, so nothing stands between the document and its
   * first paint (docs/decisions/012-critical-path.md). A file missing here is linked instead.
   */
  styles?: Record<string, string>;
  /** Per remote: its base URL and the files of each page (page-assets.json beside its manifest). */
  remoteAssets: Partial<Record<RemoteName, PageAssets>>;
  /** Identifies the code this generation renders with (host build and remote versions), part of the ETag. */
  version: string;
  /** The instance's shared cache of API reads (host/server/api-cache.ts); none when it is turned off. */
  apiCacheUrl?: string;
}

let setup: RenderSetup | null = null;
let serverConfig: AppConfig | null = null;

/** Called once per worker: the config this generation renders with. */
export function configure(next: RenderSetup): void {
  setup = next;
  const raw = next.config;
  // Server-side calls may use an internal address of the API.
  const serverApiBaseUrl =
    typeof raw.serverApiBaseUrl === 'string' && raw.serverApiBaseUrl ? raw.serverApiBaseUrl : null;
  // Markup keeps the public apiBaseUrl (images, the contact form, the map embeds); only the server's own
  // calls go to the internal address.
  serverConfig = {
    ...parseConfig(raw),
    ...(serverApiBaseUrl ? { serverApiBaseUrl } : {}),
    ...(next.apiCacheUrl ? { serverApiCacheUrl: next.apiCacheUrl } : {}),
  };
  setConfig(serverConfig);
  // The worker keeps the list answers it parsed while the instance's read cache still holds them.
  if (serverConfig.serverApiCacheUrl) memoizeReads(getCachedApiClient());
  // Each remote's server build takes its public path from here (build/server-public-path-plugin.mjs).
  (globalThis as { __NIEC_REMOTE_BASES__?: Record<string, string> }).__NIEC_REMOTE_BASES__ = Object.fromEntries(
    Object.entries(serverConfig.remotes).map(([name, manifestUrl]) => [name, new URL('.', manifestUrl).href]),
  );
  registerRemotesFromConfig(serverConfig, 'server');
}

/** This worker's setup and parsed config; throws before configure(). */
export function currentSetup(): { setup: RenderSetup; config: AppConfig } {
  if (!setup || !serverConfig) throw new Error('render() before configure()');
  return { setup, config: serverConfig };
}

export function renderTimeoutMs(): number {
  const value = setup?.config.renderTimeoutMs;
  return typeof value === 'number' && value > 0 ? value : 1500;
}

const DATA_LIMIT_CAP_MS = 6000;

/**
 * How long the server waits for a page's data, and for each late part of it (promise fields, late-parts.ts) once the
 * rest is there: four times renderTimeoutMs, but never more than 6 s, so an instance that drains on SIGTERM (9 s,
 * host/server/lifecycle.ts) always finishes a page whole. Data later than this is the page's failed state, with its
 * retry (docs/decisions/011-streamed-parts.md): the server always finishes the page, the browser never loads it again.
 */
export function dataLimitMs(): number {
  return Math.min(renderTimeoutMs() * 4, DATA_LIMIT_CAP_MS);
}
