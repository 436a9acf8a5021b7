import { getApiClient } from '@niec/shared';
import { applyTestConfig, loaderArgs } from '@niec/shared/testing';
import { loadProductDetail } from './product-detail.loader';

beforeEach(() => applyTestConfig());
afterEach(() => jest.restoreAllMocks());

/** What axios rejects with for an HTTP error status. */
const httpError = (status: number) =>
  Object.assign(new Error(`Request failed with status code ${status}`), { isAxiosError: true, response: { status } });

const apiProduct = {
  id: 4,
  id_product: 4,
  code_product: 'NIEC-004',
  name_product: 'Tumbler Stainless NIEC 500 ml',
  price: 120000,
  file_pic: 'http://img/4a.svg',
  file_pic1: ' ',
  file_pic2: 'http://img/4c.svg',
  file_pic3: 'http://img/4d.svg',
  description: '<h2>Tumbler</h2><p>Tahan <strong>panas</strong> 12 jam.</p>',
  is_with_member: 0,
  stock: 12,
};

test('the product is trimmed to what the page shows, with its meta description as text', async () => {
  const get = jest.spyOn(getApiClient(), 'get').mockResolvedValue({ data: apiProduct });
  const result = await loadProductDetail(loaderArgs({ code_product: 'NIEC-004' }));
  expect(get).toHaveBeenCalledWith('/niec-merchandise/produk-detail/NIEC-004', expect.anything());
  expect(result).toEqual({
    kind: 'data',
    data: {
      product: {
        id: 4,
        code: 'NIEC-004',
        name: 'Tumbler Stainless NIEC 500 ml',
        price: 120000,
        isMember: false,
        pictures: ['http://img/4a.svg', 'http://img/4c.svg', 'http://img/4d.svg'],
        description: '<h2>Tumbler</h2><p>Tahan <strong>panas</strong> 12 jam.</p>',
      },
      metaDescription: 'Tumbler Tahan panas 12 jam.',
    },
  });
});

test('a long description is cut for the meta description; without one the name stands in', async () => {
  const long = `<p>${'Tumbler tahan panas. '.repeat(20)}</p>`;
  jest.spyOn(getApiClient(), 'get').mockResolvedValueOnce({ data: { ...apiProduct, description: long } });
  const cut = await loadProductDetail(loaderArgs({ code_product: 'NIEC-004' }));
  expect(cut.kind === 'data' && cut.data.metaDescription).toHaveLength(158);
  jest.spyOn(getApiClient(), 'get').mockResolvedValueOnce({ data: { ...apiProduct, description: '  ' } });
  const none = await loadProductDetail(loaderArgs({ code_product: 'NIEC-004' }));
  expect(none).toMatchObject({
    data: { product: { description: null }, metaDescription: 'Tumbler Stainless NIEC 500 ml' },
  });
});

test('an unknown code (404) is not found', async () => {
  jest.spyOn(getApiClient(), 'get').mockRejectedValue(httpError(404));
  expect(await loadProductDetail(loaderArgs({ code_product: 'NOPE' }))).toEqual({ kind: 'not-found' });
});

test('an empty answer for the code is not found', async () => {
  jest.spyOn(getApiClient(), 'get').mockResolvedValueOnce({ data: '' });
  expect(await loadProductDetail(loaderArgs({ code_product: 'NOPE' }))).toEqual({ kind: 'not-found' });
  jest.spyOn(getApiClient(), 'get').mockResolvedValueOnce({ data: { message: 'ok' } });
  expect(await loadProductDetail(loaderArgs({ code_product: 'NOPE' }))).toEqual({ kind: 'not-found' });
});

test('any other failure throws (the server answers 503 and the browser tries again)', async () => {
  jest.spyOn(getApiClient(), 'get').mockRejectedValue(httpError(500));
  await expect(loadProductDetail(loaderArgs({ code_product: 'NIEC-004' }))).rejects.toThrow('500');
});
