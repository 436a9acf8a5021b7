import { renderToPipeableStream } from 'react-dom/server';
import { HeadCollectorContext, type PageMeta } from '@niec/shared';
import { pageStateOf } from './page-state';
import { resolvePage } from '../federation/remote-page';
import { ROUTES } from '../route-table';
import { PageHead, prepare } from './prepare';
import { siteElement } from './site-element';
import { withTimeout } from '../with-timeout';
import { renderTimeoutMs } from './setup';

/** Loads each remote's routes module once; returns the remotes that could not be loaded. */
export async function warm(): Promise<string[]> {
  // Every page of every remote, so no visitor's request pays for loading a page's code.
  const results = await Promise.all(
    ROUTES.map(async (route) => ({
      remote: route.remote,
      ok: await withTimeout(
        resolvePage(route.remote, route.page).then(() => true),
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
  const deadline = Date.now() + renderTimeoutMs() * 2;
  const prepared = await prepare(url, { deadline, dataDeadline: deadline });
  if (prepared.kind !== 'page' || prepared.route.card === 'none') return null;
  if (prepared.result === 'failed') return null;
  if (typeof prepared.result === 'object' && prepared.result.kind === 'not-found') return null;
  const collector = new PageHead();
  await new Promise<void>((resolve) => {
    const stream = renderToPipeableStream(
      <HeadCollectorContext.Provider value={collector}>
        {siteElement(prepared, pageStateOf(prepared))}
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
