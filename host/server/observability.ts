// The render server's logs and metrics (docs/decisions/005-server-rendering.md): JSON lines from Fastify's own
// pino logger (readable lines on a developer's terminal), one request id per page followed through its worker and
// its API calls, and /metrics in the Prometheus text format (prom-client), kept on the main thread because
// prom-client does not add up what worker threads count.
import { randomUUID } from 'node:crypto';
import { BroadcastChannel } from 'node:worker_threads';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { prettyFactory } from 'pino-pretty';
import client from 'prom-client';
import { withPolicy } from './caches';
import type { RenderPool } from './pool';

/** The header a request id comes in and goes out with (nginx and the API use the same). */
export const REQUEST_ID_HEADER = 'x-request-id';

/** The channel render workers report their API calls' failures on (render-worker.ts). */
export const METRICS_CHANNEL = 'niec-render-metrics';

export interface ApiFailureReport {
  type: 'api-failure';
  endpoint: string;
}

/** An id a caller (nginx, a load balancer) sent is kept when it is a plain token; anything else is replaced. */
const SAFE_ID = /^[\w.:@-]{1,128}$/;

export function requestIdOf(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && SAFE_ID.test(value) ? value : randomUUID();
}

/**
 * What a logged URL keeps: the path and the names of its query parameters, never their values (a search, a
 * waybill or an e-mail address typed into a form that submits by GET is the visitor's own).
 */
export function loggableUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const names = [...new URLSearchParams(url.slice(at + 1)).keys()];
  return `${url.slice(0, at)}${names.length ? `?${names.map((name) => `${name}=…`).join('&')}` : ''}`;
}

/** Headers that carry secrets or a visitor's identity: never written to a log line. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  ...['apiToken', 'shippingToken', 'password', 'email', 'phone', 'token'].flatMap((key) => [key, `*.${key}`]),
];

/** How log lines are written: JSON lines for collectors, files and CI; pretty for a person at a terminal. */
export type LogFormat = 'json' | 'pretty';

/**
 * LOG_FORMAT=json|pretty when an operator says so; otherwise pretty when standard output is a terminal and JSON
 * lines anywhere else (a pipe, a file, a log collector, CI), so what machines read never changes shape.
 */
export function logFormatOf(env: NodeJS.ProcessEnv, isTTY: boolean | undefined): LogFormat {
  if (env.LOG_FORMAT === 'json' || env.LOG_FORMAT === 'pretty') return env.LOG_FORMAT;
  return isTTY ? 'pretty' : 'json';
}

/**
 * Fastify's logger options: pino at `level`, the request's method, loggable URL and id, never its body (form
 * fields) or secret headers. Redaction and serializers run before a line is formatted, so they hold in both
 * formats. `stream` is for tests (standard output by default).
 */
export function loggerOptions(
  level: string,
  { format = 'json', stream }: { format?: LogFormat; stream?: LogStream } = {},
): Pick<FastifyServerOptions, 'logger' | 'genReqId'> {
  const genReqId: FastifyServerOptions['genReqId'] = (request) => requestIdOf(request.headers[REQUEST_ID_HEADER]);
  if (level === 'silent') return { logger: false, genReqId };
  const destination = format === 'pretty' ? prettyStream(stream ?? process.stdout) : stream;
  return {
    logger: {
      level,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      serializers: {
        req: (request: { method: string; url: string }) => ({ method: request.method, url: loggableUrl(request.url) }),
        res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      },
      ...(destination ? { stream: destination } : {}),
    },
    genReqId,
  };
}

export interface LogStream {
  write(line: string): void;
}

/**
 * pino's JSON lines turned into readable ones as they are written, on this thread (not a transport's worker):
 * nothing is lost when the process exits, and it only ever runs for a terminal, where its cost does not matter.
 */
export function prettyStream(out: LogStream & { isTTY?: boolean }): LogStream {
  const format = prettyFactory({
    colorize: out.isTTY === true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname',
  });
  return { write: (line) => out.write(format(line)) };
}

/** The metrics of one render server instance, on a registry of its own. */
export class RenderMetrics {
  readonly registry = new client.Registry();
  readonly renderDuration = new client.Histogram({
    name: 'niec_render_duration_seconds',
    help: 'Time from the request to the end of a server-rendered page, by route pattern and outcome.',
    labelNames: ['route', 'status'] as const,
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });
  readonly pageCache = new client.Counter({
    name: 'niec_page_cache_requests_total',
    help: "Page requests answered from the instance's page cache (hit) or rendered (miss).",
    labelNames: ['result'] as const,
    registers: [this.registry],
  });
  readonly apiCache = new client.Counter({
    name: 'niec_api_cache_requests_total',
    help: "API reads of the render workers answered from the instance's read cache (hit, stale) or the API (miss).",
    labelNames: ['result'] as const,
    registers: [this.registry],
  });
  readonly apiFailures = new client.Counter({
    name: 'niec_api_call_failures_total',
    help: 'Calls to the consultancy API or the shipping aggregator that failed (network error or 5xx), by endpoint.',
    labelNames: ['endpoint'] as const,
    registers: [this.registry],
  });
  readonly ogImages = new client.Counter({
    name: 'niec_og_images_drawn_total',
    help: 'Link-preview cards drawn by the render workers (not those answered from memory).',
    registers: [this.registry],
  });
  readonly rateLimited = new client.Counter({
    name: 'niec_rate_limited_requests_total',
    help: 'Requests refused with 429 by the rate limits, by group.',
    labelNames: ['group'] as const,
    registers: [this.registry],
  });
  readonly refused = new client.Counter({
    name: 'niec_refused_requests_total',
    help: 'Requests refused with 400 as not for this site: a target that is not a path of it, or an unknown Host.',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });
  readonly cspViolations = new client.Counter({
    name: 'niec_csp_violations_total',
    help: 'Content-Security-Policy violations reported by browsers, by directive (a script the site did not write).',
    labelNames: ['directive'] as const,
    registers: [this.registry],
  });
  private readonly channel = new BroadcastChannel(METRICS_CHANNEL);

