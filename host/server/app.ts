import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { CalendarFile } from '@niec/shared';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { ResponsePolicy } from '../src/render/policy';
import type { SitemapUrls } from '../src/render/sitemap-urls';
import { registerRateLimits, registerSameOriginCalls, trustedProxiesOf } from './abuse';
import { startApiCache } from './api-cache';
import { registerCacheSwitch, serverCachesOn, withPolicy } from './caches';
import { registerCspReports } from './csp';
import { isSitePath, productionConfigProblem, registerOriginGuard, siteOriginFor } from './origin';
import { pageUrlOf } from '../src/render/page-url';
import { registerPages } from './pages';
import { registerProbes, type Lifecycle } from './lifecycle';
import {
  loggerOptions,
  REQUEST_ID_HEADER,
  RenderMetrics,
  registerMetricsRoute,
  type LogFormat,
  type LogStream,
} from './observability';
import { browserConfig, readConfigFile } from './config';
import { registerOgCards } from './og/route';
import { RenderPool } from './pool';
import { registerProxies } from './proxy';
import { registerCssRests } from './css-rests';
import { registerScholarshipCalendar } from './scholarship-calendar';
import { registerSecurityHeaders } from './security';
import { buildRobots, sitemapApiBase, sitemapCache } from './sitemap';

export interface RenderServerOptions {
  configFile: string;
  hostDist: string;
  threads?: number;
  pollMs?: number;
  /** Log level (pino): 'info' by default, 'silent' for none. */
  logLevel?: string;
  /** JSON lines (the default) or readable lines for a terminal (main.ts decides: logFormatOf). */
  logFormat?: LogFormat;
  /** Where log lines go (tests); standard output by default. */
  logStream?: LogStream;
}

// Entry files are re-checked on every load; everything else webpack emits carries a content hash.
const ENTRY_FILE =
  /(^|\/)(index\.html|config\.json|remoteEntry\.js|main\.js|robots\.txt|sw\.js|manifest\.webmanifest)$/;

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
    ...loggerOptions(options.logLevel ?? 'info', { format: options.logFormat, stream: options.logStream }),
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
    // Quality 6, not the plugin's 4: 7 % fewer bytes of a page (/scholarship 15.5 KB against 16.7 KB) for no
    // measurable time (2-3 ms for 120 KB of HTML at 5 and at 6; 7 and 8 save 40-100 bytes more, 10 and 11 a
    // kilobyte for 40-170 ms), and a document that fits the first round trip (14.6 KB with its headers) paints a
    // round trip sooner on a phone (docs/decisions/012-critical-path.md).
    brotliOptions: {
      flush: zlib.BROTLI_OPERATION_FLUSH,
      params: { [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_QUALITY]: 6 },
    },
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
    withPolicy(reply, 'entryFile').send(browserConfig(pool.generation.config)),
  );
  // The sitemap's URLs come from a render worker: the route manifest and each remote's own records.
  const sitemaps = sitemapCache(
    (apiBase) => pool.generation.pool.run({ type: 'sitemap', apiBase }) as Promise<SitemapUrls>,
  );
  registerSameOriginCalls(app, siteOriginOf);
  registerCspReports(app, (violation) => metrics?.cspViolations.inc({ directive: violation.directive }));
  app.get('/sitemap.xml', async (request, reply) => {
    const xml = await sitemaps(sitemapApiBase(config()), siteOriginOf(request), serverCachesOn(config()));
    return withPolicy(reply.type('application/xml'), 'sitemap').send(xml);
  });
  app.get('/robots.txt', async (request, reply) =>
    withPolicy(reply.type('text/plain'), 'robots').send(buildRobots(siteOriginOf(request))),
  );
  registerOgCards(app, {
    pool,
    hostDist: options.hostDist,
    siteOriginOf,
    keep: () => serverCachesOn(config()),
    onDrawn: () => metrics?.ogImages.inc(),
  });
  // The scholarship remote finds the scholarship (through the instance's API read cache) and writes the file.
  registerScholarshipCalendar(app, {
    fileOf: (id, request) =>
      pool.generation.pool.run({
        type: 'calendar',
        remote: 'scholarship',
        id,
        site: siteOriginOf(request),
        requestId: request.id,
      }) as Promise<CalendarFile | null>,
  });
  registerCssRests(app, () => pool.generation.styles);
  app.get('/favicon.ico', async (_request, reply) => withPolicy(reply, 'noStore').redirect('/favicon.svg', 301));
  app.get('/__health', async (_request, reply) =>
    withPolicy(reply, 'noStore').send({ ok: true, generation: pool.generation.version.slice(0, 8) }),
  );

  app.get<{ Querystring: { path?: string } }>('/__data', async (request, reply) => {
    const target = request.query.path;
    if (!target || !isSitePath(target)) return withPolicy(reply.code(400), 'noStore').send({ error: 'path' });
    // Query keys the page does not read change nothing in its data: such a request is answered, but kept by no cache.
    const dataPath = pageUrlOf(target);
    const result = (await pool.generation.pool.run({ type: 'data', path: dataPath, requestId: request.id })) as {
      body: unknown;
      policy: ResponsePolicy;
    };
    return withPolicy(reply.code(result.policy.status), dataPath === target ? result.policy : 'private').send(
      result.body,
    );
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
      'server-node/**',
      'index.html',
      'config.json',
      'robots.txt',
      'chunk-packages.json',
      'page-assets.json',
      '*.LICENSE.txt',
    ],
    // The build writes each script, stylesheet and SVG also as .br at brotli's highest quality; sent as it is.
    preCompressed: true,
    setHeaders: (reply: FastifyReply, filePath: string) => {
      // The file sent may be the .br beside the one asked for: its policy is that file's.
      const rel = path.relative(options.hostDist, filePath).split(path.sep).join('/').replace(/\.br$/, '');
      withPolicy(reply, ENTRY_FILE.test(rel) ? 'entryFile' : 'builtFile');
    },
  });

  // Every GET that is not a file is a page. A route (not the not-found handler), so compression applies.
  registerPages(app, { pool, hostDist: options.hostDist, initialConfig, metrics, siteOriginOf });
  app.setNotFoundHandler(async (_request, reply) =>
    withPolicy(reply.code(404), 'noStore').type('application/json').send({ message: 'Tidak ditemukan.' }),
  );

  app.addHook('onClose', async () => {
    await pool.close();
    await apiCache?.close();
    metrics?.close();
  });
  return { app, pool, lifecycle };
}
