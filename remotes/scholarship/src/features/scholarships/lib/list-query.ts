import { PAGE_PARAM, SEARCH_PARAM } from '@niec/shared';
import { readPage, readSearch } from '@niec/shared/lists';
import {
  FILTER_GROUPS,
  selectionFromQuery,
  selectionKey,
  selectionToQuery,
  type FilterSelection,
} from './filter-state';

/**
 * What the URL of /scholarship asks the list for: the accordion's selection, the search (`?q=`) and the page
 * (`?page=`). The URL is the one source of all three: the loader answers it, the page shows it.
 */
export interface ScholarshipQuery {
  selection: FilterSelection;
  /** '' for no search. */
  search: string;
  /** null for a page number that is not one (`?page=0`, `?page=abc`): not found. */
  page: number | null;
}

/** The query keys the loader reads (every other key, `?utm_source=`, loads nothing). */
export const SCHOLARSHIP_QUERY_KEYS: readonly string[] = [...FILTER_GROUPS, SEARCH_PARAM, PAGE_PARAM];

export function readScholarshipQuery(params: URLSearchParams): ScholarshipQuery {
  return { selection: selectionFromQuery(params), search: readSearch(params), page: readPage(params) };
}

/** A stable string for the list a query shows, whatever its page (the selection and the search). */
export function scholarshipListKey({ selection, search }: Pick<ScholarshipQuery, 'selection' | 'search'>): string {
  return `${selectionKey(selection)}|q=${search}`;
}

/** A stable string for a query: the loader puts it in its answer, the page compares it with the URL it shows. */
export function scholarshipQueryKey(query: ScholarshipQuery): string {
  return `${scholarshipListKey(query)}|page=${query.page ?? '-'}`;
}

/** The list without its filters, search and page number is the list itself (its pages have own canonicals). */
export function isPlainList({ selection, search }: ScholarshipQuery): boolean {
  return search === '' && FILTER_GROUPS.every((group) => selection[group].length === 0);
}

/** The URL query after the visitor changes the selection: other keys kept, the list back on page 1. */
export function withSelection(params: URLSearchParams, selection: FilterSelection): URLSearchParams {
  const next = selectionToQuery(params, selection);
  next.delete(PAGE_PARAM);
  return next;
}
