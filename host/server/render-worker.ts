// A render worker (piscina): loads the host's server build once, configured for its generation, and renders
// pages or runs loaders on request. Each generation of workers renders with one set of remote versions; a
// redeployed remote gets a fresh generation (pool.ts), since the federation runtime keeps what it loaded.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { MessagePort } from 'node:worker_threads';
import { workerData } from 'node:worker_threads';
import type { PageMeta } from '@niec/shared';
import type { ResponsePolicy } from '../src/render/policy';
import type { SitemapUrls } from '../src/render/sitemap-urls';
import type { renderCard as RenderCard } from './og/card';
import type { RenderHead, RenderRequest, RenderSetup } from '../src/render/render';

interface HostServerBundle {
  configure(setup: RenderSetup): Promise<void>;
  render(
    request: RenderRequest,
    sink: { start(head: RenderHead): void; write(chunk: string): void; end(outcome?: { complete: boolean }): void },
  ): Promise<void>;
  loadData(path: string, part?: string): Promise<{ status: number; body: unknown; policy: ResponsePolicy }>;
  warm(): Promise<string[]>;
  pageMeta(path: string): Promise<{ meta: PageMeta; kind: string | null } | null>;
  sitemapUrls(apiBase: string): Promise<SitemapUrls>;
}

export interface WorkerData {
  hostDist: string;
  setup: RenderSetup;
}

export type WorkerTask =
  | { type: 'render'; request: RenderRequest; port: MessagePort }
  | { type: 'data'; path: string; part?: string }
  | { type: 'warm' }
  /** The URLs of /sitemap.xml, with the records the API at `apiBase` holds. */
  | { type: 'sitemap'; apiBase: string }
  /** A page's link-preview card (PNG bytes), or null when the page has none. */
  | { type: 'card'; path: string; site: string };

/** Messages a render streams back to the main thread. */
export type RenderMessage =
  | { t: 'start'; head: RenderHead }
  | { t: 'chunk'; data: string }
  /** `complete: false`: a render that failed on the way (the browser finishes the page): never cached. */
  | { t: 'end'; complete: boolean };

const data = workerData as WorkerData;
const requireFromHere = createRequire(__filename);
let ready: Promise<HostServerBundle> | null = null;

function bundle(): Promise<HostServerBundle> {
  ready ??= (async () => {
    const loaded = requireFromHere(path.join(data.hostDist, 'server', 'render.js')) as HostServerBundle;
    await loaded.configure(data.setup);
    return loaded;
  })();
  return ready;
}

export default async function run(task: WorkerTask): Promise<unknown> {
  const host = await bundle();
  if (task.type === 'warm') return host.warm();
  if (task.type === 'data') return host.loadData(task.path, task.part);
  if (task.type === 'sitemap') return host.sitemapUrls(task.apiBase);
  if (task.type === 'card') {
    const found = await host.pageMeta(task.path);
    if (!found) return null;
    // Loaded on the first card only (satori, resvg and the fonts are not needed to render pages).
    const { renderCard } = requireFromHere('./og/card') as { renderCard: typeof RenderCard };
    const { meta, kind } = found;
    return renderCard({
      title: meta.title,
      description: meta.description,
      image: meta.image,
      kind: kind ?? undefined,
      site: task.site,
    });
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
