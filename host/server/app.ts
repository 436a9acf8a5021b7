import { randomBytes } from 'node:crypto';
import { MessageChannel } from 'node:worker_threads';
import { PassThrough } from 'node:stream';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { isbot } from 'isbot';
import { LRUCache } from 'lru-cache';
import { cacheControl, keepsInPageCache, type ResponsePolicy } from '../src/render/policy';
import type { RenderHead } from '../src/render/render';
import type { SitemapUrls } from '../src/render/sitemap-urls';
import { registerRateLimits, registerSameOriginCalls, trustedProxiesOf } from './abuse';
import { startApiCache } from './api-cache';
import { registerCacheSwitch, serverCachesOn } from './caches';
import { allowedScriptHashes, registerCspReports } from './csp';
import { isSitePath, productionConfigProblem, registerOriginGuard, siteOriginFor } from './origin';
import { pageUrlOf } from '../src/render/page-url';
import { registerProbes, type Lifecycle } from './lifecycle';
import { loggerOptions, REQUEST_ID_HEADER, RenderMetrics, registerMetricsRoute } from './observability';
import { browserConfig, readConfigFile, type ServerConfigFile } from './config';
import { registerOgCards } from './og/route';
import { RenderPool } from './pool';
import { registerProxies } from './proxy';
import type { RenderMessage } from './render-worker';
import { registerScholarshipCalendar } from './scholarship-calendar';
import { registerSecurityHeaders } from './security';
import { buildRobots, sitemapApiBase, sitemapCache } from './sitemap';

export interface RenderServerOptions {
  configFile: string;
  hostDist: string;
  threads?: number;
  pollMs?: number;
  /** Log level of the JSON logs (pino): 'info' by default, 'silent' for none. */
  logLevel?: string;
  /** Where log lines go (tests); standard output by default. */
  logStream?: { write(line: string): void };
}

// Entry files are re-checked on every load; everything else webpack emits carries a content hash.
const NO_CACHE = /(^|\/)(index\.html|config\.json|remoteEntry\.js|main\.js|robots\.txt)$/;

interface CachedPage {
  head: RenderHead;
  body: string;
  /** The policy's hashes of the site's inline scripts in the page (csp.ts): the same for everyone who gets it. */
  scriptHashes: string[];
}

/** The page cache's budget: config key pageCacheMb (32 MB by default; 0 turns the page cache alone off). */
function pageCacheBytes(config: ServerConfigFile): number {
  const mb = typeof config.pageCacheMb === 'number' && config.pageCacheMb >= 0 ? config.pageCacheMb : 32;
  return Math.floor(mb * 1024 * 1024);
}

/**
 * The render server (docs/decisions/005-server-rendering.md): serves the host's static files and /config.json,
 * renders every HTML route in worker threads, answers the browser's data requests, and forwards the calls
 * that need a bearer token. It keeps no state between requests but caches: any number of instances can run
 * behind a load balancer or CDN.
 */
