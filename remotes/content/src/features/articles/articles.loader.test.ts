import { applyTestConfig, loaderArgs } from '@niec/shared/testing';
import { CATEGORIES, makeArticle } from '../../test/fixtures';
import { fetchArticle } from './api/fetch-article';
import { fetchArticles } from './api/fetch-articles';
import { fetchCategories } from './api/fetch-categories';
import { loadArticleDetail, loadArticles } from './articles.loader';

jest.mock('./api/fetch-article');
jest.mock('./api/fetch-articles');
jest.mock('./api/fetch-categories');

/** What axios rejects with for an HTTP error answer. */
function httpError(status: number): Error {
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: { status },
  });
}

const LONG_BODY = `<p>${'Kuliah di luar negeri &amp; beasiswa. '.repeat(10)}</p><script>ignored()</script>`;

const ARTICLES = [
  makeArticle({
    slug: 'a',
    judul: 'Panduan Lengkap Beasiswa Australia',
    isi: LONG_BODY,
    updated_at: '2026-10-14 10:30:00',
  }),
  makeArticle({ slug: 'b', code_artikel_kategori: 'tips', created_at: '2026-03-01 08:00:00' }),
  makeArticle({ slug: 'c', code_artikel_kategori: 'beasiswa', created_at: '2026-05-01 08:00:00' }),
  makeArticle({ slug: 'draft', is_publish: '0' }),
];

beforeEach(() => {
  applyTestConfig();
  jest.mocked(fetchArticles).mockResolvedValue(ARTICLES);
  jest.mocked(fetchCategories).mockResolvedValue(CATEGORIES);
});

describe('loadArticles', () => {
  test('sends published articles only, trimmed to what a card shows, and the category counts', async () => {
    const result = await loadArticles(loaderArgs());
    if (result.kind !== 'data') throw new Error('expected data');
    const { articles, categories } = result.data;
    expect(articles.map((a) => a.slug)).toEqual(['a', 'b', 'c']);
    expect(articles[0]).toEqual({
      slug: 'a',
      judul: 'Panduan Lengkap Beasiswa Australia',
      shortTitle: 'Panduan Lengkap Bea...',
      sub_judul: 'Sub judul a',
      image: 'http://api.test/static/images/articles/a.svg',
      kategori: 'Beasiswa',
      excerpt: `${'Kuliah di luar negeri & beasiswa. '.repeat(3).slice(0, 90)}...`,
      date: { day: '14', month: 'Oktober', year: '2026', iso: '2026-10-14' },
    });
    // No body, no timestamps, no publish flag in what the browser receives.
    for (const field of ['isi', 'created_at', 'updated_at', 'is_publish', 'code_artikel_kategori'])
      expect(articles[0]).not.toHaveProperty(field);
    expect(categories).toEqual([
      { code_artikel_kategori: 'beasiswa', kategori: 'Beasiswa', count: 2 },
      { code_artikel_kategori: 'tips', kategori: 'Tips Kuliah', count: 1 },
      { code_artikel_kategori: 'event', kategori: 'Event', count: 0 },
    ]);
  });

  test('a failed category call leaves the categories out and says why; the list is still sent', async () => {
    jest.mocked(fetchCategories).mockRejectedValue(httpError(500));
    const result = await loadArticles(loaderArgs());
    expect(result).toMatchObject({
      kind: 'data',
      data: { categories: null, categoriesError: 'Request failed with status code 500' },
    });
    if (result.kind === 'data') expect(result.data.articles).toHaveLength(3);
  });

  test('a failed article list throws (the render server answers it as unavailable)', async () => {
    jest.mocked(fetchArticles).mockRejectedValue(httpError(500));
    await expect(loadArticles(loaderArgs())).rejects.toThrow('status code 500');
  });
});

