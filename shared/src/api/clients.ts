import axios, { type AxiosInstance } from 'axios';
import { getConfig } from '../config/config';

/**
 * Every HTTP call of the site goes through these clients, built from the runtime config.
 * All of them send Accept: application/json (docs/product-rules.md#api-calls).
 */
let apiClient: AxiosInstance | null = null;
let apiBase = '';
let shippingClient: AxiosInstance | null = null;
let shippingBase = '';

function create(baseURL: string, token?: string): AxiosInstance {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  // XHR in the browser; Node's http on the render server (the browser build has no http adapter).
  return axios.create({ baseURL, headers, timeout: 30000, adapter: ['xhr', 'http'] });
}

/** The consultancy API (apiBaseUrl). */
export function getApiClient(): AxiosInstance {
  const { apiBaseUrl, serverApiBaseUrl } = getConfig();
  // The render server may reach the API at an internal address; the browser never has one.
  const base = serverApiBaseUrl || apiBaseUrl;
  if (!apiClient || apiBase !== base) {
    apiClient = create(base);
    apiBase = base;
  }
  return apiClient;
}

let cachedClient: AxiosInstance | null = null;
let cachedBase = '';

/**
 * For the reads of public data that may be up to a minute old: lists (articles, scholarships, products,
 * vacancies, tours), their filter options and public records. On the render server these go through the
 * instance's shared cache (about 60 s, stale-while-revalidate), so every request of the instance reuses
 * one answer; in the browser this is the API client. Never for calls with side effects (a GET that counts
 * a view) or a visitor's own data.
 */
export function getCachedApiClient(): AxiosInstance {
  const { serverApiCacheUrl } = getConfig();
  if (!serverApiCacheUrl) return getApiClient();
  if (!cachedClient || cachedBase !== serverApiCacheUrl) {
    cachedClient = create(serverApiCacheUrl);
    cachedBase = serverApiCacheUrl;
  }
  return cachedClient;
}

let bearerClient: AxiosInstance | null = null;
let bearerBase = '';

/**
 * For the calls made with the bearer credential (study-tour register, recommenders; docs/product-rules.md#config). Behind the
 * render server the browser has no token: it sends these calls to the server's proxy (apiProxyBaseUrl),
 * which adds it. A static-host deployment with a token in its config sends it directly.
 */
export function getBearerApiClient(): AxiosInstance {
  const { apiBaseUrl, apiProxyBaseUrl, apiToken } = getConfig();
  const key = `${apiProxyBaseUrl}|${apiBaseUrl}|${apiToken}`;
  if (!bearerClient || bearerBase !== key) {
    bearerClient = apiProxyBaseUrl ? create(apiProxyBaseUrl) : create(apiBaseUrl, apiToken || undefined);
    bearerBase = key;
  }
  return bearerClient;
}

/** The shipping aggregator, or the server-side proxy that adds its key (shippingToken empty). */
export function getShippingClient(): AxiosInstance {
  const { shippingBaseUrl, shippingToken } = getConfig();
  const key = `${shippingBaseUrl}|${shippingToken}`;
  if (!shippingClient || shippingBase !== key) {
    shippingClient = create(shippingBaseUrl, shippingToken || undefined);
    shippingBase = key;
  }
  return shippingClient;
}

/** Field errors, keyed by the form's field names (read by '@niec/shared/submit'). */
export type FieldErrors = Record<string, string>;

export { isAxiosError, isCancel } from 'axios';
