import type { Article, ArticleCategory } from '@niec/shared';

export const CATEGORIES: ArticleCategory[] = [
  { code_artikel_kategori: 'beasiswa', kategori: 'Beasiswa' },
  { code_artikel_kategori: 'tips', kategori: 'Tips Kuliah' },
  { code_artikel_kategori: 'event', kategori: 'Event' },
];

/** A test article; every field can be overridden. */
export function makeArticle(overrides: Partial<Article> & Pick<Article, 'slug'>): Article {
  const code = overrides.code_artikel_kategori ?? 'beasiswa';
  return {
    judul: `Judul ${overrides.slug}`,
    sub_judul: `Sub judul ${overrides.slug}`,
    image: `http://api.test/static/images/articles/${overrides.slug}.svg`,
    isi: `<p>Isi artikel ${overrides.slug}.</p>`,
    is_publish: 1,
    created_at: '2026-01-01 08:00:00',
    updated_at: '2026-01-02 09:00:00',
    code_artikel_kategori: code,
    kategori: CATEGORIES.find((c) => c.code_artikel_kategori === code) ?? null,
    ...overrides,
  };
}
