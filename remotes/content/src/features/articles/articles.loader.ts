import { isAxiosError, loaded, notFound, type Article, type LoaderArgs, type LoaderResult } from '@niec/shared';
import { paginate, readPage, readSearch, searchMatcher } from '@niec/shared/lists';
import { fetchArticle } from './api/fetch-article';
import { fetchArticles } from './api/fetch-articles';
import { fetchCategories } from './api/fetch-categories';
import { publishedArticles, selectRelated } from './lib/articles';
import { detailDate } from './lib/excerpt';
import {
  ARTICLES_PER_PAGE,
  categoryOptions,
  toArticleCard,
  toRelatedArticle,
  type ArticleCardData,
  type CategoryOption,
  type RelatedArticleData,
} from './model';

export interface ArticlesData {
  /** The cards of this page (at most ARTICLES_PER_PAGE): published articles of the category that match the search, in the API's order. */
  articles: ArticleCardData[];
  /** 1-based page shown, and how many pages the category and search fill. */
  page: number;
  pageCount: number;
  /** Articles the category and search match, on every page. */
  total: number;
  /** The category (code, '' for all) and the search ('' for none) the cards were chosen for. */
  kategori: string;
  q: string;
  /** 'Semua Artikel': every published article, whatever the category, search or page. */
  allCount: number;
  /** The radio filter with the count of published articles per category; null when the category call failed. */
  categories: CategoryOption[] | null;
  /** Why the category call failed (the page logs it as 'Error fetching artikel kategori'). */
  categoriesError?: string;
}

export interface ArticleDetailData {
  article: {
    slug: string;
    judul: string;
    sub_judul: string;
    image: string | null;
    /** The HTML body, rendered through SafeHtml. */
    isi: string;
    /** 'DD MMMM YYYY' in Indonesian, and the ISO day for <time>. */
    updated: { label: string; iso: string } | null;
    /** The API's created_at and updated_at, for the page's NewsArticle (datePublished, dateModified). */
    createdAt: string;
    updatedAt: string;
    kategori: { code: string; name: string } | null;
  };
  /** 'Artikel Yang Berkaitan'; null when the list call failed (the sidebar then says there are none). */
  related: RelatedArticleData[] | null;
  /** Why the list call failed (the page logs it as 'Error fetching artikel'). */
  relatedError?: string;
}

const message = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * /artikel?kategori=&q=&page=: one page (ARTICLES_PER_PAGE) of the published articles of the category (all without one)
 * whose judul or sub_judul match the search, as trimmed cards, and the category filter with its counts.
 * The counts always count every published article: the search and the page do not change them. An invalid
 * page number, or a page past the last one, is not found (HTTP 404). A failed article list throws (the page
 * then shows its empty list and logs it); a failed category call only leaves the filter with 'Semua
 * Artikel' (docs/product-rules.md#articles).
 */
export async function loadArticles({ searchParams, signal }: LoaderArgs): Promise<LoaderResult<ArticlesData>> {
  const page = readPage(searchParams);
  if (page === null) return notFound();
  const kategori = searchParams.get('kategori') ?? '';
  const q = readSearch(searchParams);

  const [articles, categories] = await Promise.allSettled([fetchArticles(signal), fetchCategories(signal)]);
  if (articles.status === 'rejected') throw articles.reason;
  const published = publishedArticles(articles.value);
  const matches = searchMatcher(q);
  const chosen = published.filter(
    (a) => (!kategori || a.code_artikel_kategori === kategori) && matches([a.judul, a.sub_judul]),
  );
  const shown = paginate(chosen, page, ARTICLES_PER_PAGE);
  if (!shown) return notFound();

  const data: ArticlesData = {
    articles: shown.items.map(toArticleCard),
    page: shown.page,
    pageCount: shown.pageCount,
    total: shown.total,
    kategori,
    q,
    allCount: published.length,
    categories: null,
  };
  if (categories.status === 'rejected') return loaded({ ...data, categoriesError: message(categories.reason) });
  return loaded({ ...data, categories: categoryOptions(categories.value, published) });
}

/**
 * /artikeldetail/:slug: the article and up to five related ones (the list is filtered here, not in the
 * browser). An unknown or unpublished slug (404, or an empty record) is not found; any other failure of
 * the article call throws. A failed list call only empties the related list (docs/product-rules.md#articles).
 */
export async function loadArticleDetail({ params, signal }: LoaderArgs): Promise<LoaderResult<ArticleDetailData>> {
  const slug = params.slug ?? '';
  if (!slug) return notFound();
  // Both calls start together; an unknown slug answers at once, without waiting for the list.
  const listing = fetchArticles(signal).then(
    (value) => ({ status: 'fulfilled' as const, value }),
    (reason: unknown) => ({ status: 'rejected' as const, reason }),
  );
  let found: Article | null;
  try {
    found = await fetchArticle(slug, signal);
  } catch (error) {
    if (isAxiosError(error) && error.response?.status === 404) return notFound();
    throw error;
  }
  if (!found) return notFound();
  const current = found;
  const list = await listing;
  const updated = detailDate(current.updated_at);
  const data: ArticleDetailData = {
    article: {
      slug: current.slug,
      judul: current.judul,
      sub_judul: current.sub_judul,
      image: current.image || null,
      isi: current.isi ?? '',
      updated: updated ? { label: updated, iso: current.updated_at.slice(0, 10) } : null,
      createdAt: current.created_at,
      updatedAt: current.updated_at,
      kategori: current.kategori
        ? { code: current.kategori.code_artikel_kategori, name: current.kategori.kategori }
        : null,
    },
    related: null,
  };
  if (list.status === 'rejected') return loaded({ ...data, relatedError: message(list.reason) });
  const related = selectRelated(list.value, current).map(toRelatedArticle);
  return loaded({ ...data, related });
}
