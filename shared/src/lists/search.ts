import { SEARCH_PARAM } from './keys';

export { SEARCH_PARAM };

/** Longest search the lists accept; longer input is cut (no one types more, and matching stays cheap). */
export const SEARCH_MAX_LENGTH = 100;

/**
 * Text as search compares it: without accents (é → e), in lower case, whitespace collapsed, so 'Universität'
 * matches 'universitat' and 'KOREA' matches 'Korea'.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase('id-ID')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The search a URL asks for, trimmed and cut; '' for none. */
export function readSearch(searchParams: URLSearchParams): string {
  return (searchParams.get(SEARCH_PARAM) ?? '').replace(/\s+/g, ' ').trim().slice(0, SEARCH_MAX_LENGTH);
}

/**
 * A matcher for a search: a record matches when every word of the search appears in one of its fields
 * (in any order, as part of a word), ignoring case and accents. An empty search matches everything.
 */
export function searchMatcher(query: string): (fields: readonly (string | null | undefined)[]) => boolean {
  const words = foldText(query).split(' ').filter(Boolean);
  if (words.length === 0) return () => true;
  return (fields) => {
    const haystack = foldText(fields.filter(Boolean).join(' \u0000 '));
    return words.every((word) => haystack.includes(word));
  };
}
