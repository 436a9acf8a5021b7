import { ConfigError, getConfig, loadConfig, parseConfig, setConfig } from './config';
import { testConfig } from '../testing';

const valid = { ...testConfig, contactFormAction: undefined };

afterEach(() => setConfig(null));

test('a complete config.json is accepted and the contact action defaults to the API', () => {
  const config = parseConfig(valid);
  expect(config.remotes.shop).toBe('http://shop.test/mf-manifest.json');
  expect(config.contactFormAction).toBe('http://api.test/api/v1/application/contact');
});

test('a config without a remote manifest URL is rejected, naming the key', () => {
  const broken = { ...valid, remotes: { ...valid.remotes, careers: '' } };
  expect(() => parseConfig(broken)).toThrow('config.json: "remotes.careers" must be a manifest URL');
});

test('a config with a missing API base is rejected', () => {
  expect(() => parseConfig({ ...valid, apiBaseUrl: undefined })).toThrow(ConfigError);
});

test('reading the config before it is loaded is an error', () => {
  expect(() => getConfig()).toThrow('The runtime config is read before it was loaded');
});

test('loadConfig fetches /config.json once and reuses it', async () => {
  const fetchMock = jest.fn().mockResolvedValue({ ok: true, json: () => Promise.resolve(valid) });
  globalThis.fetch = fetchMock;
  const first = await loadConfig('/config.json');
  const second = await loadConfig('/config.json');
  expect(first).toBe(second);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(getConfig().apiBaseUrl).toBe(testConfig.apiBaseUrl);
});

test('loadConfig takes a config request the host already started, and still checks its answer', async () => {
  const fetchMock = jest.fn();
  globalThis.fetch = fetchMock;
  const failed = Promise.resolve({ ok: false, status: 503 } as Response);
  await expect(loadConfig(failed)).rejects.toThrow('config.json answered 503');

  const started = Promise.resolve({ ok: true, json: () => Promise.resolve(valid) } as Response);
  const config = await loadConfig(started);
  expect(config.remotes.content).toBe(testConfig.remotes.content);
  expect(fetchMock).not.toHaveBeenCalled();
});
