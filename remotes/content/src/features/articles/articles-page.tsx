import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { formatCount, Loading, StatusMessage, uiClasses, usePageMeta, useRouteData } from '@niec/shared';
import {
  changeSearch,
  Pagination,
  readPage,
  readSearch,
  SearchField,
  useListTop,
  ListPageNotFound,
} from '@niec/shared/lists';
import { href, ROUTES } from '@niec/shared/routes';
import layout from '../../lib/layout.module.css';
import type { ArticlesData } from './articles.loader';
import { ArticleCard } from './components/article-card';
import { ARTICLES_PER_PAGE } from './model';
import styles from './articles-page.module.css';

const ALL = '';

/**
 * /artikel, from its loader (articles.loader.ts): one page of 12 cards of the chosen category (`?kategori`)
 * and search (`?q`), the category filter with counts of every published article, and links to the other
 * pages (`?page=N`). Choosing a category or searching is a navigation: the URL holds the list, the data
 * comes for that URL, and the previous cards stay on screen while it loads.
 */
export default function ArticlesPage() {
  const { status } = useRouteData<ArticlesData>();
  if (status === 'not-found') {
    // An invalid page number or a page past the last one (HTTP 404 from the render server).
    return <ListPageNotFound message="Daftar artikel tidak memiliki halaman ini. Mulai lagi dari halaman pertama." />;
  }
  return <ArticleList />;
}

/** The canonical URL and indexing of a list URL: each page of the whole list is its own; search results are not indexed. */
function useListMeta(searchParams: URLSearchParams) {
  const page = readPage(searchParams) ?? 1;
  const filtered = Boolean(searchParams.get('kategori')) || Boolean(readSearch(searchParams));
  usePageMeta({
    title: ROUTES.articles.title,
    description: ROUTES.articles.description,
    canonical: href('articles', undefined, !filtered && page > 1 ? { page } : undefined),
    noindex: Boolean(readSearch(searchParams)),
  });
}

function ArticleList() {
  const { pathname, search } = useLocation();
  const searchParams = new URLSearchParams(search);
  const selected = searchParams.get('kategori') ?? ALL;
  const { status, data, error } = useRouteData<ArticlesData>();
  useListMeta(searchParams);
  const listTop = useListTop<HTMLHeadingElement>(data?.page);

  // docs/product-rules.md#articles: list and category failures are only logged (in the browser, also when the server's
  // call failed: its retry through the data request ends here).
  useEffect(() => {
    if (status === 'error') console.error('Error fetching artikel', error);
  }, [status, error]);
  const categoriesError = data?.categoriesError;
  useEffect(() => {
    if (categoriesError !== undefined) console.error('Error fetching artikel kategori', new Error(categoriesError));
  }, [categoriesError]);

  const articles = data?.articles ?? [];
  const options = data?.categories ?? [];

  // Each category is a link to its list (the search kept, back to page 1): a new history entry per choice, so the
  // filtered list can be shared and Back restores the previous one. A link works from the server's HTML, with
  // no script or before hydration (docs/decisions/007-platform-first-controls.md); it keeps the radio's role.
  const categoryHref = (code: string) => `${pathname}${changeSearch(search, { kategori: code })}`;

  return (
    <>
      <header className={uiClasses.hero}>
        <div className={uiClasses.heroInner}>
          <span className={uiClasses.heroEyebrow}>Berita &amp; Inspirasi</span>
          <h1 className={uiClasses.heroTitle}>Artikel</h1>
          <p className={uiClasses.heroText}>
            Kabar terbaru seputar beasiswa, tips persiapan kuliah dan cerita pelajar Indonesia di luar negeri.
          </p>
        </div>
      </header>
      {status === 'loading' ? (
        // The filter and the list appear together: a filter growing above an already shown list
        // would push it down on phones (a layout shift).
        <div className={layout.container} aria-busy="true">
          <Loading />
        </div>
      ) : (
        <div className={`${layout.container} ${styles.layout}`}>
          <aside className={styles.sidebar}>
            <div className={`${uiClasses.panel} ${styles.searchBox}`}>
              <SearchField label="Cari artikel" placeholder="Kata kunci" />
            </div>
            <fieldset className={`${uiClasses.panel} ${styles.filter}`}>
              <legend className={styles.legend}>Kategori</legend>
              <CategoryOption
                to={categoryHref(ALL)}
                checked={selected === ALL}
                label="Semua Artikel"
                count={data?.allCount ?? 0}
              />
              {options.map((option) => (
                <CategoryOption
                  key={option.code_artikel_kategori}
                  to={categoryHref(option.code_artikel_kategori)}
                  checked={selected === option.code_artikel_kategori}
                  label={option.kategori}
                  count={option.count}
                />
              ))}
            </fieldset>
          </aside>
          <section className={styles.results} aria-label="Daftar artikel">
            <div className={styles.resultsHeader}>
              <h2 ref={listTop} tabIndex={-1} className={styles.resultsTitle}>
                {listTitle(data)}
              </h2>
              {data && data.total > 0 ? <p className={styles.resultsCount}>{countText(data)}</p> : null}
            </div>
            {articles.length === 0 ? (
              <StatusMessage title="Tidak ada artikel yang ditemukan">
                <p>
                  {data?.q
                    ? 'Coba kata kunci lain, pilih kategori lain, atau lihat semua artikel.'
                    : 'Coba pilih kategori lain atau lihat semua artikel.'}
                </p>
              </StatusMessage>
            ) : (
              <ul className={`${uiClasses.bareList} ${styles.grid}`}>
                {articles.map((article) => (
                  <li key={article.slug}>
                    <ArticleCard article={article} />
                  </li>
                ))}
              </ul>
            )}
            {data ? <Pagination page={data.page} pageCount={data.pageCount} label="Halaman daftar artikel" /> : null}
          </section>
        </div>
      )}
    </>
  );
}

/** One choice of the category filter: a link that shows as (and is announced as) a radio button. */
function CategoryOption({ to, checked, label, count }: { to: string; checked: boolean; label: string; count: number }) {
  return (
    <Link to={to} role="radio" aria-checked={checked} className={styles.option}>
      <span className={styles.radio} aria-hidden="true" />
      <span className={styles.optionLabel}>{label}</span>
      <span className={styles.count}>{count}</span>
    </Link>
  );
}

/** The list's heading: the search, or the category the cards belong to. */
function listTitle(data: ArticlesData | undefined): string {
  const category = data?.kategori
    ? data.categories?.find((c) => c.code_artikel_kategori === data.kategori)?.kategori
    : undefined;
  if (data?.q) return category ? `Hasil pencarian “${data.q}” di ${category}` : `Hasil pencarian “${data.q}”`;
  if (!data?.kategori) return 'Semua Artikel';
  return category ?? 'Artikel';
}

/** '20 artikel' on one page; 'Menampilkan 25–48 dari 1.000 artikel' on a page of many. */
function countText({ page, pageCount, total }: ArticlesData): string {
  const n = formatCount;
  if (pageCount <= 1) return `${n(total)} artikel`;
  const first = (page - 1) * ARTICLES_PER_PAGE + 1;
  const last = Math.min(page * ARTICLES_PER_PAGE, total);
  return `Menampilkan ${n(first)}–${n(last)} dari ${n(total)} artikel`;
}
