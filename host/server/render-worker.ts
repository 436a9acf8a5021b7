// A render worker (piscina): loads the host's server build once, configured for its generation, and renders
// pages or runs loaders on request. Each generation of workers renders with one set of remote versions; a
// redeployed remote gets a fresh generation (pool.ts), since the federation runtime keeps what it loaded.
import { AsyncLocalStorage } from 'node:async_hooks';
import http from 'node:http';
import https from 'node:https';
import { createRequire } from 'node:module';
import path from 'node:path';
import { BroadcastChannel, workerData } from 'node:worker_threads';
import type { CalendarFile, PageMeta, RemoteName } from '@niec/shared';
import type { ResponsePolicy } from '../src/render/policy';
import type { SitemapUrls } from '../src/render/sitemap-urls';
import type { SiteInlineScripts } from '../src/render/inline-script-shape';
import type { artworkOrigins as ArtworkOrigins, renderCard as RenderCard } from './og/card';
import type { RenderHead, RenderRequest, RenderSetup } from '../src/render/render';
import { endpointOf, METRICS_CHANNEL, REQUEST_ID_HEADER, type ApiFailureReport } from './observability';
import type { RenderMessage, WorkerData, WorkerTask } from './render-worker-protocol';

interface HostServerBundle {
  configure(setup: RenderSetup): Promise<void>;
  render(
    request: RenderRequest,
    sink: { start(head: RenderHead): void; write(chunk: string): void; end(outcome?: { complete: boolean }): void },
  ): Promise<void>;
  loadData(path: string): Promise<{ status: number; body: unknown; policy: ResponsePolicy }>;
  warm(): Promise<string[]>;
  pageMeta(path: string): Promise<{ meta: PageMeta; kind: string | null } | null>;
  sitemapUrls(apiBase: string): Promise<SitemapUrls>;
  inlineScripts(): Promise<SiteInlineScripts>;
  calendarFile(remote: RemoteName, id: string, siteOrigin: string): Promise<CalendarFile | null>;
}

const data = workerData as WorkerData;
const requireFromHere = createRequire(__filename);

/** The page request a task serves: its API calls carry its id (docs/decisions/005-server-rendering.md). */
const currentRequest = new AsyncLocalStorage<string>();
const metrics = new BroadcastChannel(METRICS_CHANNEL);
metrics.unref();
const apiBases = [
  data.setup.apiCacheUrl,
  data.setup.config.serverApiBaseUrl,
  data.setup.config.apiBaseUrl,
  data.setup.config.shippingBaseUrl,
].filter((base): base is string => typeof base === 'string' && base !== '');

/**
 * Every HTTP call of the host's code (its API client is axios on Node's http) gets the request id of the task
 * that made it, and a call to the API that fails is reported to the main thread, which counts it.
 */
function observeCalls(module: typeof http | typeof https): void {
  const original = module.request.bind(module) as (...args: unknown[]) => http.ClientRequest;
  (module as { request: unknown }).request = (...args: unknown[]) => {
    const call = original(...args);
    const requestId = currentRequest.getStore();
    if (requestId && !call.headersSent && !call.hasHeader(REQUEST_ID_HEADER))
      call.setHeader(REQUEST_ID_HEADER, requestId);
    // ClientRequest.host has no port; the Host header has it when it is not the default.
    const host = call.getHeader('host');
    const url = `${call.protocol}//${typeof host === 'string' ? host : call.host}${call.path}`;
    if (!apiBases.some((base) => url.startsWith(base.replace(/\/$/, '')))) return call;
    const report = () =>
      metrics.postMessage({ type: 'api-failure', endpoint: endpointOf(url, apiBases) } satisfies ApiFailureReport);
    call.on('response', (response) => {
      if ((response.statusCode ?? 0) >= 500) report();
    });
    call.on('error', (error: NodeJS.ErrnoException) => {
      // A loader abandoned at the render's time limit is not the API's failure.
      if (error.name !== 'AbortError' && error.code !== 'ABORT_ERR' && error.code !== 'ERR_CANCELED') report();
    });
    return call;
  };
}
observeCalls(http);
observeCalls(https);
let ready: Promise<HostServerBundle> | null = null;

function bundle(): Promise<HostServerBundle> {
  ready ??= (async () => {
    const loaded = requireFromHere(path.join(data.hostDist, 'server', 'render.js')) as HostServerBundle;
    await loaded.configure(data.setup);
    return loaded;
  })();
  return ready;
}

export default function run(task: WorkerTask): Promise<unknown> {
  const requestId = 'requestId' in task ? task.requestId : undefined;
  return requestId ? currentRequest.run(requestId, () => runTask(task)) : runTask(task);
}

async function runTask(task: WorkerTask): Promise<unknown> {
  const host = await bundle();
  if (task.type === 'warm') return host.warm();
  if (task.type === 'inline-scripts') return host.inlineScripts();
  if (task.type === 'data') return host.loadData(task.path);
  if (task.type === 'sitemap') return host.sitemapUrls(task.apiBase);
  if (task.type === 'calendar') return host.calendarFile(task.remote, task.id, task.site);
  if (task.type === 'card') {
    const found = await host.pageMeta(task.path);
    if (!found) return null;
    // Loaded on the first card only (satori, resvg and the fonts are not needed to render pages). A require, not
    // import(): the build bundles it beside this file, and tsx (tests, `npm run dev`) resolves it in a worker too.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { renderCard, artworkOrigins } = require('./og/card') as {
      renderCard: typeof RenderCard;
      artworkOrigins: typeof ArtworkOrigins;
    };
    const { meta, kind } = found;
    return renderCard(
      { title: meta.title, description: meta.description, image: meta.image, kind: kind ?? undefined, site: task.site },
      // The artwork is a URL out of the API's data: fetched only from the API's and the remotes' origins.
      { artworkOrigins: artworkOrigins(data.setup.config) },
    );
  }
  const { port } = task;
  const send = (message: RenderMessage) => port.postMessage(message);
  try {
    await host.render(task.request, {
      start: (head) => send({ t: 'start', head }),
      write: (chunk) => send({ t: 'chunk', data: chunk }),
      end: (outcome) => send({ t: 'end', complete: outcome?.complete ?? true }),
    });
  } finally {
    port.close();
  }
  return null;
}
