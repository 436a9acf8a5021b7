import { Link, useParams } from 'react-router-dom';
import { isCancel, Loading, StatusMessage, uiClasses, useAsync, usePageMeta, type Article } from '@niec/shared';
import { loadSanitizer, SafeHtml } from '@niec/shared/html';
import layout from '../../common/layout.module.css';
import * as icons from '../../common/icons';
import { fetchArticle, fetchArticles } from './api/articles';
import { selectRelated } from './lib/articles';
import { detailDate, relatedExcerpt } from './lib/excerpt';
import styles from './article-detail-page.module.css';

/** The fixed byline of every article. */
export const AUTHOR_LABEL = 'Oleh: Tim Redaksi NIEC Indonesia';
export const ARTICLE_ERROR = 'Gagal mengambil data artikel.';

export default function ArticleDetailPage() {
  const { slug = '' } = useParams();
  const articleState = useAsync(
    (signal) =>
      Promise.all([
        fetchArticle(slug, signal),
        // The sanitiser loads alongside, so the body renders with the title instead of a moment later
        // and pushing the related list down (a layout shift). If it fails, SafeHtml reports it.
        loadSanitizer().catch(() => null),
      ]).then(
        ([article]) => article,
        (error: unknown) => {
          if (!isCancel(error)) console.error(ARTICLE_ERROR, error);
          throw error;
        },
      ),
    [slug],
  );
  // The related list comes from the full list, filtered on the client (SPEC section 7).
  const listState = useAsync(
    (signal) =>
      fetchArticles(signal).catch((error: unknown) => {
        if (!isCancel(error)) console.error('Error fetching artikel', error);
        throw error;
      }),
    [],
  );

  if (articleState.status === 'loading') return <Loading />;
  if (articleState.status === 'error') {
    return (
      <div className={layout.container}>
        <StatusMessage
          tone="error"
          title={ARTICLE_ERROR}
          action={
            <Link to="/artikel" className={uiClasses.buttonSecondary}>
              Kembali ke daftar artikel
            </Link>
          }
        />
      </div>
    );
  }
  return (
    <ArticleView
      article={articleState.data}
      related={listState.data ? selectRelated(listState.data, articleState.data) : []}
      relatedLoading={listState.status === 'loading'}
    />
  );
}

function ArticleView({
  article,
  related,
  relatedLoading,
}: {
  article: Article;
  related: Article[];
  relatedLoading: boolean;
}) {
  usePageMeta({ title: article.judul, description: article.sub_judul, image: article.image, type: 'article' });
  const updated = detailDate(article.updated_at);
  return (
    <div className={`${layout.container} ${styles.layout}`}>
      <article className={styles.article}>
        <nav aria-label="Breadcrumb">
          <ol className={styles.breadcrumb}>
            <li>
              <Link to="/">Beranda</Link>
            </li>
            <li>
              <Link to="/artikel">Artikel</Link>
            </li>
            {article.kategori ? (
              <li>
                <Link to={`/artikel?kategori=${encodeURIComponent(article.kategori.code_artikel_kategori)}`}>
                  {article.kategori.kategori}
                </Link>
              </li>
            ) : null}
          </ol>
        </nav>
        <header className={styles.header}>
          <h1 className={styles.title}>{article.judul}</h1>
          {article.sub_judul ? <p className={styles.subtitle}>{article.sub_judul}</p> : null}
          <p className={styles.meta}>
            <span className={styles.metaItem}>
              <icons.users size={18} />
              {AUTHOR_LABEL}
            </span>
            {updated ? (
              <span className={styles.metaItem}>
                <icons.calendar size={18} />
                <span>
                  Diperbarui <time dateTime={article.updated_at.slice(0, 10)}>{updated}</time>
                </span>
              </span>
            ) : null}
          </p>
        </header>
        {article.image ? (
          <img className={styles.cover} src={article.image} alt={article.judul} width={1200} height={675} />
        ) : null}
        <SafeHtml className={styles.body} html={article.isi} data-testid="article-body" />
      </article>
      <aside className={styles.sidebar} aria-labelledby="related-title">
        <h2 id="related-title" className={styles.sidebarTitle}>
          Artikel Yang Berkaitan
        </h2>
        {relatedLoading ? (
          <Loading />
        ) : related.length === 0 ? (
          <p className={styles.none}>Tidak ada artikel yang berkaitan.</p>
        ) : (
          <ul className={styles.relatedList}>
            {related.map((item) => (
              <li key={item.slug}>
                <Link to={`/artikeldetail/${encodeURIComponent(item.slug)}`} className={styles.related}>
                  {item.image ? (
                    <img src={item.image} alt="" width={96} height={72} loading="lazy" className={styles.thumb} />
                  ) : null}
                  <span className={styles.relatedText}>
                    <span className={styles.relatedTitle}>{item.judul}</span>
                    <span className={styles.relatedExcerpt}>{relatedExcerpt(item.isi)}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <div className={styles.sideCta}>
          <h2 className={styles.sideCtaTitle}>Butuh bantuan memilih kampus?</h2>
          <p>Konsultasi gratis dengan konsultan NIEC di kantor terdekat atau secara online.</p>
          <Link to="/contact_us" className={uiClasses.button}>
            Hubungi Kami
          </Link>
        </div>
      </aside>
    </div>
  );
}
