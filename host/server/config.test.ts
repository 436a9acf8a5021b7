/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseConfig } from '@niec/shared';
import { API_PROXY_PATH, SHIPPING_PROXY_PATH, browserConfig, readConfigFile } from './config';

/** Every key the browser's code reads (AppConfig), with the values of a deployment. */
const BROWSER_VALUES = {
  apiBaseUrl: 'https://api.example.id/api/v1/application',
  shippingBaseUrl: 'https://shipping.example.id',
  paymentScriptUrl: 'https://pay.example.id/snap.js',
  paymentClientKey: 'client-key',
  captchaScriptUrl: 'https://captcha.example.id/api.js',
  captchaSiteKey: 'site-key',
  studentPortalUrl: 'https://portal.example.id/register',
  whatsappUrl: 'https://wa.me/6281139933399',
  contactFormAction: 'https://api.example.id/api/v1/application/contact',
  remotes: {
    content: 'https://cdn.example.id/content/mf-manifest.json',
    scholarship: 'https://cdn.example.id/scholarship/mf-manifest.json',
    careers: 'https://cdn.example.id/careers/mf-manifest.json',
    shop: 'https://cdn.example.id/shop/mf-manifest.json',
  },
};

/** Every key the render server or its operator reads, and one nobody has thought of yet. */
const SERVER_VALUES = {
  serverApiBaseUrl: 'http://10.0.0.5/api/v1/application',
  siteOrigin: 'https://www.example.id',
  renderTimeoutMs: 1200,
  apiCacheSeconds: 30,
  apiToken: 'secret-api-token',
  shippingToken: 'secret-shipping-token',
  serverCache: false,
  rateLimits: { api: 10, shipping: 50, og: 20, data: 100 },
  trustedProxies: ['10.0.0.0/8'],
  someFutureSecret: 'do-not-leak',
};

describe('browserConfig (/config.json and the boot data)', () => {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'niec-config-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const fromFile = (content: object) => {
    const file = path.join(dir, 'config.json');
    writeFileSync(file, JSON.stringify(content));
    return browserConfig(readConfigFile(file));
  };

  it('gives the browser none of the server keys, nor any key it does not read', () => {
    const config = fromFile({ ...BROWSER_VALUES, ...SERVER_VALUES });
    for (const key of Object.keys(SERVER_VALUES)) {
      if (key === 'apiToken' || key === 'shippingToken') expect(config[key]).toBe('');
      else expect(config).not.toHaveProperty(key);
    }
    const text = JSON.stringify(config);
    for (const secret of ['secret-api-token', 'secret-shipping-token', 'do-not-leak', '10.0.0', 'www.example.id']) {
      expect(text).not.toContain(secret);
    }
  });

  it('keeps every key the browser reads, with the proxies in place of the bearer and shipping addresses', () => {
    const config = fromFile({ ...BROWSER_VALUES, ...SERVER_VALUES });
    expect(config).toEqual({
      ...BROWSER_VALUES,
      shippingBaseUrl: SHIPPING_PROXY_PATH,
      apiProxyBaseUrl: API_PROXY_PATH,
      apiToken: '',
      shippingToken: '',
    });
    // What the browser makes of it (bootstrap.tsx parses it) is the deployment's config, token-less.
    const parsed = parseConfig(config);
    expect(parsed).toEqual({
      ...BROWSER_VALUES,
      shippingBaseUrl: SHIPPING_PROXY_PATH,
      apiProxyBaseUrl: API_PROXY_PATH,
      apiToken: '',
      shippingToken: '',
    });
    // No key of the browser's config is dropped on the way (a key added to AppConfig needs adding here too).
    expect(Object.keys(config).sort()).toEqual(Object.keys(parsed).sort());
  });

  it('keeps only the four remotes of the remotes key', () => {
    const config = fromFile({
      ...BROWSER_VALUES,
      remotes: { ...BROWSER_VALUES.remotes, internalAdmin: 'http://10.0.0.9/mf-manifest.json' },
    });
    expect(config.remotes).toEqual(BROWSER_VALUES.remotes);
  });

  it('leaves out browser keys the file does not set (the browser applies its defaults)', () => {
    const { contactFormAction: _unused, paymentClientKey: _unused2, ...rest } = BROWSER_VALUES;
    const config = fromFile(rest);
    expect(config).not.toHaveProperty('contactFormAction');
    expect(parseConfig(config).contactFormAction).toBe(`${BROWSER_VALUES.apiBaseUrl}/contact`);
  });
});
