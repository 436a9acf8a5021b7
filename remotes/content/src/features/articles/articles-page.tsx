import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Loading, StatusMessage, useRouteData } from '@niec/shared';
import layout from '../../common/layout.module.css';
import type { ArticlesData } from './articles.loader';
import { ArticleCard } from './components/article-card';
import styles from './articles-page.module.css';

const ALL = '';

export default function ArticlesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = searchParams.get('kategori') ?? ALL;
  const { status, data, error } = useRouteData<ArticlesData>();

  // SPEC section 8: list and category failures are only logged (in the browser, also when the server's
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
  const visible = selected ? articles.filter((a) => a.code_artikel_kategori === selected) : articles;

  const choose = (code: string) => {
    // A new history entry per choice: the filtered list can be shared, and Back restores the previous one.
    setSearchParams(code ? { kategori: code } : {});
  };

  return (
    <>
      <header className={layout.hero}>
        <div className={layout.container}>
          <span className={styles.eyebrow}>Berita &amp; Inspirasi</span>
          <h1 className={layout.heroTitle}>Artikel</h1>
          <p className={layout.heroText}>
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
            <fieldset className={styles.filter}>
              <legend className={styles.legend}>Kategori</legend>
              <label className={styles.option}>
                <input
                  type="radio"
                  name="kategori"
                  value={ALL}
                  checked={selected === ALL}
                  onChange={() => choose(ALL)}
                />
                <span className={styles.optionLabel}>Semua Artikel</span>
                <span className={styles.count}>{articles.length}</span>
              </label>
              {options.map((option) => (
                <label key={option.code_artikel_kategori} className={styles.option}>
                  <input
                    type="radio"
                    name="kategori"
                    value={option.code_artikel_kategori}
                    checked={selected === option.code_artikel_kategori}
                    onChange={() => choose(option.code_artikel_kategori)}
                  />
                  <span className={styles.optionLabel}>{option.kategori}</span>
                  <span className={styles.count}>{option.count}</span>
                </label>
              ))}
            </fieldset>
          </aside>
          <section className={styles.results} aria-label="Daftar artikel">
            {visible.length === 0 ? (
              <StatusMessage title="Tidak ada artikel yang ditemukan">
                <p>Coba pilih kategori lain atau lihat semua artikel.</p>
              </StatusMessage>
            ) : (
              <ul className={styles.grid}>
                {visible.map((article) => (
                  <li key={article.slug}>
                    <ArticleCard article={article} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </>
  );
}
