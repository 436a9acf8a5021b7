import type { Article } from '@niec/shared';

/** The API has sent is_publish as 1 and as '1'; anything else is a draft. */
export function isPublished(article: Pick<Article, 'is_publish'>): boolean {
  return String(article.is_publish) === '1';
}

export function publishedArticles(articles: readonly Article[]): Article[] {
  return articles.filter(isPublished);
}

/** Milliseconds of an API timestamp ("2026-10-14 10:30:00" or ISO); 0 when unreadable. */
export function toTime(value: string | null | undefined): number {
  if (!value) return 0;
  const time = Date.parse(value.includes('T') ? value : value.replace(' ', 'T'));
  return Number.isNaN(time) ? 0 : time;
}

/** Published articles of one category, or all of them when no category is chosen. */
export function filterArticles(articles: readonly Article[], categoryCode: string | null): Article[] {
  const published = publishedArticles(articles);
  return categoryCode ? published.filter((a) => a.code_artikel_kategori === categoryCode) : published;
}

export const MAX_RELATED = 5;

/**
 * 'Artikel Yang Berkaitan': other published articles of the same category, newest first by
 * created_at, at most five (docs/product-rules.md#articles).
 */
export function selectRelated(
  articles: readonly Article[],
  current: Pick<Article, 'slug' | 'code_artikel_kategori'>,
  max = MAX_RELATED,
): Article[] {
  return publishedArticles(articles)
    .filter((a) => a.code_artikel_kategori === current.code_artikel_kategori && a.slug !== current.slug)
    .sort((a, b) => toTime(b.created_at) - toTime(a.created_at))
    .slice(0, max);
}
