// What keeps the render server hard to abuse (docs/decisions/005-server-rendering.md): rate limits on the
// routes that cost a render, a drawing or an upstream call, the token-adding calls open to the site's own
// pages only, and client addresses believed only from the proxies the operator names.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { CSS_REST_PATH } from '../src/after-paint';
import { API_PROXY_PATH, SHIPPING_PROXY_PATH, type ServerConfigFile } from './config';

/** Requests per client address and minute, per group of routes (config key `rateLimits`). */
export interface RateLimits {
  /** /__api/*: the calls that carry the API's bearer token (bookings, the recommender list). */
  api: number;
  /** /__shipping/*: the shipping aggregator's areas, rates and trackings. */
  shipping: number;
  /** /og/*: link-preview cards (a card not yet drawn costs a render and a drawing). */
  og: number;
  /** /__data: a page's data for client navigation (a loader run); /__css-rest: a page's stylesheets' rests. */
  data: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = { api: 30, shipping: 120, og: 60, data: 600 };

const GROUPS: { group: keyof RateLimits; matches: (path: string) => boolean }[] = [
  { group: 'api', matches: (path) => path.startsWith(`${API_PROXY_PATH}/`) },
  { group: 'shipping', matches: (path) => path.startsWith(`${SHIPPING_PROXY_PATH}/`) },
  { group: 'og', matches: (path) => path.startsWith('/og/') },
  { group: 'data', matches: (path) => path === '/__data' || path === CSS_REST_PATH },
];

export function rateLimitsOf(config: ServerConfigFile): RateLimits {
  const given = (config.rateLimits ?? {}) as Partial<Record<keyof RateLimits, unknown>>;
  const limits = { ...DEFAULT_RATE_LIMITS };
  for (const key of Object.keys(limits) as (keyof RateLimits)[]) {
    const value = given[key];
    if (typeof value === 'number' && Number.isFinite(value) && value > 0) limits[key] = Math.floor(value);
  }
  return limits;
}

/** The visitor's message when a limit is reached (the seconds come from Retry-After). */
export const rateLimitMessage = (seconds: number): string =>
  `Terlalu banyak permintaan dari alamat Anda. Silakan coba lagi dalam ${seconds} detik.`;

/** The visitor's message when a token-adding call comes from another site. */
export const CROSS_SITE_MESSAGE = 'Permintaan ini hanya dapat dikirim dari halaman situs ini.';

/** `trustProxy` for Fastify: the proxies' addresses (config key `trustedProxies`), loopback by default. */
export function trustedProxiesOf(config: ServerConfigFile): string[] {
  const given = config.trustedProxies;
  if (Array.isArray(given) && given.every((entry) => typeof entry === 'string')) return given;
  return ['127.0.0.1', '::1'];
}

const pathOf = (url: string) => {
  const at = url.indexOf('?');
  return at < 0 ? url : url.slice(0, at);
};

export async function registerRateLimits(
  app: FastifyInstance,
  getConfig: () => ServerConfigFile,
  onLimited: (group: keyof RateLimits) => void,
): Promise<void> {
  await app.register(rateLimit, { global: false });
  const limiters = GROUPS.map(({ group, matches }) => ({
    matches,
    check: app.rateLimit({
      max: () => rateLimitsOf(getConfig())[group],
      timeWindow: 60_000,
      onExceeded: () => onLimited(group),
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        error: 'Too Many Requests',
        message: rateLimitMessage(Math.max(1, Math.ceil(context.ttl / 1000))),
      }),
    }),
  }));
  app.addHook('onRequest', async (request, reply) => {
    const path = pathOf(request.url);
    const limiter = limiters.find((entry) => entry.matches(path));
    if (limiter) await limiter.check.call(app, request, reply);
  });
}

/**
 * Whether a request comes from the site's own pages: the browser says so in Sec-Fetch-Site, or (an older
 * browser) its Origin is the site's. A request that says neither is refused too: the bearer token is added
 * for the site's visitors, not for any program that knows the path.
 */
export function isSameOrigin(request: FastifyRequest, siteOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site === 'same-origin') return true;
  if (typeof site === 'string' && site !== '') return false;
  const origin = request.headers.origin;
  return typeof origin === 'string' && origin.replace(/\/$/, '') === siteOrigin;
}

/**
 * The token-adding calls (their GETs too: the shipping aggregator's areas and trackings carry the server's token)
 * accept only same-origin requests (403 with a message in Indonesian otherwise).
 */
export function registerSameOriginCalls(app: FastifyInstance, siteOriginOf: (request: FastifyRequest) => string): void {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const path = pathOf(request.url);
    if (!path.startsWith(`${API_PROXY_PATH}/`) && !path.startsWith(`${SHIPPING_PROXY_PATH}/`)) return;
    if (isSameOrigin(request, siteOriginOf(request))) return;
    request.log.warn({ origin: request.headers.origin ?? null }, 'cross-site call to a token-adding path refused');
    return reply.code(403).send({ message: CROSS_SITE_MESSAGE });
  });
}
