import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { HeadCollectorContext, type PageMeta } from '@niec/shared';
import { App } from '../app';
import type { HostRuntime } from '../data/host-runtime';
import { RouteDataStore, entryFromResult } from '../data/route-data-store';
import { resolvePage } from '../federation/remote-page';
import { ROUTES } from '../route-table';
import { PageHead, prepare } from './prepare';
import { renderTimeoutMs, withTimeout } from './setup';

/** Loads each remote's routes module once; returns the remotes that could not be loaded. */
export async function warm(): Promise<string[]> {
  // Every page of every remote, so no visitor's request pays for loading a page's code.
  const results = await Promise.all(
    ROUTES.map(async (route) => ({
      remote: route.remote,
      ok: await withTimeout(
        resolvePage(route.remote, route.page, true).then(() => true),
        8000,
        false,
      ),
    })),
  );
  return [...new Set(results.filter((r) => !r.ok).map((r) => r.remote))];
}

/**
 * The meta of a public page, for its link-preview card (host/server/og): the page is rendered to the end
 * and its head collected. Null for what has no card: an unknown route or record, a private page, a page
 * whose remote or data is not there.
 */
export async function pageMeta(path: string): Promise<{ meta: PageMeta; kind: string | null } | null> {
  const url = new URL(path, 'http://render.local');
  const prepared = await prepare(url, Date.now() + renderTimeoutMs() * 2);
  if (prepared.kind !== 'page' || prepared.route.card === 'none') return null;
  if (typeof prepared.result !== 'object' && prepared.result !== 'none') return null;
  if (typeof prepared.result === 'object' && prepared.result.kind === 'not-found') return null;
  const store = new RouteDataStore();
  if (typeof prepared.result === 'object') store.set(prepared.dataKey, entryFromResult(prepared.result));
  const runtime: HostRuntime = {
    store,
    fetchData: () => Promise.reject(new Error('no data requests on the server')),
    shellOnly: new Set(),
  };
  const collector = new PageHead();
  const href = `${url.pathname}${url.search}`;
  await new Promise<void>((resolve) => {
    const stream = renderToPipeableStream(
      <HeadCollectorContext.Provider value={collector}>
        <StaticRouter location={href}>
          <App runtime={runtime} />
        </StaticRouter>
      </HeadCollectorContext.Provider>,
      {
        onAllReady() {
          stream.abort();
          resolve();
        },
        onShellError: () => resolve(),
        onError: () => undefined,
      },
    );
    setTimeout(() => {
      stream.abort();
      resolve();
    }, renderTimeoutMs() * 2).unref();
  });
  return collector.meta ? { meta: collector.meta, kind: prepared.route.card.kind } : null;
}
