import type {
  AxiosInstance,
  AxiosInterceptorManager,
  AxiosInterceptorOptions,
  AxiosError,
  AxiosResponse,
  AxiosStatic,
  Cancel,
  CreateAxiosDefaults,
  InternalAxiosRequestConfig,
} from 'axios';
import { getConfig } from '../config/config';

/**
 * Every HTTP call of the site goes through these clients, built from the runtime config.
 * All of them send Accept: application/json (docs/product-rules.md#api-calls).
 *
 * axios itself is loaded with the first request a client makes, not with the page: no page calls the API
 * before it is hydrated (the server's answers come in the page), so its 14 KB gzip stayed off the first
 * load of every route (docs/decisions/004-first-load-budget.md). A client is an axios instance in all but
 * its creation: same defaults, interceptors and methods, each resolving or rejecting as axios does.
 */
export type ApiClient = Pick<
  AxiosInstance,
  | 'request'
  | 'get'
  | 'delete'
  | 'head'
  | 'options'
  | 'post'
  | 'put'
  | 'patch'
  | 'postForm'
  | 'putForm'
  | 'patchForm'
  | 'defaults'
  | 'interceptors'
>;

let loadingAxios: Promise<AxiosStatic> | null = null;

function loadAxios(): Promise<AxiosStatic> {
  loadingAxios ??= import(/* webpackChunkName: "axios" */ 'axios').then(
    (module) => module.default,
    (error: unknown) => {
      // A chunk that failed to arrive (offline) is asked for again by the next request.
      loadingAxios = null;
      throw error;
    },
  );
  return loadingAxios;
}

type Interceptors = AxiosInstance['interceptors'];
type Use<V> = (
  onFulfilled?: ((value: V) => V | Promise<V>) | null,
  onRejected?: ((error: unknown) => unknown) | null,
  options?: AxiosInterceptorOptions,
) => number;

/**
 * A client's interceptors: the ones added before axios has loaded are handed to the instance in order when it
 * is created, the later ones go straight to it. Ids are the client's own, so one id ejects the same
 * interceptor before and after loading.
 */
class LazyInterceptors<V> {
  private nextId = 0;
  private readonly queued = new Map<number, Parameters<Use<V>>>();
  private readonly added = new Map<number, number>();
  private manager: AxiosInterceptorManager<V> | null = null;

  use: Use<V> = (...args) => {
    const id = this.nextId++;
    if (this.manager) this.added.set(id, (this.manager.use as Use<V>)(...args));
    else this.queued.set(id, args);
    return id;
  };

  eject = (id: number): void => {
    if (this.queued.delete(id)) return;
    const added = this.added.get(id);
    if (added !== undefined && this.manager) this.manager.eject(added);
    this.added.delete(id);
  };

  clear = (): void => {
    this.queued.clear();
    this.added.clear();
    this.manager?.clear();
  };

  attach(manager: AxiosInterceptorManager<V>): void {
    this.manager = manager;
    for (const [id, args] of this.queued) this.added.set(id, (manager.use as Use<V>)(...args));
    this.queued.clear();
  }
}

class LazyClient implements ApiClient {
  private instance: AxiosInstance | null = null;
  private creating: Promise<AxiosInstance> | null = null;
  private readonly config: AxiosInstance['defaults'];
  private readonly lazyInterceptors = {
    request: new LazyInterceptors<InternalAxiosRequestConfig>(),
    response: new LazyInterceptors<AxiosResponse>(),
  };
  // The two managers take what axios's do (use, eject, clear); axios types `use` per manager.
  readonly interceptors = this.lazyInterceptors as unknown as Interceptors;

  constructor(config: CreateAxiosDefaults) {
    // Read and changed as the instance's defaults until axios has loaded, then passed to axios.create.
    this.config = config as AxiosInstance['defaults'];
  }

  get defaults(): AxiosInstance['defaults'] {
    return this.instance?.defaults ?? this.config;
  }

  private load(): Promise<AxiosInstance> {
    this.creating ??= loadAxios().then(
      (axios) => {
        const instance = axios.create(this.config);
        this.lazyInterceptors.request.attach(instance.interceptors.request);
        this.lazyInterceptors.response.attach(instance.interceptors.response);
        this.instance = instance;
        return instance;
      },
      (error: unknown) => {
        this.creating = null;
        throw error;
      },
    );
    return this.creating;
  }

