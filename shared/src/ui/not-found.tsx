import { Link } from 'react-router-dom';
import { usePageMeta } from '../meta/page-meta';
import styles from './ui.module.css';

export interface NotFoundPageProps {
  /** The heading; 'Halaman tidak ditemukan' by default. */
  title?: string;
  message?: string;
  /** The page's meta description (it is not indexed either way). */
  description?: string;
  /** Where the visitor can go instead; the home page by default. */
  action?: { to: string; label: string };
}

/**
 * The site's 404 page, shared so the host and the remotes (unknown country, campus, vacancy, list page) show the
 * same. A page that sets its own meta while not found sets this same meta (title, description, noindex).
 */
export function NotFoundPage({
  title = 'Halaman tidak ditemukan',
  message,
  description = 'Halaman yang Anda cari tidak ditemukan.',
  action = { to: '/', label: 'Kembali ke Beranda' },
}: NotFoundPageProps) {
  usePageMeta({ title, description, noindex: true });
  return (
    <section className={styles.notFound} aria-labelledby="not-found-title">
      <p className={styles.notFoundCode} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{title}</h1>
      <p>{message ?? 'Maaf, halaman yang Anda cari tidak ada atau sudah dipindahkan.'}</p>
      <Link className={styles.button} to={action.to}>
        {action.label}
      </Link>
    </section>
  );
}
