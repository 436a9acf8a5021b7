import {
  REMOTE_NAMES,
  type RemoteName,
  type SavedRecord,
  type SavedRecords,
  type SiteSearch,
  type SiteSearchResult,
} from '@niec/shared';
import { findRecords, SEARCH_KINDS, searchWords, suggestSearch, toHit, type SearchRecord } from '@niec/shared/search';
import { withTimeout } from '../with-timeout';
import { loadRemoteRoutes } from './load-remote';

/** A remote's records, or null when it did not give them by `deadline` (its module, its API). */
function remoteRecords(remote: RemoteName, signal: AbortSignal, deadline: number): Promise<SearchRecord[] | null> {
  const records = loadRemoteRoutes(remote).then((module) => (module.search ? module.search(signal) : []));
  return withTimeout<SearchRecord[] | null>(records, Math.max(0, deadline - Date.now()), null);
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
    const answers = await Promise.all(REMOTE_NAMES.map((remote) => remoteRecords(remote, signal, deadline)));
    const records = answers.flatMap((answer) => answer ?? []);
    const found = findRecords(records, words);
    return {
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

/**
 * A saved list's records (/tersimpan, docs/decisions/015-saved-list.md): every remote's search records whose saved
 * key is asked for, in the order asked, with what the list shows of each. A remote late by `deadline` leaves its
 * keys unfound and the result incomplete, as for a search.
 */
export function savedRecordsUntil(deadline: number): SavedRecords {
  return async (keys, { signal }) => {
    const answers = await Promise.all(REMOTE_NAMES.map((remote) => remoteRecords(remote, signal, deadline)));
    const byKey = new Map<string, SearchRecord>();
    for (const record of answers.flatMap((answer) => answer ?? [])) {
      if (record.saved) byKey.set(record.saved, record);
    }
    const records = keys.flatMap((key): SavedRecord[] => {
      const record = byKey.get(key);
      if (!record) return [];
      return [
        {
          key,
          title: record.title,
          href: record.href,
          ...(record.meta ? { meta: record.meta } : {}),
          ...(record.closed ? { closed: true } : {}),
        },
      ];
    });
    return { records, incomplete: answers.some((answer) => answer === null) };
  };
}
