// Test helpers for every workspace's jest tests (the './testing' entry of @niec/shared).
import { setConfig, type AppConfig } from '../config/config';
import { useCartStore } from '../cart/cart-store';

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
