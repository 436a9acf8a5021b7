// Pages (docs/decisions/005-server-rendering.md): every GET that is not a file is a page, rendered in a worker and
// streamed (a private page) or sent whole (a page caches keep), kept in the instance's page cache within its budget.
import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { MessageChannel } from 'node:worker_threads';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { LRUCache } from 'lru-cache';
import { pageUrlOf } from '../src/render/page-url';
import { keepsInPageCache } from '../src/render/policy';
import type { RenderHead } from '../src/render/render';
import { serverCachesOn, withPolicy } from './caches';
import type { ServerConfigFile } from './config';
import { allowedScriptHashes } from './csp';
import type { RenderMetrics } from './observability';
import type { RenderPool } from './pool';
import type { RenderMessage } from './render-worker-protocol';

interface CachedPage {
  head: RenderHead;
  body: string;
  /** The policy's hashes of the site's inline scripts in the page (csp.ts): the same for everyone who gets it. */
  scriptHashes: string[];
  /**
   * The body in brotli at its best quality, made once, at the page's first hit from the cache (resolves null: failed).
   * Not when it is kept: a flood of URLs each asked for once (a crawl, an attack) then costs no compression at all.
   */
  brotli: Promise<Buffer | null> | null;
}

const brotliCompress = promisify(zlib.brotliCompress);

/**
 * A kept page's body compressed once at brotli's best quality (11), off the event loop (libuv's pool): about 1 KB
 * less than the quality every response is compressed at as it streams (6, app.ts), for 40-170 ms once per kept
 * page asked for again (its first hit waits for it) instead of on each response. A key document then fits the first
 * round trip with its headers (14.6 KB: docs/decisions/012-critical-path.md).
 */
function compressKept(body: string): Promise<Buffer | null> {
  const input = Buffer.from(body);
  return brotliCompress(input, {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: input.length,
    },
  }).catch(() => null);
}