  // Own properties, so a test can spy on one (jest.spyOn(getApiClient(), 'get')) and a caller may pass one on.
  request: AxiosInstance['request'] = (config) => this.load().then((client) => client.request(config));
  get: AxiosInstance['get'] = (url, config) => this.load().then((client) => client.get(url, config));
  delete: AxiosInstance['delete'] = (url, config) => this.load().then((client) => client.delete(url, config));
  head: AxiosInstance['head'] = (url, config) => this.load().then((client) => client.head(url, config));
  options: AxiosInstance['options'] = (url, config) => this.load().then((client) => client.options(url, config));
  post: AxiosInstance['post'] = (url, data, config) => this.load().then((client) => client.post(url, data, config));
  put: AxiosInstance['put'] = (url, data, config) => this.load().then((client) => client.put(url, data, config));
  patch: AxiosInstance['patch'] = (url, data, config) => this.load().then((client) => client.patch(url, data, config));
  postForm: AxiosInstance['postForm'] = (url, data, config) =>
    this.load().then((client) => client.postForm(url, data, config));
  putForm: AxiosInstance['putForm'] = (url, data, config) =>
    this.load().then((client) => client.putForm(url, data, config));
  patchForm: AxiosInstance['patchForm'] = (url, data, config) =>
    this.load().then((client) => client.patchForm(url, data, config));
}

let apiClient: ApiClient | null = null;
let apiBase = '';
let shippingClient: ApiClient | null = null;
let shippingBase = '';

function create(baseURL: string, token?: string): ApiClient {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  // XHR in the browser; Node's http on the render server (the browser build has no http adapter).
  return new LazyClient({ baseURL, headers, timeout: 30000, adapter: ['xhr', 'http'] });
}

/** The consultancy API (apiBaseUrl). */
export function getApiClient(): ApiClient {
  const { apiBaseUrl, serverApiBaseUrl } = getConfig();
  // The render server may reach the API at an internal address; the browser never has one.
  const base = serverApiBaseUrl || apiBaseUrl;
  if (!apiClient || apiBase !== base) {
    apiClient = create(base);
    apiBase = base;
  }
  return apiClient;
}

let cachedClient: ApiClient | null = null;
let cachedBase = '';

/**
 * For the reads of public data that may be up to a minute old: lists (articles, scholarships, products,
 * vacancies, tours), their filter options and public records. On the render server these go through the
 * instance's shared cache (about 60 s, stale-while-revalidate), so every request of the instance reuses
 * one answer; in the browser this is the API client. Never for calls with side effects (a GET that counts
 * a view) or a visitor's own data.
 */
export function getCachedApiClient(): ApiClient {
  const { serverApiCacheUrl } = getConfig();
  if (!serverApiCacheUrl) return getApiClient();
  if (!cachedClient || cachedBase !== serverApiCacheUrl) {
    cachedClient = create(serverApiCacheUrl);
    cachedBase = serverApiCacheUrl;
  }
  return cachedClient;
}

let bearerClient: ApiClient | null = null;
let bearerBase = '';

/**
 * For the calls made with the bearer credential (study-tour register, recommenders; docs/product-rules.md#config). Behind the
 * render server the browser has no token: it sends these calls to the server's proxy (apiProxyBaseUrl),
 * which adds it. A static-host deployment with a token in its config sends it directly.
 */
export function getBearerApiClient(): ApiClient {
  const { apiBaseUrl, apiProxyBaseUrl, apiToken } = getConfig();
  const key = `${apiProxyBaseUrl}|${apiBaseUrl}|${apiToken}`;
  if (!bearerClient || bearerBase !== key) {
    bearerClient = apiProxyBaseUrl ? create(apiProxyBaseUrl) : create(apiBaseUrl, apiToken || undefined);
    bearerBase = key;
  }
  return bearerClient;
}

/** The shipping aggregator, or the server-side proxy that adds its key (shippingToken empty). */
export function getShippingClient(): ApiClient {
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

// axios's own two guards, as axios 1.x writes them (lib/helpers/isAxiosError.js, lib/cancel/isCancel.js): an
// error can be told apart without loading axios, since only a loaded axios makes these errors.
/** Whether `payload` is an error axios raised for a request (an answer with an error status, no answer, a timeout). */
export function isAxiosError<T = unknown, D = unknown>(payload: unknown): payload is AxiosError<T, D> {
  return (
    typeof payload === 'object' && payload !== null && (payload as { isAxiosError?: unknown }).isAxiosError === true
  );
}

/** Whether `value` is the error of a request its signal aborted. */
export function isCancel(value: unknown): value is Cancel {
  return typeof value === 'object' && value !== null && Boolean((value as { __CANCEL__?: unknown }).__CANCEL__);
}
