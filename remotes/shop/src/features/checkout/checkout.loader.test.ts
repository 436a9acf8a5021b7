import { getApiClient } from '@niec/shared';
import { applyTestConfig, loaderArgs } from '@niec/shared/testing';
import { loadCheckout } from './checkout.loader';

beforeEach(() => applyTestConfig());
afterEach(() => jest.restoreAllMocks());

test('the provinces of the address step, trimmed to id and name', async () => {
  const get = jest.spyOn(getApiClient(), 'get').mockResolvedValue({
    data: {
      data: [
        { id: 51, province_name: 'Bali', created_at: '2020-01-01', updated_at: null, kode_bps: '51' },
        { id: 31, province_name: 'DKI Jakarta', created_at: '2020-01-01', updated_at: null, kode_bps: '31' },
      ],
    },
  });
  expect(await loadCheckout(loaderArgs())).toEqual({
    kind: 'data',
    data: {
      provinces: [
        { id: 51, province_name: 'Bali' },
        { id: 31, province_name: 'DKI Jakarta' },
      ],
    },
  });
  expect(get).toHaveBeenCalledTimes(1);
  expect(get).toHaveBeenCalledWith('/master/provinces', expect.anything());
});

test('a failed province list throws (the select then says to reload the page)', async () => {
  jest.spyOn(getApiClient(), 'get').mockRejectedValue(new Error('Network Error'));
  await expect(loadCheckout(loaderArgs())).rejects.toThrow('Network Error');
});
