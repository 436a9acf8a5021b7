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
import type { RenderHead } from '../src/server/render';
import { startApiCache } from './api-cache';
import { browserConfig, readConfigFile } from './config';
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
  log?: (message: string) => void;
}

// Entry files are re-checked on every load; everything else webpack emits carries a content hash.
const NO_CACHE = /(^|\/)(index\.html|config\.json|remoteEntry\.js|main\.js|robots\.txt)$/;

interface CachedPage {
  head: RenderHead;
  body: string;
  nonce: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The nonce of this response's Content-Security-Policy (React's streaming scripts carry it). */
    cspNonce: string;
  }
}

/**
 * The render server (docs/decisions/005-server-rendering.md): serves the host's static files and /config.json,
 * renders every HTML route in worker threads, answers the browser's data requests, and forwards the calls
 * that need a bearer token. It keeps no state between requests but caches: any number of instances can run
 * behind a load balancer or CDN.
 */
export async function createRenderServer(
  options: RenderServerOptions,
): Promise<{ app: FastifyInstance; pool: RenderPool }> {
  const log = options.log ?? ((message: string) => console.log(message));
  // The API's public reads, kept for every request of this instance (the loaders' lists and records).
  const cacheSeconds = readConfigFile(options.configFile).apiCacheSeconds ?? 60;
  const apiCache = cacheSeconds > 0 ? await startApiCache({ ttlMs: cacheSeconds * 1000 }) : null;
  const pool = new RenderPool({
    apiCache,
    configFile: options.configFile,
    hostDist: options.hostDist,
    threads: options.threads ?? 2,
    pollMs: options.pollMs ?? 10_000,
    log,
  });
  await pool.start();

  // Renders of public pages, per generation and URL: repeated requests are served from memory.
  const pages = new LRUCache<string, CachedPage>({ max: 500, ttl: 30_000 });

  const app = Fastify({ logger: false, forceCloseConnections: true, trustProxy: true });
  await app.register(compress, {
    global: true,
    threshold: 1024,
    // Streamed HTML is flushed as it is rendered, not held back until the end.
    zlibOptions: { flush: zlib.Z_SYNC_FLUSH },
    brotliOptions: { flush: zlib.BROTLI_OPERATION_FLUSH },
  });
  app.decorateRequest('cspNonce', '');
  await registerSecurityHeaders(app, () => pool.generation.config);
  await registerProxies(app, () => pool.generation.config);

  app.get('/config.json', async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').send(browserConfig(pool.generation.config)),
  );
  const sitemaps = sitemapCache();
  const siteOriginOf = (request: FastifyRequest) =>
    (pool.generation.config.siteOrigin ?? `${request.protocol}://${request.host}`).replace(/\/$/, '');
  app.get('/sitemap.xml', async (request, reply) => {
    const xml = await sitemaps(sitemapApiBase(pool.generation.config), siteOriginOf(request));
    return reply.type('application/xml').header('Cache-Control', 'public, max-age=0, s-maxage=600').send(xml);
  });
  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain')
      .header('Cache-Control', 'public, max-age=3600')
      .send(buildRobots(siteOriginOf(request))),
  );
  registerOgCards(app, { pool, hostDist: options.hostDist, siteOriginOf });
  registerScholarshipCalendar(app, { configOf: () => pool.generation.config, siteOriginOf });
  app.get('/favicon.ico', async (_request, reply) => reply.redirect('/favicon.svg', 301));
  app.get('/__health', () => ({ ok: true, generation: pool.generation.version.slice(0, 8) }));

  app.get<{ Querystring: { path?: string; part?: string } }>('/__data', async (request, reply) => {
    const target = request.query.path;
    if (!target || !target.startsWith('/') || target.startsWith('//')) return reply.code(400).send({ error: 'path' });
    // A part of the page the browser loads after its first paint (RouteLoader.deferred).
    const part = typeof request.query.part === 'string' && request.query.part ? request.query.part : undefined;
    const result = (await pool.generation.pool.run({ type: 'data', path: target, part })) as {
      status: number;
      body: unknown;
      private: boolean;
    };
    const cacheControl = result.private
      ? 'private, no-store'
      : result.status === 200
        ? 'public, max-age=0, s-maxage=60, stale-while-revalidate=600'
        : 'no-store';
    return reply.code(result.status).header('Cache-Control', cacheControl).send(result.body);
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
    setHeaders: (reply: { header(name: string, value: string): unknown }, filePath: string) => {
      const rel = path.relative(options.hostDist, filePath).split(path.sep).join('/');
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
    const cacheKey = `${generation.version}:${origin}:${request.url}`;
    const cached = pages.get(cacheKey);
    if (cached) return sendCached(request, reply, cached);
    const nonce = randomBytes(16).toString('base64');
    request.cspNonce = nonce;

    const complete = isbot(request.headers['user-agent'] ?? '');
    const { port1, port2 } = new MessageChannel();
    const body = new PassThrough();
    let html = '';
    let head: RenderHead | null = null;
    const started = new Promise<RenderHead>((resolve, reject) => {
      port1.on('message', (message: RenderMessage) => {
        if (message.t === 'start') {
          head = message.head;
          resolve(message.head);
        } else if (message.t === 'chunk') {
          html += message.data;
          body.write(message.data);
        } else {
          body.end();
          port1.close();
          // Only complete pages are kept (late data, a missing remote or a failed render are worth rendering again).
          if (message.complete && head?.headers['cache-control']?.includes('s-maxage=60')) {
            pages.set(cacheKey, { head, body: html, nonce });
          }
        }
      });
      generation.pool
        .run(
          { type: 'render', request: { url: request.url, origin, complete, nonce }, port: port2 },
          { transferList: [port2] },
        )
        .catch((error: unknown) => {
          reject(error instanceof Error ? error : new Error(String(error)));
          body.end();
          port1.close();
        });
    });
    try {
      const startHead = await started;
      if (request.headers['if-none-match'] === startHead.headers.etag) {
        body.resume();
        return reply.code(304).headers(startHead.headers).send();
      }
      return reply.code(startHead.status).headers(startHead.headers).send(body);
    } catch (error) {
      // The renderer itself failed: the page still works, rendered by the browser as on a static host.
      log(`render of ${request.url} failed: ${error instanceof Error ? error.message : String(error)}`);
      return reply
        .code(200)
        .header('Cache-Control', 'no-store')
        .type('text/html')
        .sendFile('index.html', options.hostDist);
    }
  }

  function sendCached(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
    // A cached page carries the nonce it was rendered with (its policy is the same for everyone who gets it).
    request.cspNonce = page.nonce;
    if (request.headers['if-none-match'] === page.head.headers.etag)
      return reply.code(304).headers(page.head.headers).send();
    return reply.code(page.head.status).headers(page.head.headers).send(page.body);
  }

  app.addHook('onClose', async () => {
    await pool.close();
    await apiCache?.close();
  });
  return { app, pool };
}
