import { applyTestConfig, loaderArgs } from '@niec/shared/testing';
import { CATEGORIES, makeArticle } from '../../test/fixtures';
import { fetchArticle, fetchArticles } from './api/articles';
import { fetchCategories } from './api/categories';
import { loadArticleDetail, loadArticles } from './articles.loader';

jest.mock('./api/articles');
jest.mock('./api/categories');

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
      code_artikel_kategori: 'beasiswa',
      kategori: 'Beasiswa',
      excerpt: `${'Kuliah di luar negeri & beasiswa. '.repeat(3).slice(0, 90)}...`,
      date: { day: '14', month: 'Oktober', year: '2026', iso: '2026-10-14' },
    });
    // No body, no timestamps, no publish flag in what the browser receives.
    for (const field of ['isi', 'created_at', 'updated_at', 'is_publish'])
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
      kategori: { code: 'beasiswa', name: 'Beasiswa' },
    });
    expect(result.data.related).toEqual([
      { slug: 'c', judul: 'Judul c', image: 'http://api.test/static/images/articles/c.svg', excerpt: 'Isi artikel c.' },
    ]);
    expect(result.data).not.toHaveProperty('relatedError');
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