/** Whether the request's Accept-Encoding takes brotli (`br`, with no q of 0). */
export function acceptsBrotli(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((part) => {
    const [coding, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    return coding === 'br' && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/** The page cache's budget: config key pageCacheMb (32 MB by default; 0 turns the page cache alone off). */
function pageCacheBytes(config: ServerConfigFile): number {
  const mb = typeof config.pageCacheMb === 'number' && config.pageCacheMb >= 0 ? config.pageCacheMb : 32;
  return Math.floor(mb * 1024 * 1024);
}

export interface PagesOptions {
  pool: RenderPool;
  hostDist: string;
  initialConfig: ServerConfigFile;
  metrics: RenderMetrics;
  siteOriginOf: (request: FastifyRequest) => string;
}

export function registerPages(
  app: FastifyInstance,
  { pool, hostDist, initialConfig, metrics, siteOriginOf }: PagesOptions,
): void {
  // Renders of public pages, per generation and URL: repeated requests are served from memory, within a budget of
  // bytes (config key pageCacheMb), whatever the number of URLs asked for.
  const PAGE_CACHE_SECONDS = 30;
  const pages = new LRUCache<string, CachedPage>({
    max: 2000,
    maxSize: Math.max(1, pageCacheBytes(initialConfig)),
    // A JavaScript string holds two bytes a character; its brotli copy is about a sixth of its characters.
    sizeCalculation: (page) => Math.max(1, Math.ceil(page.body.length * 2.2)),
    ttl: PAGE_CACHE_SECONDS * 1000,
  });

  metrics.watchPageCache(() => pages.calculatedSize, pageCacheBytes(initialConfig));

  // A route (not the not-found handler), so compression applies.
  app.get('/*', (request, reply) => renderPage(request, reply));

  async function renderPage(request: FastifyRequest, reply: FastifyReply) {
    const generation = pool.generation;
    const origin = siteOriginOf(request);
    // A public page asked for with query keys it does not read: the same page at its own URL, by a redirect no
    // cache keeps, so a flood of made-up queries costs neither a render nor a cache entry (page-url.ts).
    const pageUrl = pageUrlOf(request.url);
    if (pageUrl !== request.url) return withPolicy(reply, 'noStore').redirect(pageUrl, 301);
    const cacheKey = `${generation.version}:${origin}:${request.url}`;
    const keepPages = serverCachesOn(generation.config) && pageCacheBytes(initialConfig) > 0;
    const cached = keepPages ? pages.get(cacheKey) : undefined;
    metrics.pageCache.inc({ result: cached ? 'hit' : 'miss' });
    if (cached) return sendCached(request, reply, cached);
    const renderStarted = process.hrtime.bigint();
    // Used by private pages only (checkout, tracking: never kept); a page caches keep has no nonce (csp.ts).
    const nonce = randomBytes(16).toString('base64');

    const complete = isbot(request.headers['user-agent'] ?? '');
    const { port1, port2 } = new MessageChannel();
    const body = new PassThrough();
    let html = '';
    let head: RenderHead | null = null;
    /** Whether the document goes out as it is rendered (a private page) or whole (csp.ts: it is hashed first). */
    let streamed = false;
    let finish: () => void = () => undefined;
    const ended = new Promise<void>((resolve) => (finish = resolve));
    const observe = () => {
      const seconds = Number(process.hrtime.bigint() - renderStarted) / 1e9;
      metrics.renderDuration.observe(
        { route: head?.route ?? 'unmatched', status: String(head?.status ?? 500) },
        seconds,
      );
    };
    const started = new Promise<RenderHead>((resolve, reject) => {
      port1.on('message', (message: RenderMessage) => {
        if (message.t === 'start') {
          head = message.head;
          streamed = isPrivate(message.head);
          resolve(message.head);
        } else if (message.t === 'chunk') {
          html += message.data;
          if (streamed) body.write(message.data);
        } else {
          body.end();
          port1.close();
          observe();
          finish();
          // Only complete pages are kept (late data, a missing remote or a failed render are worth rendering again).
          if (keepPages && message.complete && head && keepsInPageCache(head.policy, PAGE_CACHE_SECONDS)) {
            pages.set(cacheKey, {
              head,
              body: html,
              scriptHashes: allowedScriptHashes(html, generation.inlineScripts),
              brotli: null,
            });
          }
        }
      });
      generation.pool
        .run(
          {
            type: 'render',
            request: { url: request.url, origin, complete, nonce },
            port: port2,
            requestId: request.id,
          },
          { transferList: [port2] },
        )
        .catch((error: unknown) => {
          reject(error instanceof Error ? error : new Error(String(error)));
          body.end();
          port1.close();
          finish();
        });
    });
    try {
      const startHead = await started;
      if (!streamed && request.headers['if-none-match'] === startHead.headers.etag) {
        // A 304's headers replace those of the copy the browser kept (RFC 9111, 4.3.4), its policy included: that
        // policy must allow the inline scripts of the kept copy, or its boot loader never runs and the page stays
        // the server's HTML for good. A server that does not hold the page (the other instance, or past the page
        // cache's time) learns them from the render, as for a 200.
        await ended;
        request.cspHashes = allowedScriptHashes(html, generation.inlineScripts);
        return withPolicy(reply.code(304).headers(startHead.headers), startHead.policy).send();
      }
      if (streamed) {
        request.cspNonce = nonce;
        // A proxy in front (nginx, deploy/nginx) passes the page on as it comes: its streamed parts are not held
        // back until the end (docs/decisions/011-streamed-parts.md). Nothing keeps a private page anyway.
        return withPolicy(reply.code(startHead.status).headers(startHead.headers), startHead.policy)
          .header('X-Accel-Buffering', 'no')
          .send(body);
      }
      // A page caches keep is sent whole, with the site's own inline scripts allowed by their hashes (csp.ts).
      await ended;
      request.cspHashes = allowedScriptHashes(html, generation.inlineScripts);
      return withPolicy(reply.code(startHead.status).headers(startHead.headers), startHead.policy).send(html);
    } catch (error) {
      // The renderer itself failed: the page still works, rendered by the browser as on a static host.
      request.log.error({ err: error }, 'render failed; the browser renders the page');
      return withPolicy(reply.code(200), 'noStore').type('text/html').sendFile('index.html', hostDist);
    }
  }

  /** A page for one visitor only (checkout, tracking): streamed with this response's nonce, never kept. */
  function isPrivate(head: RenderHead): boolean {
    return head.policy.cacheability === 'private';
  }

  async function sendCached(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
    // A cached page has no nonce: its policy allows its inline scripts by their hashes, as when it was rendered.
    request.cspHashes = page.scriptHashes;
    if (request.headers['if-none-match'] === page.head.headers.etag)
      return withPolicy(reply.code(304).headers(page.head.headers), page.head.policy).send();
    const compressed = acceptsBrotli(request.headers['accept-encoding'])
      ? await (page.brotli ??= compressKept(page.body))
      : null;
    const sent = withPolicy(reply.code(page.head.status).headers(page.head.headers), page.head.policy);
    // Already encoded: the compression plugin leaves a body with its Content-Encoding as it is.
    if (compressed) return sent.header('content-encoding', 'br').header('vary', 'accept-encoding').send(compressed);
    return sent.send(page.body);
  }
}
