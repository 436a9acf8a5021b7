import type { Article, ArticleCategory } from '@niec/shared';
import { publishedArticles } from './lib/articles';
import { cardDate, cardExcerpt, cardTitle, relatedExcerpt } from './lib/excerpt';

// The articles' view model: what the cards, the category filter and the related list render, and how each is
// built from the API's Article and ArticleCategory (the loaders send only these to the browser).

/** One card of the list: only what the card shows (no body, no timestamps it does not print). */
/**
 * Articles a page: half the other lists' PAGE_SIZE. An article card carries a picture, a title, a subtitle and
 * an excerpt; the 20 of the first page made /artikel's first response 15.8 KB with its headers, over the 14.6 KB a
 * phone receives in the first round trip, and its first paint 1.3x the minimal page's. 12 cards keep it in that
 * first round trip (docs/decisions/012-critical-path.md).
 */
export const ARTICLES_PER_PAGE = 12;

export interface ArticleCardData {
  slug: string;
  judul: string;
  /** The title cut to 19 characters plus '...'. */
  shortTitle: string;
  sub_judul: string;
  image: string | null;
  /** The category's name, printed above the title. */
  kategori: string | null;
  /** The body's text cut to 90 characters plus '...'. */
  excerpt: string;
  /** From updated_at: day, Indonesian month name, year, and the ISO day for <time>. */
  date: { day: string; month: string; year: string; iso: string } | null;
}

/** One entry of 'Artikel Yang Berkaitan'. */
export interface RelatedArticleData {
  slug: string;
  judul: string;
  image: string | null;
  /** The body's first 110 characters plus '...'. */
  excerpt: string;
}

export interface CategoryOption extends ArticleCategory {
  /** Number of published articles in the category. */
  count: number;
}

/**
 * Each category (code and name only) with the number of its published articles, in the API's order: one
 * pass over the list, however long it is.
 */
export function categoryOptions(
  categories: readonly ArticleCategory[],
  articles: readonly Article[],
): CategoryOption[] {
  const counts = new Map<string, number>();
  for (const article of publishedArticles(articles)) {
    counts.set(article.code_artikel_kategori, (counts.get(article.code_artikel_kategori) ?? 0) + 1);
  }
  return categories.map(({ code_artikel_kategori, kategori }) => ({
    code_artikel_kategori,
    kategori,
    count: counts.get(code_artikel_kategori) ?? 0,
  }));
}

export function toArticleCard(article: Article): ArticleCardData {
  const date = cardDate(article.updated_at);
  return {
    slug: article.slug,
    judul: article.judul,
    shortTitle: cardTitle(article.judul),
    sub_judul: article.sub_judul,
    image: article.image || null,
    kategori: article.kategori?.kategori ?? null,
    excerpt: cardExcerpt(article.isi),
    date: date ? { ...date, iso: article.updated_at.slice(0, 10) } : null,
  };
}

export function toRelatedArticle(article: Article): RelatedArticleData {
  return {
    slug: article.slug,
    judul: article.judul,
    image: article.image || null,
    excerpt: relatedExcerpt(article.isi),
  };
}
