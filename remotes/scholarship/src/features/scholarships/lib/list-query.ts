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
  /** 'Hanya yang masih dibuka': only the scholarships whose closing day has not passed (`?dibuka=1`). */
  openOnly: boolean;
}

/** The open-only filter's query key; `1` turns it on, anything else (or nothing) leaves it off. */
export const OPEN_ONLY_PARAM = 'dibuka';

/** The query keys the loader reads (every other key, `?utm_source=`, loads nothing). */
export const SCHOLARSHIP_QUERY_KEYS: readonly string[] = [...FILTER_GROUPS, OPEN_ONLY_PARAM, SEARCH_PARAM, PAGE_PARAM];

export function readScholarshipQuery(params: URLSearchParams): ScholarshipQuery {
  return {
    selection: selectionFromQuery(params),
    search: readSearch(params),
    page: readPage(params),
    openOnly: params.get(OPEN_ONLY_PARAM) === '1',
  };
}

/** A stable string for the list a query shows, whatever its page (the selection and the search). */
export function scholarshipListKey({
  selection,
  search,
  openOnly,
}: Pick<ScholarshipQuery, 'selection' | 'search' | 'openOnly'>): string {
  return `${selectionKey(selection)}|q=${search}|open=${openOnly ? 1 : 0}`;
}

/** A stable string for a query: the loader puts it in its answer, the page compares it with the URL it shows. */
export function scholarshipQueryKey(query: ScholarshipQuery): string {
  return `${scholarshipListKey(query)}|page=${query.page ?? '-'}`;
}

/** The list without its filters, search and page number is the list itself (its pages have own canonicals). */
export function isPlainList({ selection, search, openOnly }: ScholarshipQuery): boolean {
  return search === '' && !openOnly && FILTER_GROUPS.every((group) => selection[group].length === 0);
}

/** The URL query after the visitor changes the selection: other keys kept, the list back on page 1. */
export function withSelection(params: URLSearchParams, selection: FilterSelection): URLSearchParams {
  const next = selectionToQuery(params, selection);
  next.delete(PAGE_PARAM);
  return next;
}

/** The URL query with the open-only filter turned on or off: other keys kept, the list back on page 1. */
export function withOpenOnly(params: URLSearchParams, openOnly: boolean): URLSearchParams {
  const next = new URLSearchParams(params);
  if (openOnly) next.set(OPEN_ONLY_PARAM, '1');
  else next.delete(OPEN_ONLY_PARAM);
  next.delete(PAGE_PARAM);
  return next;
}
