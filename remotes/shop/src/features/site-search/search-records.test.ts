/**
 * @jest-environment node
 */
// The render server reads the search records (the site search, and /tersimpan by their saved keys).
import { getCachedApiClient } from '@niec/shared';
import { applyTestConfig } from '@niec/shared/testing';
import { productSearchRecords } from './search-records';

beforeEach(() => applyTestConfig());
afterEach(() => jest.restoreAllMocks());

test("a product's record leads to its page and has its saved key: its code, as its 'Simpan' keeps it", async () => {
  jest.spyOn(getCachedApiClient(), 'get').mockResolvedValue({
    data: [
      {
        id: 4,
        code_product: 'NIEC-004',
        name_product: 'Tumbler Stainless NIEC 500 ml',
        price: '120000',
        description: '<p>Tahan panas</p>',
        is_with_member: '0',
      },
    ],
  });
  const [tumbler] = await productSearchRecords(new AbortController().signal);
  expect(tumbler).toMatchObject({
    kind: 'merchandise',
    title: 'Tumbler Stainless NIEC 500 ml',
    href: '/MerchandiseDetail/NIEC-004',
    saved: 'merchandise:NIEC-004',
  });
});
