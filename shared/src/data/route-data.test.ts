import { dataKey, loaded, readsSearch } from './route-data';

describe('dataKey', () => {
  const list = readsSearch(['kategori', 'q', 'page'], () => Promise.resolve(loaded([])));

  it('keys a list page by its path and the query keys its loader reads, in the loader order', () => {
    expect(dataKey('/artikel', '?utm_source=wa&page=2&kategori=beasiswa', list)).toBe(
      '/artikel?kategori=beasiswa&page=2',
    );
    expect(dataKey('/artikel', '?utm_source=wa&q=', list)).toBe('/artikel');
  });

  it('keeps every value of a key a GET form repeats (ticked boxes), so two selections never share a key', () => {
    const filters = readsSearch(['country', 'q'], () => Promise.resolve(loaded([])));
    expect(dataKey('/scholarship', '?country=AU&utm_source=wa&country=NZ&q=', filters)).toBe(
      '/scholarship?country=AU&country=NZ',
    );
    expect(dataKey('/scholarship', '?country=AU', filters)).not.toBe(
      dataKey('/scholarship', '?country=AU&country=NZ', filters),
    );
  });

  it('keys by the whole URL when the loader declares nothing', () => {
    expect(dataKey('/merchandise', '?view=cart', () => Promise.resolve(loaded(null)))).toBe('/merchandise?view=cart');
    expect(
      dataKey(
        '/artikeldetail/a',
        '?x=1',
        readsSearch([], () => Promise.resolve(loaded(null))),
      ),
    ).toBe('/artikeldetail/a');
  });
});
