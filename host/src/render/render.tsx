import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { HeadCollectorContext, BOOT_SCRIPT_ID } from '@niec/shared';
import { PageTitleContext, PageTitleGate, documentTitleOf } from '../layout/page-title';
import { serializeBootData } from './boot-script';
import { paintFirst } from './boot-loader';
import { classNamesIn } from './css-prune';
import { firstViewImageOrigins, hasMain, renderHead, withoutScriptNotice, withPressContract } from './document';
import { pageHeaders, pagePolicy, type ResponsePolicy } from './policy';
import { bootPageData, pageStateOf } from './page-state';
import { PageHead, prepare, preparedCompletely, statusOf } from './prepare';
import { siteElement } from './site-element';
import { currentSetup, dataLimitMs, renderTimeoutMs } from './setup';
import { siteStructuredData } from './site-structured-data';

// The render of one page (docs/decisions/005-server-rendering.md): its route, page and data are loaded first
// (prepare.ts), then the document streams: its head with the response policy (policy.ts), then the page.
export { configure, type RenderSetup } from './setup';
export { loadData } from './prepare';
export { pageMeta, warm } from './page-meta';

export interface RenderRequest {
  /** Path and query. */
  url: string;
  /** Public origin of the site (canonical and Open Graph URLs). */
  origin: string;
  /** A crawler gets the complete document at once; a person gets the shell as soon as it is ready. */
  complete: boolean;
  /** The Content-Security-Policy nonce of this response, for React's streaming scripts. */
  nonce: string;
}

export interface RenderHead {
  status: number;
  /** The headers that say the policy (and the document's validator). */
  headers: Record<string, string>;
  /** What the response may become: read by the render server's page cache (host/server/app.ts). */
  policy: ResponsePolicy;
  /** The route pattern the URL matched (metrics label it, never the raw URL); none for an unknown route. */
  route?: string;
}

/** Where a render writes: first the status and headers, then the document in chunks. */
export interface RenderSink {
  start(head: RenderHead): void;
  write(chunk: string): void;
  /** `complete: false`: the page is finished by the browser (a render failed), never kept as a page. */
  end(outcome?: { complete: boolean }): void;
}

