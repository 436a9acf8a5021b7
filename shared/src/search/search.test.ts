import {
  findRecords,
  markWords,
  searchWords,
  snippet,
  suggestSearch,
  toHit,
  type SearchHit,
  type SearchRecord,
} from './index';

/** The found records as their results show them. */
const matchRecords = (records: readonly SearchRecord[], words: readonly string[]): SearchHit[] =>
  findRecords(records, words).map((record) => toHit(record, words));

const record = (kind: SearchRecord['kind'], title: string, text = '', href = `/${title}`): SearchRecord => ({
  kind,
  title,
  text,
  href,
});

describe('site search matcher', () => {
  const records = [
    record('panduan', 'Kuliah di Australia', 'Melbourne dan Sydney adalah kota pelajar.'),
    record('panduan', 'Melbourne Polytechnic', 'Kampus vokasi milik Pemerintah Victoria.'),
    record('artikel', 'Tips IELTS', 'Persiapan tes untuk kuliah di Universität Wien.'),
    record('merchandise', 'Kaos NIEC', 'Kaos katun.'),
  ];

  it('ignores case and accents, in the query and in the records', () => {
    const words = searchWords('MÉLBOURNE');
    expect(words).toEqual(['melbourne']);
    expect(matchRecords(records, words).map((hit) => hit.href)).toEqual([
      '/Melbourne Polytechnic',
      '/Kuliah di Australia',
    ]);
    expect(matchRecords(records, searchWords('universitat')).map((hit) => hit.href)).toEqual(['/Tips IELTS']);
  });

  it('needs every word, in any order, and puts a match in the title first', () => {
    expect(matchRecords(records, searchWords('kota melbourne')).map((hit) => hit.href)).toEqual([
      '/Kuliah di Australia',
    ]);
    expect(matchRecords(records, searchWords('kaos xyz'))).toEqual([]);
    expect(matchRecords(records, searchWords('   '))).toEqual([]);
  });

  it('marks the searched words in the original text, accents kept', () => {
    expect(markWords('Kuliah di Universität Wien', searchWords('universitat wien'))).toEqual([
      { text: 'Kuliah di ' },
      { text: 'Universität', mark: true },
      { text: ' ' },
      { text: 'Wien', mark: true },
    ]);
    const [hit] = matchRecords(records, searchWords('melb'));
    expect(hit?.title).toEqual([{ text: 'Melb', mark: true }, { text: 'ourne Polytechnic' }]);
  });

  it('shows the words around the first match of a long text, cut at words', () => {
    const long = `${'awal kalimat '.repeat(30)}beasiswa penuh ${'akhir kalimat '.repeat(30)}`;
    const cut = snippet(long, ['beasiswa'], 80);
    expect(cut.startsWith('…')).toBe(true);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut).toContain('beasiswa penuh');
    expect(cut.length).toBeLessThanOrEqual(82);
  });

  it('offers the nearest title word for a misspelt one, and nothing for a word far from every title', () => {
    expect(suggestSearch(records, searchWords('australya'))).toBe('Australia');
    expect(suggestSearch(records, searchWords('melbourn tips'))).toBe('Melbourne tips');
    expect(suggestSearch(records, searchWords('zzzzzz'))).toBeNull();
  });
});
