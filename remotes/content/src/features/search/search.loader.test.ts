import type { SiteSearch, SiteSearchOptions, SiteSearchResult } from '@niec/shared';
import { loaderArgs } from '@niec/shared/testing';
import { SEARCH_KINDS, type SearchHit, type SearchKind } from '@niec/shared/search';
import { GROUP_PREVIEW, RESULTS_PER_PAGE, type SearchPageData } from './model';
import { loadSearch } from './search.loader';

const hit = (kind: SearchKind, n: number): SearchHit => ({
  kind,
  href: `/${kind}/${n}`,
  title: [{ text: `${kind} ${n}` }],
  text: [],
});

/** A site search that finds `counts[kind]` records of each kind. */
function fakeSearch(counts: Partial<Record<SearchKind, number>>, extra: Partial<SiteSearchResult> = {}): SiteSearch {
  return jest.fn((_query: string, { shown }: SiteSearchOptions) =>
    Promise.resolve({
      groups: SEARCH_KINDS.map((kind) => {
        const { start, end } = shown(kind);
        const count = counts[kind] ?? 0;
        return { kind, count, hits: Array.from({ length: count }, (_, n) => hit(kind, n + 1)).slice(start, end) };
      }),
      incomplete: false,
      suggestion: null,
      ...extra,
    }),
  );
}

async function load(search: string, siteSearch: SiteSearch) {
  const result = await loadSearch({ ...loaderArgs({}, search), siteSearch });
  return result;
}

const data = (result: Awaited<ReturnType<typeof load>>): SearchPageData => {
  if (result.kind !== 'data') throw new Error(`not data: ${result.kind}`);
  return result.data;
};

describe('loadSearch', () => {
  it('shows a few of each kind that matched, with every kind’s count', async () => {
    const siteSearch = fakeSearch({ artikel: 5, beasiswa: 1 });
    const shown = data(await load('q=australia', siteSearch));
    expect(jest.mocked(siteSearch).mock.calls[0]?.[0]).toBe('australia');
    expect(shown.total).toBe(6);
    expect(shown.groups.map((g) => [g.kind, g.count, g.hits.length])).toEqual([
      ['artikel', 5, GROUP_PREVIEW],
      ['beasiswa', 1, 1],
    ]);
    expect(shown.counts.find((c) => c.kind === 'merchandise')?.count).toBe(0);
  });

  it('narrows to one kind with its own pages (?jenis=&page=)', async () => {
    const siteSearch = fakeSearch({ artikel: RESULTS_PER_PAGE + 2, beasiswa: 1 });
    const second = data(await load('q=x&jenis=artikel&page=2', siteSearch));
    expect(second.jenis).toBe('artikel');
    expect(second.page).toBe(2);
    expect(second.pageCount).toBe(2);
    expect(second.groups).toHaveLength(1);
    expect(second.groups[0]?.hits.map((h) => h.href)).toEqual([
      `/artikel/${RESULTS_PER_PAGE + 1}`,
      `/artikel/${RESULTS_PER_PAGE + 2}`,
    ]);
    expect(second.total).toBe(RESULTS_PER_PAGE + 3);
  });

  it('answers an unknown kind, a bad page or a page past the last as not found', async () => {
    const siteSearch = fakeSearch({ artikel: 1 });
    expect((await load('q=x&jenis=resep', siteSearch)).kind).toBe('not-found');
    expect((await load('q=x&jenis=artikel&page=2', siteSearch)).kind).toBe('not-found');
    expect((await load('q=x&page=abc', siteSearch)).kind).toBe('not-found');
    expect((await load('q=x&page=2', siteSearch)).kind).toBe('not-found');
  });

  it('does not search for an empty query: the start page', async () => {
    const siteSearch = fakeSearch({ artikel: 1 });
    const start = data(await load('q=%20%20', siteSearch));
    expect(start.q).toBe('');
    expect(start.groups).toEqual([]);
    expect(siteSearch).not.toHaveBeenCalled();
  });

  it('passes on a suggestion and that a part of the site did not answer', async () => {
    const shown = data(await load('q=australya', fakeSearch({}, { suggestion: 'Australia', incomplete: true })));
    expect(shown.total).toBe(0);
    expect(shown.suggestion).toBe('Australia');
    expect(shown.incomplete).toBe(true);
  });
});
