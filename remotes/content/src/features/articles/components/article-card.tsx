import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Article } from '@niec/shared';
import * as icons from '../../../common/icons';
import { cardDate, cardExcerpt, cardTitle } from '../lib/excerpt';
import styles from './article-card.module.css';

/** One card of the article grid (SPEC section 2, news list). */
export function ArticleCard({ article }: { article: Article }) {
  const titleId = useId();
  const date = cardDate(article.updated_at);
  const href = `/artikeldetail/${encodeURIComponent(article.slug)}`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.media}>
        {article.image ? (
          <img src={article.image} alt="" width={800} height={450} loading="lazy" className={styles.image} />
        ) : (
          <div className={styles.placeholder} aria-hidden="true">
            <icons.document size={40} />
          </div>
        )}
        {date ? (
          <time className={styles.date} dateTime={article.updated_at.slice(0, 10)}>
            <span className={styles.day}>{date.day}</span> <span className={styles.month}>{date.month}</span>{' '}
            <span className={styles.year}>{date.year}</span>
          </time>
        ) : null}
      </div>
      <div className={styles.body}>
        {article.kategori ? <p className={styles.category}>{article.kategori.kategori}</p> : null}
        <h2 id={titleId} className={styles.title} title={article.judul}>
          <span aria-hidden="true">{cardTitle(article.judul)}</span>
          <span className="visually-hidden">{article.judul}</span>
        </h2>
        <p className={styles.subtitle}>{article.sub_judul}</p>
        <p className={styles.excerpt}>{cardExcerpt(article.isi)}</p>
        <Link to={href} className={styles.more}>
          Baca Selengkapnya<span className="visually-hidden">: {article.judul}</span>
          <icons.arrowRight size={18} />
        </Link>
      </div>
    </article>
  );
}
