// What the main thread (pool.ts, pages.ts) and a render worker (render-worker.ts) exchange: the worker's start-up
// data, its tasks and the messages a render streams back. Apart from render-worker.ts so that the main thread's
// modules take these types without importing the worker's module.
import type { MessagePort } from 'node:worker_threads';
import type { RemoteName } from '@niec/shared';
import type { RenderHead, RenderRequest, RenderSetup } from '../src/render/render';

export interface WorkerData {
  hostDist: string;
  setup: RenderSetup;
}

export type WorkerTask =
  | { type: 'render'; request: RenderRequest; port: MessagePort; requestId?: string }
  | { type: 'data'; path: string; requestId?: string }
  | { type: 'warm' }
  /** The inline scripts the site writes (its Content-Security-Policy allows these and no other). */
  | { type: 'inline-scripts' }
  /** The URLs of /sitemap.xml, with the records the API at `apiBase` holds. */
  | { type: 'sitemap'; apiBase: string }
  /** A record's calendar file (CalendarFile), or null when the remote knows no such record. */
  | { type: 'calendar'; remote: RemoteName; id: string; site: string; requestId?: string }
  /** A page's link-preview card (PNG bytes), or null when the page has none. */
  | { type: 'card'; path: string; site: string; requestId?: string };

/** Messages a render streams back to the main thread. */
export type RenderMessage =
  | { t: 'start'; head: RenderHead }
  | { t: 'chunk'; data: string }
  /** `complete: false`: a render that failed on the way (the browser finishes the page): never cached. */
  | { t: 'end'; complete: boolean };
