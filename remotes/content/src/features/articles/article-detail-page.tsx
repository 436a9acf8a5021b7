import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Loading, SITE_NAME, StatusMessage, uiClasses, usePageMeta, useRouteData } from '@niec/shared';
import { SafeHtml } from '@niec/shared/html';
import { Breadcrumb, breadcrumbList, LOGO_PATH, newsArticle } from '@niec/shared/seo';
import { SaveButton } from '@niec/shared/saved';
import { ShareControl } from '@niec/shared/share';
import { href, ROUTES } from '@niec/shared/routes';
import layout from '../../lib/layout.module.css';
import * as icons from '../../lib/icons';
import type { ArticleDetailData } from './articles.loader';
import styles from './article-detail-page.module.css';

/** The fixed byline of every article. */
export const AUTHOR_LABEL = 'Oleh: Tim Redaksi NIEC Indonesia';
export const ARTICLE_ERROR = 'Gagal mengambil data artikel.';

/**
 * /artikeldetail/:slug, from its loader (articles.loader.ts). The sanitiser for the body is loaded with the
 * page chunk (src/exposes/routes.tsx), so the body renders with the title, on the server too.
 */
export default function ArticleDetailPage() {
  const { slug = '' } = useParams();
  const { status, data, error } = useRouteData<ArticleDetailData>();
  // docs/product-rules.md#articles: the failure is logged (in the browser, also when the server's call failed).
  useEffect(() => {
    if (status === 'error') console.error(`Error fetching artikel ${slug}`, error);
  }, [status, error, slug]);

  if (status === 'loading') return <Loading />;
  if (status !== 'success') {
    // An unknown or unpublished slug (HTTP 404 from the render server) says the same as a failed call.
    return (
      <div className={layout.container}>
        <StatusMessage
          tone="error"
          title={ARTICLE_ERROR}
          action={
            <Link to={href('articles')} className={uiClasses.buttonSecondary}>
              Kembali ke daftar artikel
            </Link>
          }
        />
      </div>
    );
  }
  return <ArticleView data={data} />;
}

/** The trail the page shows above the title: Beranda, Artikel and the article's category. */
function breadcrumb(article: ArticleDetailData['article']): { name: string; path: string }[] {
  return [
    { name: 'Beranda', path: href('home') },
    { name: ROUTES.articles.title, path: href('articles') },
    ...(article.kategori
      ? [{ name: article.kategori.name, path: href('articles', undefined, { kategori: article.kategori.code }) }]
      : []),
  ];
}

/** The article's description for search results and link previews: its sub_judul, else its title. */
export function articleDescription(article: Pick<ArticleDetailData['article'], 'judul' | 'sub_judul'>): string {
  return article.sub_judul.trim() || `${article.judul} - artikel NIEC Indonesia seputar kuliah di luar negeri.`;
}

function ArticleView({ data: { article, related, relatedError } }: { data: ArticleDetailData }) {
  const crumbs = breadcrumb(article);
  const description = articleDescription(article);
  usePageMeta({
    title: article.judul,
    description,
    image: article.image,
    type: 'article',
    structuredData: [
      newsArticle({
        path: href('articleDetail', { slug: article.slug }),
        headline: article.judul,
        description,
        images: article.image ? [article.image] : [],
        datePublished: article.createdAt,
        dateModified: article.updatedAt,
        publisher: { name: SITE_NAME, logo: LOGO_PATH },
      }),
      breadcrumbList(crumbs),
    ],
  });
  useEffect(() => {
    // docs/product-rules.md#articles: a failed related list is only logged.
    if (relatedError !== undefined) console.error('Error fetching artikel', new Error(relatedError));
  }, [relatedError]);
  const items = related ?? [];
  return (
    <div className={`${layout.container} ${styles.layout}`}>
      <article className={styles.article}>
        <Breadcrumb trail={crumbs} />
        <header className={styles.header}>
          <h1 className={styles.title}>{article.judul}</h1>
          {article.sub_judul ? <p className={styles.subtitle}>{article.sub_judul}</p> : null}
          <p className={styles.meta}>
            <span className={styles.metaItem}>
              <icons.users size={18} />
              {AUTHOR_LABEL}
            </span>
            {article.updated ? (
              <span className={styles.metaItem}>
                <icons.calendar size={18} />
                <span>
                  Diperbarui <time dateTime={article.updated.iso}>{article.updated.label}</time>
                </span>
              </span>
            ) : null}
          </p>
          <div className={styles.actions}>
            <SaveButton
              kind="artikel"
              id={article.slug}
              title={article.judul}
              href={href('articleDetail', { slug: article.slug })}
              variant="page"
            />
            <ShareControl title={article.judul} label="Bagikan artikel ini" />
          </div>
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
        {items.length === 0 ? (
          <p className={styles.none}>Tidak ada artikel yang berkaitan.</p>
        ) : (
          <ul className={styles.relatedList}>
            {items.map((item) => (
              <li key={item.slug}>
                <Link to={href('articleDetail', { slug: item.slug })} className={styles.related}>
                  {item.image ? (
                    <img src={item.image} alt="" width={96} height={72} loading="lazy" className={styles.thumb} />
                  ) : null}
                  <span className={styles.relatedText}>
                    <span className={styles.relatedTitle}>{item.judul}</span>
                    <span className={styles.relatedExcerpt}>{item.excerpt}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <div className={styles.sideCta}>
          <h2 className={styles.sideCtaTitle}>Butuh bantuan memilih kampus?</h2>
          <p>Konsultasi gratis dengan konsultan NIEC di kantor terdekat atau secara online.</p>
          <Link to={href('contact')} className={uiClasses.button}>
            Hubungi Kami
          </Link>
        </div>
      </aside>
    </div>
  );
}
