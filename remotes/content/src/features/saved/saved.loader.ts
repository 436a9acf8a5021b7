import { loaded, type LoaderArgs, type LoaderResult } from '@niec/shared';
import { keysFromQuery, parseSavedKey } from '@niec/shared/saved';
import type { SavedListItem, SavedPageData } from './model';

/**
 * /tersimpan: without a query, the visitor's own list, kept on their device, which the server cannot read (the
 * page asks for its records after hydration, through this same loader); with the ids of a shared link
 * (`?beasiswa=12&kampus=monash`), that list with the current record of each: the host's `savedRecords` finds them
 * in every remote's search records (docs/decisions/015-saved-list.md).
 */
export async function loadSaved({
  searchParams,
  signal,
  savedRecords,
}: LoaderArgs): Promise<LoaderResult<SavedPageData>> {
  const keys = keysFromQuery(searchParams);
  if (keys.length === 0) return loaded({ list: null });
  if (!savedRecords) throw new Error('The saved list is not available here');
  const { records, incomplete } = await savedRecords(keys, { signal });
  const byKey = new Map(records.map((record) => [record.key, record]));
  const items = keys.flatMap((key): SavedListItem[] => {
    const parsed = parseSavedKey(key);
    if (!parsed) return [];
    const record = byKey.get(key);
    // Not found: gone, unless a part of the site did not answer (then unknown: neither title nor `missing`).
    const meta = record?.meta
      ?.split(' · ')
      .filter((part) => part !== 'Ditutup')
      .join(' · ');
    if (!record) return [incomplete ? { key, kind: parsed.kind } : { key, kind: parsed.kind, missing: true }];
    return [
      {
        key,
        kind: parsed.kind,
        title: record.title,
        href: record.href,
        // The search shows a closed scholarship's state in its facts; here it is a badge of its own.
        ...(meta ? { meta } : {}),
        ...(record.closed ? { closed: true } : {}),
      },
    ];
  });
  return loaded({ list: { items, incomplete } });
}
