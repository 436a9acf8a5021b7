import { changeSearch, pageSearch, paginate, readPage } from './paging';
import { foldText, readSearch, searchMatcher } from './search';

const q = (search: string) => new URLSearchParams(search);

describe('list pages', () => {
  it('reads the page a URL asks for, and refuses what is not a page number', () => {
    expect(readPage(q(''))).toBe(1);
    expect(readPage(q('page=7'))).toBe(7);
    for (const bad of ['page=0', 'page=-1', 'page=abc', 'page=2.5', 'page=1e3']) expect(readPage(q(bad))).toBeNull();
  });

  it('cuts a list into pages of 24 and has no page past the last', () => {
    const items = Array.from({ length: 50 }, (_, i) => i);
    expect(paginate(items, 1)).toEqual({ items: items.slice(0, 24), page: 1, pageCount: 3, total: 50 });
    expect(paginate(items, 3)?.items).toEqual([48, 49]);
    expect(paginate(items, 4)).toBeNull();
    expect(paginate([], 1)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
    expect(paginate([], 2)).toBeNull();
  });

  it('keeps the other query keys when it links to another page; page 1 has no page key', () => {
    expect(pageSearch('?kategori=beasiswa&page=3', 4)).toBe('?kategori=beasiswa&page=4');
    expect(pageSearch('?kategori=beasiswa&page=3', 1)).toBe('?kategori=beasiswa');
    expect(pageSearch('', 1)).toBe('');
  });

  it('goes back to page 1 when a filter or the search changes', () => {
    expect(changeSearch('?kategori=a&page=5&q=kanada', { kategori: 'b' })).toBe('?q=kanada&kategori=b');
    expect(changeSearch('?kategori=a&page=5', { kategori: null })).toBe('');
    expect(changeSearch('?page=2', { negara: ['1', '2'] })).toBe('?negara=1&negara=2');
  });
});

describe('list search', () => {
  it('ignores case, accents and extra spaces', () => {
    expect(foldText('  Universität   MÜNCHEN ')).toBe('universitat munchen');
    const matches = searchMatcher('munchen UNIVERSITAT');
    expect(matches(['Beasiswa Universität München', 'Jerman'])).toBe(true);
    expect(matches(['Beasiswa Universität Wien'])).toBe(false);
  });

  it('finds a record when every word is in one of its fields', () => {
    const matches = searchMatcher('kanada s2');
    expect(matches(['Beasiswa S2', null, 'Kanada'])).toBe(true);
    expect(matches(['Beasiswa S1', 'Kanada'])).toBe(false);
    expect(searchMatcher('   ')(['anything'])).toBe(true);
  });

  it('reads the search from the URL, trimmed and cut to 100 characters', () => {
    expect(readSearch(q('q=%20%20kanada%20%20'))).toBe('kanada');
    expect(readSearch(q(`q=${'a'.repeat(150)}`))).toHaveLength(100);
    expect(readSearch(q(''))).toBe('');
  });
});