/** Renders one URL into the sink. Never throws: whatever fails, the visitor gets at least the shell. */
export async function render(request: RenderRequest, sink: RenderSink): Promise<void> {
  const { setup: current, config: serverConfig } = currentSetup();
  const url = new URL(request.url, request.origin);
  const key = `${url.pathname}${url.search}`;
  // The page's late parts (promise fields of its loader's data) are not waited for: each is rendered in its
  // `<Await>`'s Suspense boundary when it comes, after the rest of the document has been sent.
  const now = Date.now();
  const prepared = await prepare(url, { deadline: now + renderTimeoutMs(), dataDeadline: now + dataLimitMs() });
  const lateParts = prepared.kind === 'page' ? prepared.lateParts : undefined;

  const pageState = pageStateOf(prepared);
  const shellOnly = new Set<string>();
  if (prepared.kind === 'shell-only') shellOnly.add(key);
  const status = statusOf(prepared);
  const route = prepared.kind === 'not-found-route' ? null : prepared.route;
  // A page that shared caches keep carries no per-response nonce: its inline scripts are allowed by their
  // hashes (host/server/csp.ts). Only a private page, which nothing keeps, is rendered with this one's nonce.
  const nonce = route?.access === 'private' ? request.nonce : undefined;
  // A page whose data failed or whose remote could not load is not the whole page: caches keep it for a few
  // seconds at most, so the next visitor gets the whole page.
  const prepareComplete = preparedCompletely(prepared);
  // Set when the render itself fails (a page that throws, the render's time limit): the route goes to the
  // browser like a remote that could not load, and the response is not a page anyone keeps.
  let renderFailed = false;
  /** Whatever the page needed came in time: a late part that ran out of time makes the page incomplete. */
  const complete = () => prepareComplete && !renderFailed && !lateParts?.late();
  const bootJson = () =>
    serializeBootData({
      url: key,
      config: current.browserConfig,
      data: bootPageData(prepared, pageState),
      shellOnly: [...shellOnly],
    });
  const headOf = (): RenderHead => {
    const policy = pagePolicy({
      status,
      isPrivate: route?.access === 'private',
      unindexed: route ? !route.indexable : false,
      complete: prepareComplete && !renderFailed,
    });
    // The nonce is part of the document (React's scripts carry it), so it is part of its validator: a 304
    // must never pair a cached document with another response's policy.
    const etag = `W/"${createHash('sha1')
      .update(`${current.version}\n${status}\n${key}\n${nonce ?? ''}\n${bootJson()}`)
      .digest('base64url')}"`;
    return { status, headers: pageHeaders(policy, etag), policy, ...(route ? { route: route.path } : {}) };
  };
  /** The route could not be rendered here after all: the browser renders it, as it does a shell-only route. */
  const failRender = () => {
    renderFailed = true;
    if (route) shellOnly.add(key);
  };

  const collector = new PageHead(url.origin);
  const titleGate = new PageTitleGate();
  const assets = route && prepared.kind === 'page' ? current.remoteAssets[route.remote] : undefined;
  const [beforeRoot, afterRoot] = paintFirst(...splitTemplate(current.template), nonce);
  let started = false;
  /** The shell as React writes it, held until the head (which styles it) is written: see startWithShell. */
  let shell: string[] | null = null;
  const startDocument = (shellHtml?: string) => {
    if (started) return;
    started = true;
    const head = headOf();
    sink.start(head);
    // Rendered here: the page works without script, so the static host's notice that it needs script goes.
    const start =
      prepareComplete && shellOnly.size === 0 && !renderFailed ? withoutScriptNotice(beforeRoot) : beforeRoot;
    sink.write(
      renderHead(withPressContract(start, nonce), {
        meta: collector.meta,
        url,
        hostStyles: current.hostStyles,
        ...(current.styles ? { styles: current.styles } : {}),
        // The stylesheets cut to what the shell's HTML can use, their rests applied after the paint
        // (docs/decisions/012-critical-path.md). Not for a page with a part still to stream (its HTML is not all
        // here) nor when React wrote no shell at once.
        ...(shellHtml && !lateParts ? { usedClasses: classNamesIn(shellHtml) } : {}),
        page: assets && route ? { assets, page: route.page } : null,
        // The response policy says it: a buyer's own pages and every page answered 404 are not indexed.
        noindex: !head.policy.indexable,
        siteStructuredData: siteStructuredData(serverConfig),
        ...(shellHtml
          ? { preconnect: firstViewImageOrigins(shellHtml, url.origin), expectMain: hasMain(shellHtml) }
          : {}),
      }),
    );
  };

  // Everything has rendered (or was given up): the header too, whatever became of it.
  let markAllReady!: () => void;
  const allReady = new Promise<void>((resolve) => {
    markAllReady = resolve;
  });

  let startWithShell = (): void => undefined;
  let finishAfterShell: (() => void) | null = null;
  await new Promise<void>((resolve) => {
    const output = new Writable({
      write(chunk: Buffer | string, _encoding, callback) {
        const text = typeof chunk === 'string' ? chunk : chunk.toString('utf8');
        if (shell) shell.push(text);
        else sink.write(text);
        callback();
      },
      final(callback) {
        const finish = () => {
          sink.write(`<script id="${BOOT_SCRIPT_ID}" type="application/json">${bootJson()}</script>`);
          sink.write(afterRoot);
          // A failure after the head was sent (the time limit, a page that threw late, a late part that did not
          // come in time) still keeps the document out of the server's page cache.
          sink.end({ complete: complete() });
          callback();
          resolve();
        };
        // A page React finished within pipe() ends after its head and shell are written.
        if (shell) finishAfterShell = finish;
        else finish();
      },
    });
    const stream = renderToPipeableStream(
      <StrictMode>
        <HeadCollectorContext.Provider value={collector}>
          <PageTitleContext.Provider value={titleGate}>{siteElement(prepared, pageState)}</PageTitleContext.Provider>
        </HeadCollectorContext.Provider>
      </StrictMode>,
      {
        nonce,
        // Completed content is written in place, never held in a hidden segment for a script to reveal,
        // so crawlers and browsers without JavaScript get the whole page (React's default stops at ~12 KB).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          // The page has rendered: the header, which renders before it, gets its title now (layout/page-title.ts).
          // A person's document is sent once the header has rendered with it, a crawler's once all is ready; either
          // way the header is complete in place, never sent later for a script to move in.
          const headerRendered = titleGate.settle(documentTitleOf(collector.meta?.title ?? ''));
          if (request.complete) return;
          void Promise.race([headerRendered, allReady]).then(() => startWithShell());
        },
        onAllReady() {
          markAllReady();
          if (!request.complete) return;
          startWithShell();
        },
        onShellError() {
          // The shell itself failed: send the empty document, which the browser renders as the static host does.
          failRender();
          startDocument();
          sink.write(afterRoot);
          sink.end({ complete: false });
          resolve();
        },
        onError(error) {
          // A page that throws while rendering (or the render's time limit): React sends its Suspense boundary
          // as the loading state for the browser to render. Called before the shell is ready for a page that
          // throws as it renders, so the head already says it is not a complete page.
          failRender();
          console.error(`[render] ${key}:`, error instanceof Error ? error.message : error);
        },
      },
    );
    // React writes what is complete when piped, in that call: the shell is held, the head written for it, then the
    // shell; everything after goes straight out.
    startWithShell = () => {
      if (started) return;
      shell = [];
      stream.pipe(output);
      const html = shell.join('');
      shell = null;
      startDocument(html);
      if (html) sink.write(html);
      const finish = finishAfterShell;
      finishAfterShell = null;
      finish?.();
    };
    // A late part has a time limit of its own, after which it renders as failed: the render's limit comes after
    // it, so a late part ends the page in its failed state, not as a page the browser must redo.
    const limitMs = renderTimeoutMs() * 2 + (lateParts ? dataLimitMs() : 0);
    setTimeout(() => stream.abort(new Error('render time limit')), limitMs).unref();
  });
}

/** The template around `<div id="root"></div>`: what comes before its content, and what after. */
function splitTemplate(template: string): [string, string] {
  const match = /<div id="?root"?><\/div>/.exec(template);
  if (!match) throw new Error('index.html has no <div id="root"></div>');
  return [template.slice(0, match.index) + '<div id="root">', '</div>' + template.slice(match.index + match[0].length)];
}
