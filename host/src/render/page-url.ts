import { matchRoute } from '../route-table';

const keyOf = (pair: string): string => {
  const raw = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
};

/**
 * The URL a page request stands for: its path with only the query keys its route reads (RouteFacts.query), as they
 * were written and in their order, so `?utm_source=…` or a random key makes no cache entry and no render of its own
 * (the render server redirects to this URL, an answer no cache keeps). A private route keeps its whole query; an
 * unknown path reads none (it is the not-found page). The URL itself when it has nothing to drop.
 */
export function pageUrlOf(pathAndQuery: string): string {
  const at = pathAndQuery.indexOf('?');
  if (at < 0) return pathAndQuery;
  const pathname = pathAndQuery.slice(0, at);
  const query = matchRoute(pathname)?.query ?? [];
  if (query === 'any') return pathAndQuery;
  const pairs = pathAndQuery.slice(at + 1).split('&');
  const kept = pairs.filter((pair) => pair !== '' && query.includes(keyOf(pair)));
  if (kept.length === pairs.length) return pathAndQuery;
  return kept.length ? `${pathname}?${kept.join('&')}` : pathname;
}
