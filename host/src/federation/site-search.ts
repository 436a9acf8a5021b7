import { REMOTE_NAMES, type SiteSearch, type SiteSearchResult } from '@niec/shared';
import { findRecords, SEARCH_KINDS, searchWords, suggestSearch, toHit, type SearchRecord } from '@niec/shared/search';
import { loadRemoteRoutes } from './load-remote';

/** A remote's records, or null when it did not give them by `deadline` (its module, its API). */
function recordsOf(remote: (typeof REMOTE_NAMES)[number], signal: AbortSignal, deadline: number) {
  return new Promise<SearchRecord[] | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), Math.max(0, deadline - Date.now()));
    loadRemoteRoutes(remote)
      .then((module) => (module.search ? module.search(signal) : []))
      .then(
        (records) => resolve(records),
        () => resolve(null),
      )
      .finally(() => clearTimeout(timer));
  });
}

/**
 * The site search (docs/decisions/014-site-search.md): every remote's records (what its routes module's `search`
 * gives: its own API code and fixed content, so the host names no API path), matched against the query and
 * grouped by kind. A remote that fails or is late by `deadline` leaves its kinds out and the result incomplete;
 * the others are still shown.
 */
export function siteSearchUntil(deadline: number): SiteSearch {
  return async (query, { signal, shown }): Promise<SiteSearchResult> => {
    const words = searchWords(query);
    const answers = await Promise.all(REMOTE_NAMES.map((remote) => recordsOf(remote, signal, deadline)));
    const records = answers.flatMap((answer) => answer ?? []);
    const found = findRecords(records, words);
    return {
      words,
      // Only the results shown are cut and marked.
      groups: SEARCH_KINDS.map((kind) => {
        const ofKind = found.filter((record) => record.kind === kind);
        const { start, end } = shown(kind);
        return { kind, count: ofKind.length, hits: ofKind.slice(start, end).map((record) => toHit(record, words)) };
      }),
      incomplete: answers.some((answer) => answer === null),
      suggestion: found.length === 0 && words.length > 0 ? suggestSearch(records, words) : null,
    };
  };
}
