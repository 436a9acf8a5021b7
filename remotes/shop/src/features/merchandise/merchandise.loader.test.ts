import { dataKey, getApiClient, getCachedApiClient } from '@niec/shared';
import { applyTestConfig, loaderArgs } from '@niec/shared/testing';
import { loaders } from '../../exposes/routes';
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
      page: 1,
      pageCount: 1,
      total: 2,
    },
  });
  expect(JSON.stringify(result)).not.toContain('Kaos katun');
});

test('an answer that is not a list is an empty list', async () => {
  jest.spyOn(getApiClient(), 'get').mockResolvedValue({ data: { message: 'maintenance' } });
  expect(await loadMerchandise(loaderArgs())).toEqual({
    kind: 'data',
    data: { products: [], page: 1, pageCount: 1, total: 0 },
  });
});

test('a failed API call throws (the page shows its retry)', async () => {
  jest.spyOn(getApiClient(), 'get').mockRejectedValue(new Error('Network Error'));
  await expect(loadMerchandise(loaderArgs())).rejects.toThrow('Network Error');
});

describe('a long catalogue (250 products) is sent one page of 24 at a time', () => {
  const catalogue = Array.from({ length: 250 }, (_, index) => ({
    ...apiProduct,
    id: index + 1,
    code_product: `GROWN-${String(index + 1).padStart(3, '0')}`,
    name_product: `Produk ${index + 1}`,
    description: `<p>Deskripsi panjang produk ${index + 1}. ${'Bahan katun. '.repeat(40)}</p>`,
  }));
  const names = (result: Awaited<ReturnType<typeof loadMerchandise>>) =>
    result.kind === 'data' ? result.data.products.map((product) => product.name) : null;

  beforeEach(() => {
    jest.spyOn(getApiClient(), 'get').mockResolvedValue({ data: catalogue });
  });

  test('page 1 (no ?page) holds the first 24 cards, with the total and the number of pages', async () => {
    const result = await loadMerchandise(loaderArgs());
    expect(names(result)).toEqual(Array.from({ length: 24 }, (_, index) => `Produk ${index + 1}`));
    expect(result).toMatchObject({ kind: 'data', data: { page: 1, pageCount: 11, total: 250 } });
    // No description of any product travels to the browser.
    expect(JSON.stringify(result)).not.toMatch(/Deskripsi|description|Bahan katun/);
  });

  test('page 2 holds the next 24; the last page the rest', async () => {
    const second = await loadMerchandise(loaderArgs({}, '?page=2'));
    expect(names(second)).toEqual(Array.from({ length: 24 }, (_, index) => `Produk ${index + 25}`));
    expect(second).toMatchObject({ data: { page: 2, pageCount: 11, total: 250 } });
    const last = await loadMerchandise(loaderArgs({}, '?page=11'));
    expect(names(last)).toEqual([
      'Produk 241',
      'Produk 242',
      'Produk 243',
      'Produk 244',
      'Produk 245',
      'Produk 246',
      'Produk 247',
      'Produk 248',
      'Produk 249',
      'Produk 250',
    ]);
  });

  test('a page past the last, or not a page number, is not found', async () => {
    for (const search of ['?page=12', '?page=9999', '?page=0', '?page=-1', '?page=abc', '?page=2.5']) {
      expect(await loadMerchandise(loaderArgs({}, search))).toEqual({ kind: 'not-found' });
    }
  });

  test('the cart view and the checkout notice get the list page of the URL (the loader reads ?page only)', async () => {
    const list = await loadMerchandise(loaderArgs({}, '?page=3'));
    expect(await loadMerchandise(loaderArgs({}, '?view=cart&page=3'))).toEqual(list);
    expect(await loadMerchandise(loaderArgs({}, '?notice=keranjang-kosong&page=3&utm_source=x'))).toEqual(list);
  });
});

test('on the render server the list is read through the shared API cache', async () => {
  applyTestConfig({ serverApiCacheUrl: 'http://127.0.0.1:9/u/api' });
  const cached = jest.spyOn(getCachedApiClient(), 'get').mockResolvedValue({ data: [apiProduct] });
  const direct = jest.spyOn(getApiClient(), 'get');
  expect(await loadMerchandise(loaderArgs())).toMatchObject({ kind: 'data', data: { total: 1 } });
  expect(cached).toHaveBeenCalledWith('/niec-merchandise/produk', { signal: expect.any(AbortSignal) as AbortSignal });
  expect(direct).not.toHaveBeenCalled();
});

test('switching to the cart view (or a tracking key in the URL) keeps the data of the list page shown', () => {
  expect(dataKey('/merchandise', '?view=cart', loaders?.merchandise)).toBe('/merchandise');
  expect(dataKey('/merchandise', '?page=3&view=cart&notice=keranjang-kosong&utm_source=ig', loaders?.merchandise)).toBe(
    '/merchandise?page=3',
  );
});
