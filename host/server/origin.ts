// The site's own origin, and the requests that are not for it (docs/deploying.md#security). Every URL the render
// server writes (canonical and Open Graph URLs, JSON-LD, the contact form's return address, the sitemap, the
// cards) names the origin from configuration, never one a request brought: `siteOrigin`, required in production,
// or, without it (development, the tests), the request's own Host when that host is on the allow-list. Forwarded
// headers (X-Forwarded-Host, X-Forwarded-Proto, Forwarded, X-Original-URL) are never read for it, whoever sent them.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { withPolicy } from './caches';
import type { ServerConfigFile } from './config';

/** Hosts named by their Host header that may stand for the site when `siteOrigin` is not set (any port). */
export const DEFAULT_ALLOWED_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** The visitor's message for a request that is not for this site. */
export const NOT_THIS_SITE_MESSAGE = 'Alamat ini bukan alamat situs NIEC Indonesia.';

/** The page a refused request gets: the message, and the way to the site's own home page (no script, no files). */
export const NOT_THIS_SITE_PAGE =
  '<!doctype html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">' +
  '<meta name="robots" content="noindex"><title>Alamat tidak dikenal | NIEC Indonesia</title>' +
  '<style>body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1b2430;background:#f5f7fa;display:grid;place-items:center;min-height:100vh}' +
  'main{max-width:28rem;margin:1.5rem;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(11,59,117,.12)}' +
  'h1{margin:0 0 .5rem;font-size:1.375rem;color:#0b3b75}a{color:#0b3b75;font-weight:600}</style></head>' +
  `<body><main><h1>Alamat tidak dikenal</h1><p>${NOT_THIS_SITE_MESSAGE}</p>` +
  '<p><a href="/">Ke beranda NIEC Indonesia</a></p></main></body></html>';

/** Why a config cannot run in production, or null. */
export function productionConfigProblem(config: ServerConfigFile, env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.NODE_ENV !== 'production') return null;
  if (typeof config.siteOrigin !== 'string' || !/^https?:\/\/[^/]+\/?$/.test(config.siteOrigin)) {
    return (
      'siteOrigin is required in production (NODE_ENV=production): the public origin, e.g. "https://niecindonesia.com". ' +
      'Without it the server would have to take its origin from a request header (docs/deploying.md#security).'
    );
  }
  return null;
}

function allowedHostsOf(config: ServerConfigFile): string[] {
  const given = config.allowedHosts;
  if (Array.isArray(given) && given.every((entry) => typeof entry === 'string'))
    return given.map((host) => host.toLowerCase());
  return DEFAULT_ALLOWED_HOSTS;
}

/** The host name of a Host header without its port (`[::1]:3000` → `[::1]`), lower case; null when malformed. */
export function hostNameOf(hostHeader: string | undefined): string | null {
  if (!hostHeader) return null;
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?$/i.exec(hostHeader.trim());
  return match ? match[1]!.toLowerCase() : null;
}

/**
 * The origin the server names for this request: `siteOrigin`, or `http://<Host>` when the Host header's name is on
 * the allow-list (config key `allowedHosts`; loopback by default); null when neither (the request is refused).
 */
export function siteOriginFor(
  config: ServerConfigFile,
  hostHeader: string | undefined,
  encrypted = false,
): string | null {
  if (typeof config.siteOrigin === 'string' && config.siteOrigin) return config.siteOrigin.replace(/\/$/, '');
  const name = hostNameOf(hostHeader);
  if (!name || !allowedHostsOf(config).includes(name)) return null;
  return `${encrypted ? 'https' : 'http'}://${hostHeader!.trim().toLowerCase()}`;
}

/**
 * Whether a request target is a path of this site: origin-form (`/…`), not `//host/…` or `/\host` (which a URL
 * parser reads as another host), not an absolute URI (`http://host/…`) or `*`, no control characters.
 */
export function isSitePath(target: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /^\/(?![/\\])/.test(target) && !/[\u0000-\u001f\u007f\\]/.test(target.split('?')[0]!);
}

/**
 * Refuses (400, in Indonesian) every request whose target is not a path of this site, and (without `siteOrigin`)
 * whose Host is not on the allow-list. Runs before any route, cache or rate limit.
 */
export function registerOriginGuard(
  app: FastifyInstance,
  getConfig: () => ServerConfigFile,
  onRefused: (reason: 'path' | 'host') => void,
): void {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const target = request.raw.url ?? '';
    let reason: 'path' | 'host' | null = null;
    if (!isSitePath(target)) reason = 'path';
    else if (siteOriginFor(getConfig(), request.headers.host) === null) reason = 'host';
    if (!reason) return;
    onRefused(reason);
    request.log.warn({ refused: reason, target: target.slice(0, 200) }, 'request not for this site refused');
    return withPolicy(reply.code(400), 'noStore').type('text/html; charset=utf-8').send(NOT_THIS_SITE_PAGE);
  });
}
