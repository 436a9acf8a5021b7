/** Cards per view of every list of the site (article list, scholarships, products, vacancies, tours). */
export const PAGE_SIZE = 24;

import { PAGE_PARAM } from './keys';

export { PAGE_PARAM };

/**
 * The page number a URL asks for: 1 without `?page`, the number for a whole number of at least 1, and
 * null for anything else (`?page=0`, `?page=abc`, `?page=2.5`), which the list answers as not found.
 */
export function readPage(searchParams: URLSearchParams): number | null {
  const raw = searchParams.get(PAGE_PARAM);
  if (raw === null || raw === '') return 1;
  if (!/^\d{1,6}$/.test(raw)) return null;
  const page = Number(raw);
  return page >= 1 ? page : null;
}

/** One page of a list, as a loader sends it to the browser. */
export interface ListPage<T> {
  items: T[];
  /** 1-based. */
  page: number;
  pageCount: number;
  /** Every item of the list (all pages). */
  total: number;
}

/**
 * The page `page` of `items` (PAGE_SIZE a page). An empty list has one (empty) page. A page past the
 * last one is null: the loader answers it as not found (HTTP 404), so a stale or made-up link never
 * shows an empty list that looks like "no results".
 */
export function paginate<T>(items: readonly T[], page: number, size = PAGE_SIZE): ListPage<T> | null {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  if (!Number.isInteger(page) || page < 1 || page > pageCount) return null;
  return { items: items.slice((page - 1) * size, page * size), page, pageCount, total: items.length };
}

/**
 * The query for another page of the same list: the other keys are kept, page 1 has no `page` key.
 */
export function pageSearch(search: string | URLSearchParams, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete(PAGE_PARAM);
  else params.set(PAGE_PARAM, String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * The query after a filter or search change: `changes` set (a string or list) or delete (null/empty) their
 * keys, and the page goes back to 1.
 */
export function changeSearch(
  search: string | URLSearchParams,
  changes: Record<string, string | readonly string[] | null | undefined>,
): string {
  const params = new URLSearchParams(search);
  params.delete(PAGE_PARAM);
  for (const [key, value] of Object.entries(changes)) {
    params.delete(key);
    if (typeof value === 'string') {
      if (value !== '') params.set(key, value);
    } else if (value) {
      for (const item of value) params.append(key, item);
    }
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}