describe('loadArticles at scale', () => {
  /** 60 published articles (40 scholarships, 20 tips) and 5 drafts, bodies long enough to notice. */
  const MANY = [
    ...Array.from({ length: 60 }, (_, i) =>
      makeArticle({
        slug: `artikel-${i + 1}`,
        judul: i === 41 ? 'Panduan Visa Pelajar Kanada' : `Artikel nomor ${i + 1}`,
        sub_judul: i === 7 ? 'Cerita kuliah di Universität München' : `Sub judul ${i + 1}`,
        code_artikel_kategori: i < 40 ? 'beasiswa' : 'tips',
        isi: `<p>${'Isi panjang artikel. '.repeat(50)}BODY-END-${i + 1}</p>`,
      }),
    ),
    ...Array.from({ length: 5 }, (_, i) => makeArticle({ slug: `draft-${i}`, judul: 'Draf Kanada', is_publish: 0 })),
  ];
  const load = async (search: string) => {
    const result = await loadArticles(loaderArgs({}, search));
    if (result.kind !== 'data') throw new Error(`expected data for ${search}`);
    return result.data;
  };
  const slugs = (data: { articles: { slug: string }[] }) => data.articles.map((a) => a.slug);
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `artikel-${from + i}`);

  beforeEach(() => jest.mocked(fetchArticles).mockResolvedValue(MANY));

  test('page 1 and page 2 hold the first and the next 12 published articles; the last page the rest', async () => {
    const first = await load('');
    expect(slugs(first)).toEqual(range(1, 12));
    expect(first).toMatchObject({ page: 1, pageCount: 5, total: 60, allCount: 60, kategori: '', q: '' });
    expect(slugs(await load('page=2'))).toEqual(range(13, 24));
    const last = await load('page=5');
    expect(slugs(last)).toEqual(range(49, 60));
    expect(last).toMatchObject({ page: 5, pageCount: 5 });
  });

  test('a page past the last, or what is not a page number, is not found', async () => {
    for (const search of ['page=6', 'page=9999', 'page=0', 'page=abc', 'kategori=tips&page=3', 'q=kanada&page=2'])
      await expect(loadArticles(loaderArgs({}, search))).resolves.toEqual({ kind: 'not-found' });
  });

  test('sends no body: only the trimmed cards of the page', async () => {
    const json = JSON.stringify(await load('page=2'));
    expect(json).not.toContain('BODY-END');
    expect(json).not.toContain('<p>');
    expect(json).not.toContain('"isi"');
    // 12 cards of well under 1 KB each, whatever the bodies weigh.
    expect(json.length).toBeLessThan(12 * 700);
  });

  test('the search matches words of judul or sub_judul, ignoring case and accents; drafts are never found', async () => {
    expect(slugs(await load('q=kanada'))).toEqual(['artikel-42']);
    expect(slugs(await load('q=VISA%20pelajar'))).toEqual(['artikel-42']);
    expect(slugs(await load('q=munchen'))).toEqual(['artikel-8']);
    expect(slugs(await load('q=isi%20panjang'))).toEqual([]);
    const none = await load('q=tidak-ada-judul-ini');
    expect(none).toMatchObject({ articles: [], total: 0, page: 1, pageCount: 1, q: 'tidak-ada-judul-ini' });
  });

  test('category and search combine; the counts stay those of every published article', async () => {
    const tips = await load('kategori=tips');
    expect(tips).toMatchObject({ total: 20, pageCount: 2, kategori: 'tips' });
    expect(slugs(tips)).toEqual(range(41, 52));
    const both = await load('kategori=tips&q=kanada');
    expect(slugs(both)).toEqual(['artikel-42']);
    expect(slugs(await load('kategori=beasiswa&q=kanada'))).toEqual([]);
    const searched = await load('q=nomor&page=2');
    expect(searched).toMatchObject({ total: 59, pageCount: 5, page: 2, allCount: 60 });
    expect(searched.categories).toEqual([
      { code_artikel_kategori: 'beasiswa', kategori: 'Beasiswa', count: 40 },
      { code_artikel_kategori: 'tips', kategori: 'Tips Kuliah', count: 20 },
      { code_artikel_kategori: 'event', kategori: 'Event', count: 0 },
    ]);
  });

  test('an unknown category lists nothing (the page says nothing was found), it is not a missing page', async () => {
    expect(await load('kategori=tidak-ada')).toMatchObject({ articles: [], total: 0, pageCount: 1 });
  });
});

describe('loadArticleDetail', () => {
  test('sends the article and up to five related ones, each trimmed to what the page shows', async () => {
    jest.mocked(fetchArticle).mockResolvedValue(ARTICLES[0]!);
    const result = await loadArticleDetail(loaderArgs({ slug: 'a' }));
    expect(jest.mocked(fetchArticle).mock.calls[0]?.[0]).toBe('a');
    if (result.kind !== 'data') throw new Error('expected data');
    expect(result.data.article).toEqual({
      slug: 'a',
      judul: 'Panduan Lengkap Beasiswa Australia',
      sub_judul: 'Sub judul a',
      image: 'http://api.test/static/images/articles/a.svg',
      isi: LONG_BODY,
      updated: { label: '14 Oktober 2026', iso: '2026-10-14' },
      createdAt: '2026-01-01 08:00:00',
      updatedAt: '2026-10-14 10:30:00',
      kategori: { code: 'beasiswa', name: 'Beasiswa' },
    });
    expect(result.data.related).toEqual([
      { slug: 'c', judul: 'Judul c', image: 'http://api.test/static/images/articles/c.svg', excerpt: 'Isi artikel c.' },
    ]);
    expect(result.data).not.toHaveProperty('relatedError');
  });

  test("an article detail's data holds no other article's body, however many related articles there are", async () => {
    const others = Array.from({ length: 40 }, (_, i) =>
      makeArticle({ slug: `lain-${i}`, isi: `<p>${'Isi lain. '.repeat(40)}OTHER-BODY-END-${i}</p>` }),
    );
    jest.mocked(fetchArticles).mockResolvedValue([ARTICLES[0]!, ...others]);
    jest.mocked(fetchArticle).mockResolvedValue(ARTICLES[0]!);
    const result = await loadArticleDetail(loaderArgs({ slug: 'a' }));
    if (result.kind !== 'data') throw new Error('expected data');
    expect(result.data.related).toHaveLength(5);
    const json = JSON.stringify(result);
    // Each related article brings its 110-character excerpt, never its body.
    expect(json).not.toContain('OTHER-BODY-END');
    expect(json).not.toContain('Isi lain. '.repeat(12));
  });

  test('an unknown slug (404) or an empty record is not found', async () => {
    jest.mocked(fetchArticle).mockRejectedValue(httpError(404));
    await expect(loadArticleDetail(loaderArgs({ slug: 'tidak-ada' }))).resolves.toEqual({ kind: 'not-found' });
    jest.mocked(fetchArticle).mockResolvedValue(null);
    await expect(loadArticleDetail(loaderArgs({ slug: 'kosong' }))).resolves.toEqual({ kind: 'not-found' });
  });

  test('a failed article call throws; a failed list only empties the related list', async () => {
    jest.mocked(fetchArticle).mockRejectedValue(httpError(500));
    await expect(loadArticleDetail(loaderArgs({ slug: 'a' }))).rejects.toThrow('status code 500');

    jest.mocked(fetchArticle).mockResolvedValue(ARTICLES[0]!);
    jest.mocked(fetchArticles).mockRejectedValue(new Error('Network Error'));
    await expect(loadArticleDetail(loaderArgs({ slug: 'a' }))).resolves.toMatchObject({
      kind: 'data',
      data: { related: null, relatedError: 'Network Error' },
    });
  });
});
