import { loaded, notFound, type LoaderArgs, type LoaderResult } from '@niec/shared';
import { readPage, readSearch } from '@niec/shared/lists';
import { isSearchKind, KIND_PARAM, SEARCH_KINDS } from '@niec/shared/search';
import { GROUP_PREVIEW, RESULTS_PER_PAGE, type SearchPageData } from './model';

/**
 * /cari?q=&jenis=&page=: the whole site's search (docs/decisions/014-site-search.md). The host's `siteSearch`
 * gathers every remote's records and matches them; this page only chooses what to show: a few of each kind with
 * its count, or (`?jenis=`) one kind a page at a time. An unknown kind, an invalid page number or a page past the
 * last one is not found (404).
 */
export async function loadSearch({
  searchParams,
  signal,
  siteSearch,
}: LoaderArgs): Promise<LoaderResult<SearchPageData>> {
  const page = readPage(searchParams);
  const kindParam = searchParams.get(KIND_PARAM);
  if (page === null || (kindParam !== null && kindParam !== '' && !isSearchKind(kindParam))) return notFound();
  const jenis = isSearchKind(kindParam) ? kindParam : null;
  const q = readSearch(searchParams);
  const empty: SearchPageData = {
    q,
    jenis,
    counts: SEARCH_KINDS.map((kind) => ({ kind, count: 0 })),
    total: 0,
    groups: [],
    page: 1,
    pageCount: 1,
    incomplete: false,
    suggestion: null,
  };
  // Every kind shows its first few on page 1 only; one kind, its page.
  if (!q || (!jenis && page !== 1)) return page === 1 ? loaded(empty) : notFound();
  if (!siteSearch) throw new Error('The site search is not available here');

  const result = await siteSearch(q, {
    signal,
    shown: (kind) =>
      !jenis
        ? { start: 0, end: GROUP_PREVIEW }
        : kind === jenis
          ? { start: (page - 1) * RESULTS_PER_PAGE, end: page * RESULTS_PER_PAGE }
          : { start: 0, end: 0 },
  });
  const counts = result.groups.map(({ kind, count }) => ({ kind, count }));
  const data: SearchPageData = {
    ...empty,
    counts,
    total: counts.reduce((sum, { count }) => sum + count, 0),
    incomplete: result.incomplete,
    suggestion: result.suggestion,
    groups: result.groups.filter(({ kind, count }) => count > 0 && (!jenis || kind === jenis)),
  };
  if (!jenis) return loaded(data);
  const pageCount = Math.max(1, Math.ceil((counts.find((c) => c.kind === jenis)?.count ?? 0) / RESULTS_PER_PAGE));
  return page > pageCount ? notFound() : loaded({ ...data, page, pageCount });
}
