import { Link } from 'react-router-dom';
import { usePageMeta } from '../meta/page-meta';
import styles from './ui.module.css';

/** The site's 404 page, shared so the host and the remotes (unknown country, campus) show the same. */
export function NotFoundPage({ message }: { message?: string }) {
  usePageMeta({ title: 'Halaman tidak ditemukan', description: 'Halaman yang Anda cari tidak ditemukan.' });
  return (
    <section className={styles.notFound} aria-labelledby="not-found-title">
      <p className={styles.notFoundCode} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">Halaman tidak ditemukan</h1>
      <p>{message ?? 'Maaf, halaman yang Anda cari tidak ada atau sudah dipindahkan.'}</p>
      <Link className={styles.button} to="/">
        Kembali ke Beranda
      </Link>
    </section>
  );
}
