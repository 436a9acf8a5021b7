import { getApiClient, getBearerApiClient, getShippingClient } from './clients';
import { applyTestConfig } from '../testing';
import { setConfig } from '../config/config';

afterEach(() => setConfig(null));

test('the consultancy client uses apiBaseUrl and asks for JSON', () => {
  applyTestConfig();
  const client = getApiClient();
  expect(client.defaults.baseURL).toBe('http://api.test/api/v1/application');
  expect(client.defaults.headers.Accept).toBe('application/json');
  expect(client.defaults.headers.Authorization).toBeUndefined();
});

test('behind the render server the bearer calls go to its proxy and carry no token from the browser', () => {
  applyTestConfig({ apiToken: '', apiProxyBaseUrl: '/__api' });
  const proxied = getBearerApiClient();
  expect(proxied.defaults.baseURL).toBe('/__api');
  expect(proxied.defaults.headers.Authorization).toBeUndefined();
});

test('on a static host with a token in its config the bearer calls carry it to the API', () => {
  applyTestConfig({ apiToken: 'secret', apiProxyBaseUrl: '' });
  const direct = getBearerApiClient();
  expect(direct.defaults.baseURL).toBe('http://api.test/api/v1/application');
  expect(direct.defaults.headers.Authorization).toBe('Bearer secret');
  expect(getApiClient().defaults.headers.Authorization).toBeUndefined();
});

test('the shipping client sends the aggregator bearer only when a token is configured', () => {
  applyTestConfig({ shippingToken: 'ship' });
  expect(getShippingClient().defaults.headers.Authorization).toBe('Bearer ship');
  expect(getShippingClient().defaults.headers.Accept).toBe('application/json');
  applyTestConfig({ shippingToken: '', shippingBaseUrl: 'http://proxy.test/shipping' });
  const proxied = getShippingClient();
  expect(proxied.defaults.baseURL).toBe('http://proxy.test/shipping');
  expect(proxied.defaults.headers.Authorization).toBeUndefined();
});

test('a new config rebuilds the client with the new base URL', () => {
  applyTestConfig();
  applyTestConfig({ apiBaseUrl: 'http://other.test/api' });
  expect(getApiClient().defaults.baseURL).toBe('http://other.test/api');
});
