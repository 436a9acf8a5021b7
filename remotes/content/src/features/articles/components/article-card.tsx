import { useId } from 'react';
import { Link } from 'react-router-dom';
import { uiClasses } from '@niec/shared';
import { listCardClasses, ListCardPicture } from '@niec/shared/lists';
import { href } from '@niec/shared/routes';
import { SaveButton } from '@niec/shared/saved';
import * as icons from '../../../lib/icons';
import type { ArticleCardData } from '../model';
import styles from './article-card.module.css';

/** One card of the article grid (docs/product-rules.md#articles), from the loader's trimmed record. */
export function ArticleCard({ article }: { article: ArticleCardData }) {
  const titleId = useId();
  const { date } = article;
  const link = href('articleDetail', { slug: article.slug });
  return (
    <article
      className={`${uiClasses.card} ${listCardClasses.card} ${listCardClasses.pictureCard} ${styles.card}`}
      aria-labelledby={titleId}
    >
      <ListCardPicture
        src={article.image}
        width={800}
        height={450}
        fallback={
          <div className={styles.placeholder} aria-hidden="true">
            <icons.document size={40} />
          </div>
        }
      >
        {date ? (
          <time className={styles.date} dateTime={date.iso}>
            <span className={styles.day}>{date.day}</span> <span className={styles.month}>{date.month}</span>{' '}
            <span className={styles.year}>{date.year}</span>
          </time>
        ) : null}
      </ListCardPicture>
      <div className={styles.body}>
        {article.kategori ? <p className={`${uiClasses.overline} ${styles.category}`}>{article.kategori}</p> : null}
        <h2 id={titleId} className={styles.title} title={article.judul}>
          <span aria-hidden="true">{article.shortTitle}</span>
          <span className="visually-hidden">{article.judul}</span>
        </h2>
        <p className={styles.subtitle}>{article.sub_judul}</p>
        <p className={styles.excerpt}>{article.excerpt}</p>
        <div className={styles.actions}>
          <Link to={link} className={styles.more}>
            Baca Selengkapnya<span className="visually-hidden">: {article.judul}</span>
            <icons.arrowRight size={18} />
          </Link>
          <SaveButton kind="artikel" id={article.slug} title={article.judul} href={link} />
        </div>
      </div>
    </article>
  );
}
