import { AxiosError, type AxiosAdapter, type AxiosResponse } from 'axios';
import { getApiClient, getBearerApiClient, getShippingClient, isAxiosError, isCancel } from './clients';
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

describe('a client is axios, loaded with its first request', () => {
  /** Answers every request with `status` and echoes what axios sent, instead of the network. */
  function answerWith(client: ReturnType<typeof getApiClient>, status = 200): AxiosAdapter {
    const adapter: AxiosAdapter = (config) => {
      const response: AxiosResponse = {
        data: {
          url: config.url,
          baseURL: config.baseURL,
          accept: config.headers.get('Accept'),
          tag: config.headers.get('X-Tag'),
        },
        status,
        statusText: String(status),
        headers: {},
        config,
      };
      return status < 400
        ? Promise.resolve(response)
        : Promise.reject(
            new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, null, response),
          );
    };
    client.defaults.adapter = adapter;
    return adapter;
  }

  test('interceptors added before axios has loaded run on the first request, an ejected one does not', async () => {
    applyTestConfig({ apiBaseUrl: 'http://lazy.test/api' });
    const client = getApiClient();
    answerWith(client);
    client.interceptors.request.use((config) => {
      config.headers.set('X-Tag', 'kept');
      return config;
    });
    const dropped = client.interceptors.request.use(() => {
      throw new Error('an ejected interceptor ran');
    });
    client.interceptors.request.eject(dropped);
    client.interceptors.response.use((response) => ({
      ...response,
      data: { ...(response.data as object), seen: true },
    }));

    const { data } = await client.get<Record<string, unknown>>('/articles');
    expect(data).toEqual({
      url: '/articles',
      baseURL: 'http://lazy.test/api',
      accept: 'application/json',
      tag: 'kept',
      seen: true,
    });
  });

  test('an error answer rejects with an axios error the guards recognise', async () => {
    applyTestConfig({ apiBaseUrl: 'http://missing.test/api' });
    const client = getApiClient();
    answerWith(client, 404);
    const refused: unknown = await client.post('/forms', { name: 'Ani' }).catch((error: unknown) => error);
    expect(isAxiosError(refused) && refused.response?.status).toBe(404);
    expect(isCancel(refused)).toBe(false);
  });

  test('an aborted signal cancels the request before it is sent', async () => {
    applyTestConfig({ apiBaseUrl: 'http://abort.test/api' });
    const client = getApiClient();
    const adapter = jest.fn(answerWith(client));
    client.defaults.adapter = adapter;
    const controller = new AbortController();
    controller.abort();
    const cancelled: unknown = await client
      .get('/tours', { signal: controller.signal })
      .catch((error: unknown) => error);
    expect(isCancel(cancelled)).toBe(true);
    expect(adapter).not.toHaveBeenCalled();
  });
});
