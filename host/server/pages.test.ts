import { acceptsBrotli } from './pages';

// A kept page is sent in brotli at its best quality only to a browser that takes brotli (pages.ts).
test('brotli is sent only where Accept-Encoding takes it', () => {
  expect(acceptsBrotli('gzip, deflate, br')).toBe(true);
  expect(acceptsBrotli('br;q=0.5, gzip')).toBe(true);
  expect(acceptsBrotli(['gzip', 'BR'])).toBe(true);
  expect(acceptsBrotli('gzip, deflate')).toBe(false);
  expect(acceptsBrotli('br;q=0, gzip')).toBe(false);
  expect(acceptsBrotli('brotli')).toBe(false);
  expect(acceptsBrotli(undefined)).toBe(false);
});
