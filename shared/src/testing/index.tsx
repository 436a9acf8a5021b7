// Test helpers for every workspace's jest tests (the './testing' entry of @niec/shared).
import { AxiosError, AxiosHeaders } from 'axios';
import { setConfig, type AppConfig } from '../config/config';
import { act, type ReactElement, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useCartStore } from '../cart/cart-store';
import { BOOT_SCRIPT_ID } from '../data/boot';
import { RouteDataContext, type LoaderArgs } from '../data/route-data';
import { serializeJsonLd } from '../meta/json-ld';
import { formatTitle, HeadCollectorContext, type PageMeta } from '../meta/page-meta';
import { routeDataValue, type RouteDataState } from './render-route';

/**
 * Makes the test's document one the render server wrote: the boot data script it puts beside the root (what
 * useServerHtmlKept and useHydrated look for). Returns its removal, for afterEach.
 */
export function addServerBootData(): () => void {
  const script = document.createElement('script');
  script.id = BOOT_SCRIPT_ID;
  script.type = 'application/json';
  script.textContent = '{}';
  document.body.append(script);
  return () => script.remove();
}

/**
 * For tests that hydrate or render markup with hydrateRoot/createRoot themselves (inside act()): a fresh container
 * in the document before each test; after it, the root handed to `keep` is unmounted, the container and any boot
 * data `fromTheServer` added are removed.
 */
export function documentRootFixture() {
  let container: HTMLElement | null = null;
  let root: Root | null = null;
  let removeBootData: (() => void) | null = null;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    container?.remove();
    removeBootData?.();
    removeBootData = null;
  });
  return {
    get container(): HTMLElement {
      if (!container) throw new Error('documentRootFixture: the container exists only inside a test');
      return container;
    },
    keep(next: Root): Root {
      root = next;
      return next;
    },
    fromTheServer(): void {
      removeBootData = addServerBootData();
    },
  };
}

export const testConfig: AppConfig = {
  apiBaseUrl: 'http://api.test/api/v1/application',
  apiToken: 'test-token',
  shippingBaseUrl: 'http://api.test/shipping',
  shippingToken: 'ship-token',
  paymentScriptUrl: 'http://api.test/payment/snap.js',
  paymentClientKey: 'client-key',
  captchaScriptUrl: 'http://api.test/captcha/api.js',
  captchaSiteKey: 'site-key',
  studentPortalUrl: 'http://portal.test/register',
  whatsappUrl: 'https://wa.me/6281234567890',
  contactFormAction: 'http://api.test/api/v1/application/contact',
  apiProxyBaseUrl: '',
  remotes: {
    content: 'http://content.test/mf-manifest.json',
    scholarship: 'http://scholarship.test/mf-manifest.json',
    careers: 'http://careers.test/mf-manifest.json',
    shop: 'http://shop.test/mf-manifest.json',
  },
};

export function applyTestConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const config = { ...testConfig, ...overrides };
  setConfig(config);
  return config;
}

export function resetCartStore(): void {
  localStorage.clear();
  useCartStore.getState().emptyCart();
}

/**
 * Renders a page as the host would: with its loader's result (or a loading, not-found or error state) in
 * the route-data context. `reload` is a jest mock, so a test can check 'Coba lagi'.
 */
export function withRouteData<T>(
  state: RouteDataState<T>,
  children: ReactNode,
): { element: ReactElement; reload: jest.Mock } {
  const reload = jest.fn();
  const value = routeDataValue(state, reload);
  return { element: <RouteDataContext.Provider value={value}>{children}</RouteDataContext.Provider>, reload };
}

/** Runs a page's loader as the render server would, for a path's params and query. */
export function loaderArgs(params: Record<string, string> = {}, search = ''): LoaderArgs {
  const searchParams = new URLSearchParams(search);
  const query = searchParams.toString();
  return {
    params,
    searchParams,
    request: new Request(`http://render.local/${query ? `?${query}` : ''}`),
    signal: new AbortController().signal,
  };
}

export { scholarshipRecord } from './fixtures';

export {
  browserBack,
  currentLocation,
  currentUrl,
  CurrentUrl,
  renderRoute,
  routeElement,
  type RenderRouteOptions,
  type RouteDataState,
  type RouteTable,
  type ShownUrl,
} from './render-route';

/** The site's origin in server-rendered test pages (JSON-LD paths are made absolute with it). */
export const TEST_ORIGIN = 'https://niec.test';

/** What the render server writes into a page's head, and the page's HTML. */
export interface ServerHead {
  /** The <title> ('Judul | NIEC Indonesia'). */
  title: string;
  /** The meta description, if the page set one. */
  description: string | undefined;
  /** The page's JSON-LD items as the HTML carries them (parsed back, paths absolute for TEST_ORIGIN). */
  structuredData: Record<string, unknown>[];
  /** The page's markup, as the server renders it. */
  html: string;
}

/**
 * Renders a page to HTML as the render server does (no effects run) and reads the head it would get: the
 * title, description and JSON-LD of the last usePageMeta rendered (the page's own), made with the same
 * functions as the server's head (formatTitle, serializeJsonLd).
 */
export function renderServerHead(element: ReactElement): ServerHead {
  let meta: PageMeta | null = null;
  const html = renderToString(
    <HeadCollectorContext.Provider
      value={{
        collect: (next) => {
          meta = next;
        },
      }}
    >
      {element}
    </HeadCollectorContext.Provider>,
  );
  const page = meta as PageMeta | null;
  return {
    title: formatTitle(page?.title ?? ''),
    description: page?.description,
    structuredData: (page?.structuredData ?? []).map(
      (item) => JSON.parse(serializeJsonLd(item, TEST_ORIGIN)) as Record<string, unknown>,
    ),
    html,
  };
}

/** The JSON-LD item of a type among a page's items (fails the test when there is not exactly one). */
export function itemOfType(items: readonly Record<string, unknown>[], type: string): Record<string, unknown> {
  const found = items.filter((item) => [item['@type']].flat().includes(type));
  if (found.length !== 1) throw new Error(`expected one ${type} item, found ${found.length}`);
  return found[0]!;
}

/**
 * The visible breadcrumb trail of a page's HTML (nav[aria-label="Breadcrumb"]): each crumb's text and the
 * URL of its link (absolute for TEST_ORIGIN), null for a crumb without a link.
 */
export function visibleBreadcrumb(html: string): { name: string; url: string | null }[] {
  const container = document.createElement('div');
  container.innerHTML = html;
  const items = container.querySelectorAll('nav[aria-label="Breadcrumb"] li');
  return Array.from(items, (li) => {
    const href = li.querySelector('a')?.getAttribute('href');
    return { name: (li.textContent ?? '').trim(), url: href ? new URL(href, TEST_ORIGIN).href : null };
  });
}

/** An axios error for an HTTP answer with `status` and body `data`, as axios rejects it. */
export function httpError(status: number, data?: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, null, {
    status,
    statusText: '',
    headers: {},
    config,
    data,
  });
}

/**
 * The first message of every failing field when a (yup) schema checks `values` all at once, as Formik shows them;
 * {} when the values are valid.
 */
export function schemaErrors(
  schema: { validateSync(values: unknown, options: { abortEarly: false }): unknown },
  values: unknown,
): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    const out: Record<string, string> = {};
    for (const inner of (error as { inner: { path?: string; message: string }[] }).inner) {
      if (inner.path && !out[inner.path]) out[inner.path] = inner.message;
    }
    return out;
  }
}
