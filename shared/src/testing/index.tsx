// Test helpers for every workspace's jest tests (the './testing' entry of @niec/shared).
import { setConfig, type AppConfig } from '../config/config';
import type { ReactElement, ReactNode } from 'react';
import { useCartStore } from '../cart/cart-store';
import { RouteDataContext } from '../data/route-data';
import { routeDataValue, type RouteDataState } from './render-route';

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
export function loaderArgs(
  params: Record<string, string> = {},
  search = '',
): { params: Record<string, string>; searchParams: URLSearchParams; signal: AbortSignal } {
  return { params, searchParams: new URLSearchParams(search), signal: new AbortController().signal };
}

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