  /** The page cache's size in bytes, against its budget (config key pageCacheMb). */
  watchPageCache(bytes: () => number, budget: number): void {
    new client.Gauge({
      name: 'niec_page_cache_bytes',
      help: "Bytes the instance's page cache holds.",
      registers: [this.registry],
      collect() {
        this.set(bytes());
      },
    });
    new client.Gauge({
      name: 'niec_page_cache_budget_bytes',
      help: "The page cache's budget (config key pageCacheMb).",
      registers: [this.registry],
    }).set(budget);
  }

  constructor(pool: RenderPool) {
    client.collectDefaultMetrics({ register: this.registry, prefix: 'niec_' });
    new client.Gauge({
      name: 'niec_render_pool_utilization_ratio',
      help: "Share of the render workers' capacity in use (piscina's utilization).",
      registers: [this.registry],
      collect() {
        this.set(pool.live?.pool.utilization ?? 0);
      },
    });
    new client.Gauge({
      name: 'niec_render_pool_queue_size',
      help: 'Render tasks waiting for a worker.',
      registers: [this.registry],
      collect() {
        this.set(pool.live?.pool.queueSize ?? 0);
      },
    });
    new client.Gauge({
      name: 'niec_render_pool_threads',
      help: 'Render worker threads of the live generation.',
      registers: [this.registry],
      collect() {
        this.set(pool.live?.pool.threads.length ?? 0);
      },
    });
    new client.Gauge({
      name: 'niec_remote_info',
      help: 'The remote versions the live generation renders with (1 per remote; version "down" when unreachable).',
      labelNames: ['remote', 'version'] as const,
      registers: [this.registry],
      collect() {
        this.reset();
        for (const [remote, version] of Object.entries(pool.remoteVersions)) this.set({ remote, version }, 1);
      },
    });
    new client.Gauge({
      name: 'niec_render_generation_info',
      help: 'The live worker generation (host build, config and remote versions).',
      labelNames: ['generation'] as const,
      registers: [this.registry],
      collect() {
        this.reset();
        if (pool.live) this.set({ generation: pool.live.version.slice(0, 8) }, 1);
      },
    });
    // API failures happen in the workers; they are counted here, where /metrics is read.
    this.channel.onmessage = (event: unknown) => {
      const data = (event as { data?: ApiFailureReport }).data;
      if (data?.type === 'api-failure') this.apiFailures.inc({ endpoint: data.endpoint });
    };
    this.channel.unref();
  }

  close(): void {
    this.channel.close();
  }
}

/** GET /metrics: the instance's metrics as Prometheus scrapes them. */
export function registerMetricsRoute(app: FastifyInstance, metrics: RenderMetrics): void {
  app.get('/metrics', { logLevel: 'warn' }, async (_request, reply) =>
    withPolicy(reply, 'noStore')
      .type(metrics.registry.contentType)
      .send(await metrics.registry.metrics()),
  );
}

/**
 * The API endpoint a URL calls, for a metric label: the resource after the API's base and `:id` for anything
 * that names one record (a slug, a code, a waybill), so the label set stays small.
 */
export function endpointOf(url: string, bases: readonly string[]): string {
  let rest = url;
  for (const base of bases) {
    if (base && url.startsWith(base)) {
      rest = url.slice(base.replace(/\/$/, '').length);
      break;
    }
  }
  try {
    rest = new URL(rest, 'http://api.local').pathname;
  } catch {
    return 'unknown';
  }
  const segments = rest.split('/').filter(Boolean);
  // A cached read goes through the instance's read cache as /u/<upstream>/<path>.
  if (segments[0] === 'u' && segments.length > 1) segments.splice(0, 2);
  // A resource is a word or two (artikel, artikel-kategori); a record's name has digits or more words.
  const named = segments
    .slice(0, 2)
    .map((segment, index) => (index > 0 && !/^[a-z]+(-[a-z]+)?$/.test(segment) ? ':id' : segment));
  return `/${named.join('/')}${segments.length > 2 ? '/…' : ''}`;
}
