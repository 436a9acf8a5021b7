import { tabFromSearch, tabHref } from './tab-url';

const IDS = ['denpasar', 'makassar', 'jakarta-selatan'];

test('a known tab in the URL is selected', () => {
  expect(tabFromSearch(new URLSearchParams('tab=makassar'), IDS, 'denpasar')).toBe('makassar');
});

test('no tab, an empty one or an unknown one falls back to the first', () => {
  expect(tabFromSearch(new URLSearchParams(''), IDS, 'denpasar')).toBe('denpasar');
  expect(tabFromSearch(new URLSearchParams('tab='), IDS, 'denpasar')).toBe('denpasar');
  expect(tabFromSearch(new URLSearchParams('tab=bandung'), IDS, 'denpasar')).toBe('denpasar');
});

test("a tab's link carries only the tab and lands on the tabs' section", () => {
  expect(tabHref('/contact_us', 'jakarta-selatan', 'kantor-cabang')).toBe(
    '/contact_us?tab=jakarta-selatan#kantor-cabang',
  );
});
