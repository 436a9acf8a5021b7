/** The runtime configuration the host reads from /config.json before it renders (docs/deploying.md#runtime-config-configjson). */
export type RemoteName = 'content' | 'scholarship' | 'careers' | 'shop';

export interface AppConfig {
  apiBaseUrl: string;
  apiToken: string;
  shippingBaseUrl: string;
  shippingToken: string;
  paymentScriptUrl: string;
  paymentClientKey: string;
  captchaScriptUrl: string;
  captchaSiteKey: string;
  studentPortalUrl: string;
  whatsappUrl: string;
  /** Where the contact form posts natively. */
  contactFormAction: string;
  /** The render server's proxy for the bearer calls (it adds the token); empty on a static host. */
  apiProxyBaseUrl: string;
  /** On the render server only: the address it calls the API at (e.g. an internal one); never in markup. */
  serverApiBaseUrl?: string;
  /** On the render server only: the instance's shared cache of API reads (set by the server, never in a file). */
  serverApiCacheUrl?: string;
  remotes: Record<RemoteName, string>;
}

export const REMOTE_NAMES: readonly RemoteName[] = ['content', 'scholarship', 'careers', 'shop'];

const REQUIRED_STRINGS = [
  'apiBaseUrl',
  'shippingBaseUrl',
  'paymentScriptUrl',
  'captchaScriptUrl',
  'studentPortalUrl',
  'whatsappUrl',
] as const;

const OPTIONAL_STRINGS = [
  'apiToken',
  'shippingToken',
  'paymentClientKey',
  'captchaSiteKey',
  'contactFormAction',
  'apiProxyBaseUrl',
] as const;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Validates an unknown JSON value into an AppConfig, naming the first bad key. */
export function parseConfig(raw: unknown): AppConfig {
  if (!isRecord(raw)) throw new ConfigError('config.json is not an object');
  for (const key of REQUIRED_STRINGS) {
    if (typeof raw[key] !== 'string' || raw[key] === '') {
      throw new ConfigError(`config.json: "${key}" must be a non-empty string`);
    }
  }
  for (const key of OPTIONAL_STRINGS) {
    if (raw[key] !== undefined && typeof raw[key] !== 'string') {
      throw new ConfigError(`config.json: "${key}" must be a string`);
    }
  }
  const remotes = raw.remotes;
  if (!isRecord(remotes)) throw new ConfigError('config.json: "remotes" must be an object');
  for (const name of REMOTE_NAMES) {
    if (typeof remotes[name] !== 'string' || remotes[name] === '') {
      throw new ConfigError(`config.json: "remotes.${name}" must be a manifest URL`);
    }
  }
  const str = (key: string): string => (typeof raw[key] === 'string' ? raw[key] : '');
  const apiBaseUrl = str('apiBaseUrl');
  return {
    apiBaseUrl,
    apiToken: str('apiToken'),
    shippingBaseUrl: str('shippingBaseUrl'),
    shippingToken: str('shippingToken'),
    paymentScriptUrl: str('paymentScriptUrl'),
    paymentClientKey: str('paymentClientKey'),
    captchaScriptUrl: str('captchaScriptUrl'),
    captchaSiteKey: str('captchaSiteKey'),
    studentPortalUrl: str('studentPortalUrl'),
    whatsappUrl: str('whatsappUrl'),
    contactFormAction: str('contactFormAction') || `${apiBaseUrl}/contact`,
    apiProxyBaseUrl: str('apiProxyBaseUrl'),
    remotes: {
      content: String(remotes.content),
      scholarship: String(remotes.scholarship),
      careers: String(remotes.careers),
      shop: String(remotes.shop),
    },
  };
}

let current: AppConfig | null = null;

/**
 * Fetches and validates the runtime config once; later calls reuse it. `source` is the config's URL or a
 * request for it that is already under way (the host starts it early).
 */
export async function loadConfig(source: string | Promise<Response> = '/config.json'): Promise<AppConfig> {
  if (current) return current;
  const response = await (typeof source === 'string'
    ? fetch(source, { headers: { Accept: 'application/json' }, cache: 'no-cache' })
    : source);
  if (!response.ok) throw new ConfigError(`config.json answered ${response.status}`);
  current = parseConfig(await response.json());
  return current;
}

/** The loaded config. The host loads it before any remote renders, so remotes can call this freely. */
export function getConfig(): AppConfig {
  if (!current) throw new ConfigError('The runtime config is read before it was loaded');
  return current;
}

/** For tests and for the host's start-up only. */
export function setConfig(config: AppConfig | null): void {
  current = config;
}