export async function createRenderServer(
  options: RenderServerOptions,
): Promise<{ app: FastifyInstance; pool: RenderPool; lifecycle: Lifecycle }> {
  const initialConfig = readConfigFile(options.configFile);
  // In production the origin comes from the config file, never from a request (origin.ts).
  const problem = productionConfigProblem(initialConfig);
  if (problem) throw new Error(problem);
  const app = Fastify({
    ...loggerOptions(options.logLevel ?? 'info', options.logStream),
    // A restart drains (lifecycle.ts): idle keep-alive connections are closed, responses in flight finish.
    forceCloseConnections: 'idle',
    // A request that still reaches a draining instance on a kept-alive connection is answered (with Connection:
    // close), not refused with 503: the edge counts only errors and time-outs against an instance (deploy/nginx).
    return503OnClosing: false,
    // X-Forwarded-For is believed from the named proxies only (config key trustedProxies; read at start), for the
    // client's address (rate limits, logs). No forwarded header ever names the site's origin (origin.ts).
    trustProxy: trustedProxiesOf(initialConfig),
  });
  const log = (message: string) => app.log.info(message);
  let metrics: RenderMetrics | null = null;
  // The API's public reads, kept for every request of this instance (the loaders' lists and records).
  const cacheSeconds = initialConfig.apiCacheSeconds ?? 60;
  const apiCache =
    serverCachesOn(initialConfig) && cacheSeconds > 0
      ? await startApiCache({ ttlMs: cacheSeconds * 1000, onRead: (result) => metrics?.apiCache.inc({ result }) })
      : null;
  const pool = new RenderPool({
    apiCache,
    configFile: options.configFile,
    hostDist: options.hostDist,
    threads: options.threads ?? 2,
    pollMs: options.pollMs ?? 10_000,
    log,
  });
  await pool.start();
  metrics = new RenderMetrics(pool);

  // Renders of public pages, per generation and URL: repeated requests are served from memory, within a budget of
  // bytes (config key pageCacheMb), whatever the number of URLs asked for.
  const PAGE_CACHE_SECONDS = 30;
  const pages = new LRUCache<string, CachedPage>({
    max: 2000,
    maxSize: Math.max(1, pageCacheBytes(initialConfig)),
    // A JavaScript string holds two bytes a character.
    sizeCalculation: (page) => Math.max(1, page.body.length * 2),
    ttl: PAGE_CACHE_SECONDS * 1000,
  });

  metrics.watchPageCache(() => pages.calculatedSize, pageCacheBytes(initialConfig));
  const config = () => pool.generation.config;
  // The guard above refused every request without one, so the fallback is never used.
  const siteOriginOf = (request: FastifyRequest) => siteOriginFor(config(), request.headers.host) ?? `http://localhost`;
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  // First of all: a request that is not for this site (another host in its target, an unknown Host) goes no further.
  registerOriginGuard(app, config, (reason) => metrics?.refused.inc({ reason }));
  await app.register(compress, {
    global: true,
    threshold: 1024,
    // Streamed HTML is flushed as it is rendered, not held back until the end.
    zlibOptions: { flush: zlib.Z_SYNC_FLUSH },
    brotliOptions: { flush: zlib.BROTLI_OPERATION_FLUSH },
  });
  app.decorateRequest('cspNonce', '');
  app.decorateRequest('cspHashes', null);
  await registerSecurityHeaders(app, config);
  await registerRateLimits(app, config, (group) => metrics?.rateLimited.inc({ group }));
  registerCacheSwitch(app, config);
  registerMetricsRoute(app, metrics);
  const lifecycle = registerProbes(app, pool);
  await registerProxies(app, config);

  app.get('/config.json', async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').send(browserConfig(pool.generation.config)),
  );
  // The sitemap's URLs come from a render worker: the route manifest and each remote's own records.
  const sitemaps = sitemapCache(
    (apiBase) => pool.generation.pool.run({ type: 'sitemap', apiBase }) as Promise<SitemapUrls>,
  );
  registerSameOriginCalls(app, siteOriginOf);
  registerCspReports(app, (violation) => metrics?.cspViolations.inc({ directive: violation.directive }));
  app.get('/sitemap.xml', async (request, reply) => {
    const xml = await sitemaps(sitemapApiBase(config()), siteOriginOf(request), serverCachesOn(config()));
    return reply.type('application/xml').header('Cache-Control', 'public, max-age=0, s-maxage=600').send(xml);
  });
  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain')
      .header('Cache-Control', 'public, max-age=3600')
      .send(buildRobots(siteOriginOf(request))),
  );
  registerOgCards(app, {
    pool,
    hostDist: options.hostDist,
    siteOriginOf,
    keep: () => serverCachesOn(config()),
    onDrawn: () => metrics?.ogImages.inc(),
  });
  registerScholarshipCalendar(app, { configOf: () => pool.generation.config, siteOriginOf, apiCache });
  app.get('/favicon.ico', async (_request, reply) => reply.redirect('/favicon.svg', 301));
  app.get('/__health', () => ({ ok: true, generation: pool.generation.version.slice(0, 8) }));

  app.get<{ Querystring: { path?: string; part?: string } }>('/__data', async (request, reply) => {
    const target = request.query.path;
    if (!target || !isSitePath(target)) return reply.code(400).send({ error: 'path' });
    // Query keys the page does not read change nothing in its data: such a request is answered, but kept by no cache.
    const dataPath = pageUrlOf(target);
    // A part of the page the browser loads after its first paint (RouteLoader.deferred).
    const part = typeof request.query.part === 'string' && request.query.part ? request.query.part : undefined;
    const result = (await pool.generation.pool.run({ type: 'data', path: dataPath, part, requestId: request.id })) as {
      body: unknown;
      policy: ResponsePolicy;
    };
    return reply
      .code(result.policy.status)
      .header('Cache-Control', dataPath === target ? cacheControl(result.policy) : 'private, no-store')
      .send(result.body);
  });

  await app.register(fastifyStatic, {
    root: options.hostDist,
    // One route per built file (the host is restarted when it is redeployed); every other GET is a page.
    wildcard: false,
    index: false,
    cacheControl: false,
    // The host's server build, build reports and the template are not for the public; /config.json is
    // answered above from the server's config file.
    globIgnore: [
      'server/**',
      'index.html',
      'config.json',
      'robots.txt',
      'chunk-packages.json',
      'page-assets.json',
      '*.LICENSE.txt',
    ],
    // The build writes each script, stylesheet and SVG also as .br at brotli's highest quality; sent as it is.
    preCompressed: true,
    setHeaders: (reply: { header(name: string, value: string): unknown }, filePath: string) => {
      // The file sent may be the .br beside the one asked for: its policy is that file's.
      const rel = path.relative(options.hostDist, filePath).split(path.sep).join('/').replace(/\.br$/, '');
      reply.header('Cache-Control', NO_CACHE.test(rel) ? 'no-cache' : 'public, max-age=31536000, immutable');
    },
  });

  // Every GET that is not a file is a page. A route (not the not-found handler), so compression applies.
  app.get('/*', (request, reply) => renderPage(request, reply));
  app.setNotFoundHandler(async (_request, reply) =>
    reply.code(404).type('application/json').send({ message: 'Tidak ditemukan.' }),
  );

  async function renderPage(request: FastifyRequest, reply: FastifyReply) {
    const generation = pool.generation;
    const origin = siteOriginOf(request);
    // A public page asked for with query keys it does not read: the same page at its own URL, by a redirect no
    // cache keeps, so a flood of made-up queries costs neither a render nor a cache entry (page-url.ts).
    const pageUrl = pageUrlOf(request.url);
    if (pageUrl !== request.url) return reply.header('Cache-Control', 'no-store').redirect(pageUrl, 301);
    const cacheKey = `${generation.version}:${origin}:${request.url}`;
    const keepPages = serverCachesOn(generation.config) && pageCacheBytes(initialConfig) > 0;
    const cached = keepPages ? pages.get(cacheKey) : undefined;
    metrics?.pageCache.inc({ result: cached ? 'hit' : 'miss' });
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
      metrics?.renderDuration.observe(
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
      if (request.headers['if-none-match'] === startHead.headers.etag) {
        body.resume();
        return reply.code(304).headers(startHead.headers).send();
      }
      if (streamed) {
        request.cspNonce = nonce;
        // A proxy in front (nginx, deploy/nginx) passes the page on as it comes: its streamed parts are not held
        // back until the end (docs/decisions/011-streamed-parts.md). Nothing keeps a private page anyway.
        return reply.code(startHead.status).headers(startHead.headers).header('X-Accel-Buffering', 'no').send(body);
      }
      // A page caches keep is sent whole, with the site's own inline scripts allowed by their hashes (csp.ts).
      await ended;
      request.cspHashes = allowedScriptHashes(html, generation.inlineScripts);
      return reply.code(startHead.status).headers(startHead.headers).send(html);
    } catch (error) {
      // The renderer itself failed: the page still works, rendered by the browser as on a static host.
      request.log.error({ err: error }, 'render failed; the browser renders the page');
      return reply
        .code(200)
        .header('Cache-Control', 'no-store')
        .type('text/html')
        .sendFile('index.html', options.hostDist);
    }
  }

  /** A page for one visitor only (checkout, tracking): streamed with this response's nonce, never kept. */
  function isPrivate(head: RenderHead): boolean {
    return head.policy.cacheability === 'private';
  }

  function sendCached(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
    // A cached page has no nonce: its policy allows its inline scripts by their hashes, as when it was rendered.
    request.cspHashes = page.scriptHashes;
    if (request.headers['if-none-match'] === page.head.headers.etag)
      return reply.code(304).headers(page.head.headers).send();
    return reply.code(page.head.status).headers(page.head.headers).send(page.body);
  }

  app.addHook('onClose', async () => {
    await pool.close();
    await apiCache?.close();
    metrics?.close();
  });
  return { app, pool, lifecycle };
}
