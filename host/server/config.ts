import { readFileSync } from 'node:fs';

/**
 * The render server's config file: the runtime config of docs/deploying.md#runtime-config-configjson plus server-only keys. The browser
 * gets only the keys it reads (browserConfig, BROWSER_KEYS), and never the bearer tokens: the calls that need
 * them go through the render server's own proxy paths, which add them (proxy.ts).
 */
export interface ServerConfigFile {
  apiBaseUrl: string;
  apiToken?: string;
  shippingBaseUrl: string;
  shippingToken?: string;
  remotes: Record<'content' | 'scholarship' | 'careers' | 'shop', string>;
  /** Address the server uses for the consultancy API (e.g. an internal one); default apiBaseUrl. */
  serverApiBaseUrl?: string;
  /** Public origin for canonical and Open Graph URLs; default the request's origin. */
  siteOrigin?: string;
  /** Time limit for a page's data and render on the server; default 1500 ms. */
  renderTimeoutMs?: number;
  /** How long the server reuses the API's public reads (lists, records); default 60 s, 0 turns it off. */
  apiCacheSeconds?: number;
  [key: string]: unknown;
}

/**
 * The only keys of the config file the browser is given: what the browser's code reads (AppConfig, parseConfig in
 * shared/src/config/config.ts). Everything else in the file (the operator's keys: serverCache, rateLimits,
 * trustedProxies, serverApiBaseUrl, siteOrigin, …, and any key added later) stays on the server. The bearer
 * tokens, shippingBaseUrl and apiProxyBaseUrl are set by browserConfig itself.
 */
export const BROWSER_KEYS = [
  'apiBaseUrl',
  'paymentScriptUrl',
  'paymentClientKey',
  'captchaScriptUrl',
  'captchaSiteKey',
  'studentPortalUrl',
  'whatsappUrl',
  'contactFormAction',
] as const;

/** The remotes whose manifest URLs the browser is given (config key `remotes`). */
const REMOTE_KEYS = ['content', 'scholarship', 'careers', 'shop'] as const;

/** Where the browser sends the calls that need a bearer token: the render server's proxies. */
export const API_PROXY_PATH = '/__api';
export const SHIPPING_PROXY_PATH = '/__shipping';

export function readConfigFile(file: string): ServerConfigFile {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as ServerConfigFile;
  if (
    typeof raw.apiBaseUrl !== 'string' ||
    typeof raw.shippingBaseUrl !== 'string' ||
    typeof raw.remotes !== 'object'
  ) {
    throw new Error(`${file}: apiBaseUrl, shippingBaseUrl and remotes are required`);
  }
  return raw;
}

/** The config as /config.json serves it and every page embeds it: the browser's keys only (BROWSER_KEYS). */
export function browserConfig(config: ServerConfigFile): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const key of BROWSER_KEYS) {
    if (config[key] !== undefined) result[key] = config[key];
  }
  const remotes: Record<string, unknown> = {};
  for (const name of REMOTE_KEYS) {
    if (config.remotes?.[name] !== undefined) remotes[name] = config.remotes[name];
  }
  result.remotes = remotes;
  result.apiToken = '';
  result.shippingToken = '';
  result.apiProxyBaseUrl = API_PROXY_PATH;
  result.shippingBaseUrl = SHIPPING_PROXY_PATH;
  return result;
}
