// The cache policy of every answer of the render server, and the one place its cache headers are written. A page
// or a data answer gets a ResponsePolicy, decided once by the render (from the route manifest and how the render
// went); every other answer (files, sitemap, cards, calendar files, probes, errors, redirects) a named policy.
// Everything after reads the policy as an object: the headers below, the render server's page cache
// (host/server/pages.ts) and its cache switch (host/server/caches.ts). No header string is parsed back
// (docs/decisions/005-server-rendering.md).

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
  unindexed = false,
}: {
  status: number;
  isPrivate: boolean;
  /** The route is never indexed (its server facts: a page of search results). */
  unindexed?: boolean;
  /** The whole page was rendered here (its data, its remote and the render itself all came through). */
  complete: boolean;
}): ResponsePolicy {
  // A buyer's own pages, search results, and every page answered with 404 (unknown route, slug, code or id), are
  // not indexed.
  const indexable = !isPrivate && !unindexed && status !== 404;
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

/** The answers that are not pages or data, by what they are. */
const NAMED_POLICIES = {
  /** A built file whose name carries its content's hash (and a stylesheet's whole rests): a year, never asked again. */
  builtFile: { cacheControl: 'public, max-age=31536000, immutable', sharedLifetime: false },
  /** An entry file asked for by a fixed name (index.html, /config.json, remoteEntry.js): asked again on every load. */
  entryFile: { cacheControl: 'no-cache', sharedLifetime: false },
  /** /sitemap.xml: ten minutes in shared caches (the server keeps its own copy as long). */
  sitemap: { cacheControl: 'public, max-age=0, s-maxage=600', sharedLifetime: true },
  /** /robots.txt: an hour anywhere. */
  robots: { cacheControl: 'public, max-age=3600', sharedLifetime: false },
  /** A link-preview card (/og/*.png): a day in browsers, a week in shared caches. */
  card: { cacheControl: 'public, max-age=86400, s-maxage=604800', sharedLifetime: true },
  /** A calendar file and its Google Calendar redirect: ten minutes in shared caches. */
  calendarFile: { cacheControl: 'public, max-age=0, s-maxage=600', sharedLifetime: true },
  /** No card or calendar file for that record: a minute, so a record added later shows soon. */
  unknownRecord: { cacheControl: 'public, max-age=60', sharedLifetime: false },
  /** One visitor's answer that nobody may keep (a data answer asked for with query keys its page does not read). */
  private: { cacheControl: 'private, no-store', sharedLifetime: false },
  /** Kept by nobody: probes, metrics, refusals, errors, redirects of made-up URLs. */
  noStore: { cacheControl: 'no-store', sharedLifetime: false },
} as const satisfies Record<string, { cacheControl: string; sharedLifetime: boolean }>;

export type NamedPolicy = keyof typeof NAMED_POLICIES;

/** The cache policy of any answer of the render server. */
export type CachePolicy = ResponsePolicy | NamedPolicy;

/** The Cache-Control header that says the policy. */
export function cacheControl(policy: CachePolicy): string {
  if (typeof policy === 'string') return NAMED_POLICIES[policy].cacheControl;
  if (policy.cacheability === 'private') return NAMED_POLICIES.private.cacheControl;
  if (policy.cacheability === 'none') return NAMED_POLICIES.noStore.cacheControl;
  const revalidate = policy.staleWhileRevalidate > 0 ? `, stale-while-revalidate=${policy.staleWhileRevalidate}` : '';
  return `public, max-age=0, s-maxage=${policy.lifetime}${revalidate}`;
}

/** The cache headers of an answer with this policy. */
export function cacheHeaders(policy: CachePolicy): Record<string, string> {
  return { 'cache-control': cacheControl(policy) };
}

/**
 * Does the policy give shared caches (a CDN, the edge) a lifetime of the server's choosing (s-maxage): what the
 * server's cache switch (config key serverCache) takes back. A built file keeps its year: its name is its content.
 */
export function keptBySharedCaches(policy: CachePolicy): boolean {
  if (typeof policy === 'string') return NAMED_POLICIES[policy].sharedLifetime;
  return policy.cacheability === 'shared';
}

/** The headers of a page with this policy and validator. */
export function pageHeaders(policy: ResponsePolicy, etag: string): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': 'text/html; charset=utf-8',
    ...cacheHeaders(policy),
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
