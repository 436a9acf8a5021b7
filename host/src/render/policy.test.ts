/**
 * @jest-environment node
 */
import { cacheControl, dataPolicy, keepsInPageCache, pageHeaders, pagePolicy } from './policy';

const PAGE_CACHE_SECONDS = 30;

describe('the response policy of a page', () => {
  test('a whole public page is kept a minute by shared caches and by the page cache, and is indexed', () => {
    const policy = pagePolicy({ status: 200, isPrivate: false, complete: true });
    expect(policy).toMatchObject({ cacheability: 'shared', lifetime: 60, indexable: true });
    expect(cacheControl(policy)).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    expect(keepsInPageCache(policy, PAGE_CACHE_SECONDS)).toBe(true);
  });

  test('a page the browser has to finish is kept five seconds by caches and never by the page cache', () => {
    const policy = pagePolicy({ status: 200, isPrivate: false, complete: false });
    expect(cacheControl(policy)).toBe('public, max-age=0, s-maxage=5');
    expect(keepsInPageCache(policy, PAGE_CACHE_SECONDS)).toBe(false);
  });

  test('a 404 is not indexed and not kept by the page cache', () => {
    const policy = pagePolicy({ status: 404, isPrivate: false, complete: true });
    expect(policy.indexable).toBe(false);
    expect(cacheControl(policy)).toBe('public, max-age=0, s-maxage=5');
    expect(keepsInPageCache(policy, PAGE_CACHE_SECONDS)).toBe(false);
  });

  test("a buyer's own page is stored by no cache and not indexed", () => {
    const policy = pagePolicy({ status: 200, isPrivate: true, complete: true });
    expect(policy.indexable).toBe(false);
    expect(cacheControl(policy)).toBe('private, no-store');
    expect(keepsInPageCache(policy, PAGE_CACHE_SECONDS)).toBe(false);
  });

  test('a 503 says when to try again', () => {
    const headers = pageHeaders(pagePolicy({ status: 503, isPrivate: false, complete: false }), 'W/"x"');
    expect(headers).toEqual({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'public, max-age=0, s-maxage=5',
      etag: 'W/"x"',
      'retry-after': '30',
    });
  });
});

describe('the response policy of a data answer', () => {
  test('shared when it answered, stored by nobody when it failed, private for a buyer', () => {
    expect(cacheControl(dataPolicy({ status: 200, isPrivate: false }))).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
    );
    expect(cacheControl(dataPolicy({ status: 503, isPrivate: false }))).toBe('no-store');
    expect(cacheControl(dataPolicy({ status: 200, isPrivate: true }))).toBe('private, no-store');
  });
});
