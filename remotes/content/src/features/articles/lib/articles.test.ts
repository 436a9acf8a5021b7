import { CATEGORIES, makeArticle } from '../../../test/fixtures';
import { categoryOptions } from '../model';
import { filterArticles, isPublished, selectRelated, toTime } from './articles';

describe('published articles', () => {
  test('is_publish 1 and "1" are published; 0, "0" and anything else are drafts', () => {
    expect(isPublished({ is_publish: 1 })).toBe(true);
    expect(isPublished({ is_publish: '1' })).toBe(true);
    expect(isPublished({ is_publish: 0 })).toBe(false);
    expect(isPublished({ is_publish: '0' })).toBe(false);
    expect(isPublished({ is_publish: 2 })).toBe(false);
  });

  test('each category counts only its published articles', () => {
    const articles = [
      makeArticle({ slug: 'a', code_artikel_kategori: 'beasiswa' }),
      makeArticle({ slug: 'b', code_artikel_kategori: 'beasiswa', is_publish: '1' }),
      makeArticle({ slug: 'c', code_artikel_kategori: 'beasiswa', is_publish: 0 }),
      makeArticle({ slug: 'd', code_artikel_kategori: 'tips' }),
      makeArticle({ slug: 'e', code_artikel_kategori: 'event', is_publish: '0' }),
    ];
    expect(categoryOptions(CATEGORIES, articles).map((c) => [c.code_artikel_kategori, c.count])).toEqual([
      ['beasiswa', 2],
      ['tips', 1],
      ['event', 0],
    ]);
  });

  test('filtering keeps published articles of the chosen category, or all published ones', () => {
    const articles = [
      makeArticle({ slug: 'a', code_artikel_kategori: 'beasiswa' }),
      makeArticle({ slug: 'b', code_artikel_kategori: 'tips' }),
      makeArticle({ slug: 'c', code_artikel_kategori: 'tips', is_publish: 0 }),
    ];
    expect(filterArticles(articles, 'tips').map((a) => a.slug)).toEqual(['b']);
    expect(filterArticles(articles, null).map((a) => a.slug)).toEqual(['a', 'b']);
    expect(filterArticles(articles, 'event')).toEqual([]);
  });

  test('API timestamps with a space or a T are both read', () => {
    expect(toTime('2026-05-01 10:00:00')).toBe(toTime('2026-05-01T10:00:00'));
    expect(toTime('')).toBe(0);
  });
});

describe('related articles', () => {
  const current = makeArticle({ slug: 'current', code_artikel_kategori: 'beasiswa' });

  test('lists other published articles of the same category, newest first by created_at', () => {
    const articles = [
      current,
      makeArticle({ slug: 'old', created_at: '2026-01-10 09:00:00', updated_at: '2026-12-01 09:00:00' }),
      makeArticle({ slug: 'new', created_at: '2026-06-10 09:00:00', updated_at: '2026-06-10 09:00:00' }),
      makeArticle({ slug: 'mid', created_at: '2026-03-10 09:00:00' }),
      makeArticle({ slug: 'draft', created_at: '2026-09-10 09:00:00', is_publish: '0' }),
      makeArticle({ slug: 'other-category', code_artikel_kategori: 'tips', created_at: '2026-09-11 09:00:00' }),
    ];
    expect(selectRelated(articles, current).map((a) => a.slug)).toEqual(['new', 'mid', 'old']);
  });

  test('shows at most five', () => {
    const articles = Array.from({ length: 8 }, (_, i) =>
      makeArticle({ slug: `a${i}`, created_at: `2026-0${i + 1}-01 08:00:00` }),
    );
    expect(selectRelated(articles, current).map((a) => a.slug)).toEqual(['a7', 'a6', 'a5', 'a4', 'a3']);
  });

  test('is empty when the category has no other published article', () => {
    expect(selectRelated([current, makeArticle({ slug: 'x', is_publish: 0 })], current)).toEqual([]);
  });
});
