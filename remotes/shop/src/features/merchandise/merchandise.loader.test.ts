import { getApiClient } from '@niec/shared';
import { applyTestConfig, loaderArgs } from '@niec/shared/testing';
import { loadMerchandise } from './merchandise.loader';

beforeEach(() => applyTestConfig());
afterEach(() => jest.restoreAllMocks());

const apiProduct = {
  id: 1,
  id_product: 1,
  code_product: 'NIEC-001',
  name_product: 'Kaos NIEC Study Abroad',
  price: '150000',
  file_pic: '',
  file_pic1: 'http://img/1b.svg',
  file_pic2: 'http://img/1c.svg',
  file_pic3: null,
  description: '<p>Kaos katun combed 30s yang adem dan nyaman dipakai seharian.</p>',
  is_with_member: '0',
  created_at: '2026-01-01',
};

test('the list view gets each product trimmed to what a card shows: no description, one picture', async () => {
  const get = jest.spyOn(getApiClient(), 'get').mockResolvedValue({
    data: [apiProduct, { ...apiProduct, id: 7, code_product: 'NIEC-M01', is_with_member: 1, file_pic: null }],
  });
  const result = await loadMerchandise(loaderArgs());
  expect(get).toHaveBeenCalledWith('/niec-merchandise/produk', { signal: expect.any(AbortSignal) as AbortSignal });
  expect(result).toEqual({
    kind: 'data',
    data: {
      products: [
        {
          id: 1,
          code: 'NIEC-001',
          name: 'Kaos NIEC Study Abroad',
          price: 150000,
          isMember: false,
          image: 'http://img/1b.svg',
        },
        {
          id: 7,
          code: 'NIEC-M01',
          name: 'Kaos NIEC Study Abroad',
          price: 150000,
          isMember: true,
          image: 'http://img/1b.svg',
        },
      ],
    },
  });
  expect(JSON.stringify(result)).not.toContain('Kaos katun');
});

test('an answer that is not a list is an empty list', async () => {
  jest.spyOn(getApiClient(), 'get').mockResolvedValue({ data: { message: 'maintenance' } });
  expect(await loadMerchandise(loaderArgs())).toEqual({ kind: 'data', data: { products: [] } });
});

test('the cart view asks the API for nothing', async () => {
  const get = jest.spyOn(getApiClient(), 'get');
  expect(await loadMerchandise(loaderArgs({}, '?view=cart'))).toEqual({ kind: 'data', data: { products: null } });
  expect(get).not.toHaveBeenCalled();
});

test('a failed API call throws (the page shows its retry)', async () => {
  jest.spyOn(getApiClient(), 'get').mockRejectedValue(new Error('Network Error'));
  await expect(loadMerchandise(loaderArgs())).rejects.toThrow('Network Error');
});
