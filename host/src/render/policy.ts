// The response policy of a page or a data answer, decided once by the render (from the route manifest and how
// the render went) and read as an object by everything after it: the headers below, and the render server's
// page cache (host/server/app.ts). No header string is parsed back (docs/decisions/005-server-rendering.md).

/** What a response may become once it leaves the render. */
export interface ResponsePolicy {
  status: number;
  /**
   * Who may keep it: `shared` every cache (CDN, the server's page cache), `private` only the visitor's browser
   * and not even that (a buyer's checkout and parcel), `none` nobody (a data answer that failed).
   */
  cacheability: 'shared' | 'private' | 'none';
  /** Seconds a shared cache serves it without asking again (s-maxage); 0 unless `shared`. */
  lifetime: number;
  /** Seconds a shared cache may go on serving it while it asks again in the background. */
  staleWhileRevalidate: number;
  /** May a search engine index it. */
  indexable: boolean;
  /** Seconds after which a 503 is worth trying again. */
  retryAfter?: number;
}

/** A complete public page (or data answer): a minute in shared caches, served stale up to ten while refreshed. */
const WHOLE = { lifetime: 60, staleWhileRevalidate: 600 };
/** A page the browser had to finish (late data, a missing remote) or a 404/503: a few seconds at most. */
const BRIEF = { lifetime: 5, staleWhileRevalidate: 0 };

/** The policy of a rendered page. */
export function pagePolicy({
  status,
  isPrivate,
  complete,
}: {
  status: number;
  isPrivate: boolean;
  /** The whole page was rendered here (its data, its remote and the render itself all came through). */
  complete: boolean;
}): ResponsePolicy {
  // A buyer's own pages, and every page answered with 404 (unknown route, slug, code or id), are not indexed.
  const indexable = !isPrivate && status !== 404;
  const retryAfter = status === 503 ? { retryAfter: 30 } : {};
  if (isPrivate)
    return { status, cacheability: 'private', lifetime: 0, staleWhileRevalidate: 0, indexable, ...retryAfter };
  return { status, cacheability: 'shared', ...(status === 200 && complete ? WHOLE : BRIEF), indexable, ...retryAfter };
}

/** The policy of an answer to the browser's data request (/__data). */
export function dataPolicy({ status, isPrivate }: { status: number; isPrivate: boolean }): ResponsePolicy {
  if (isPrivate) return { status, cacheability: 'private', lifetime: 0, staleWhileRevalidate: 0, indexable: false };
  if (status !== 200) return { status, cacheability: 'none', lifetime: 0, staleWhileRevalidate: 0, indexable: false };
  return { status, cacheability: 'shared', ...WHOLE, indexable: false };
}

/** The Cache-Control header that says the policy. */
export function cacheControl(policy: ResponsePolicy): string {
  if (policy.cacheability === 'private') return 'private, no-store';
  if (policy.cacheability === 'none') return 'no-store';
  const revalidate = policy.staleWhileRevalidate > 0 ? `, stale-while-revalidate=${policy.staleWhileRevalidate}` : '';
  return `public, max-age=0, s-maxage=${policy.lifetime}${revalidate}`;
}

/** The headers of a page with this policy and validator. */
export function pageHeaders(policy: ResponsePolicy, etag: string): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': cacheControl(policy),
    etag,
  };
  if (policy.retryAfter !== undefined) headers['retry-after'] = String(policy.retryAfter);
  return headers;
}

/**
 * May the render server keep this page in its own page cache (for `pageCacheSeconds`): only what every shared
 * cache may keep at least as long. Pages the browser had to finish are worth rendering again.
 */
export function keepsInPageCache(policy: ResponsePolicy, pageCacheSeconds: number): boolean {
  return policy.cacheability === 'shared' && policy.lifetime >= pageCacheSeconds;
}
