import { Link } from 'react-router-dom';
import { Loading, LoadError, StatusMessage, uiClasses, usePageMeta, useRouteData, type RouteData } from '@niec/shared';
import { ListPageNotFound, Pagination, useListTop } from '@niec/shared/lists';
import { href, ROUTES } from '@niec/shared/routes';
import { VacancyCard } from './components/vacancy-card';
import { VacancyFilters } from './components/vacancy-filters';
import { useLogFailedOptions, useVacancySearch } from './hooks/use-vacancy-search';
import type { VacanciesData } from './vacancies.loader';
import { isFiltered } from './lib/vacancy-filter-params';
import styles from './vacancies.module.css';

const NO_BRANCHES: VacanciesData['branches'] = [];
const NO_CATEGORIES: string[] = [];

/** A magnifier over an empty list (decorative). */
function EmptyArt() {
  return (
    <svg className={styles.emptyArt} width="96" height="80" viewBox="0 0 96 80" aria-hidden="true" focusable="false">
      <rect x="8" y="10" width="56" height="60" rx="8" fill="var(--color-primary-soft)" />
      <rect x="18" y="24" width="36" height="5" rx="2.5" fill="var(--color-border)" />
      <rect x="18" y="36" width="28" height="5" rx="2.5" fill="var(--color-border)" />
      <rect x="18" y="48" width="32" height="5" rx="2.5" fill="var(--color-border)" />
      <circle cx="64" cy="46" r="16" fill="var(--color-surface)" stroke="var(--color-primary)" strokeWidth="5" />
      <path d="M76 58l12 12" stroke="var(--color-accent-strong)" strokeWidth="7" strokeLinecap="round" />
    </svg>
  );
}

const { title: TITLE, description: DESCRIPTION } = ROUTES.vacancies;

/**
 * /career: the open vacancies, filtered by branch and job category, 24 a page (filter and page live in the URL).
 * One page of the list and the filter's options come from the page's loader (vacancies.loader.ts); a page that
 * does not exist (`?page=9999`) is not found.
 */
export default function VacanciesPage() {
  const results = useRouteData<VacanciesData>();
  if (results.status === 'not-found') {
    return <ListPageNotFound message="Halaman daftar lowongan yang Anda buka tidak ada." />;
  }
  return <VacancyList results={results} />;
}

function VacancyList({ results }: { results: RouteData<VacanciesData> }) {
  const { filter, page, search } = useVacancySearch(results.reload);
  useLogFailedOptions(results.data?.failed);
  const filtered = isFiltered(filter);
  // A filtered list is a search result (not indexed); each page of the whole list is its own canonical URL.
  usePageMeta({
    title: page > 1 ? `${TITLE} - Halaman ${page}` : TITLE,
    description: DESCRIPTION,
    canonical: page > 1 && !filtered ? href('vacancies', undefined, { page }) : undefined,
    noindex: filtered || undefined,
  });
  // After a page change, the list starts at its heading (scrolled to and focused).
  const listTop = useListTop<HTMLHeadingElement>(results.data?.page);

  return (
    <div className={styles.page}>
      <section className={`${uiClasses.hero} ${styles.hero}`} aria-labelledby="career-title">
        <div className={uiClasses.heroInner}>
          <p className={uiClasses.heroEyebrow}>Karier</p>
          <h1 id="career-title" className={`${uiClasses.heroTitle} ${styles.title}`}>
            Berkarier di NIEC Indonesia
          </h1>
          <p className={uiClasses.heroText}>
            Bantu pelajar Indonesia meraih mimpi kuliah di luar negeri. Temukan posisi yang cocok untuk Anda di kantor
            cabang kami, lalu kirim lamaran Anda secara online.
          </p>
        </div>
      </section>

      <div className={styles.container}>
        <VacancyFilters
          key={`${filter.area}|${filter.category}`}
          initial={filter}
          branches={results.data?.branches ?? NO_BRANCHES}
          categories={results.data?.categories ?? NO_CATEGORIES}
          onSearch={search}
        />

        <section className={styles.results} aria-labelledby="career-results-title">
          <div className={styles.resultsHeader}>
            <h2 id="career-results-title" className={styles.resultsTitle} ref={listTop} tabIndex={-1}>
              Lowongan tersedia
            </h2>
            <p className={styles.count} aria-live="polite">
              {results.status === 'success' ? `${results.data.total} lowongan ditemukan` : ''}
            </p>
          </div>

          {results.status === 'loading' ? <Loading /> : null}

          {results.status === 'error' ? (
            <LoadError
              title="Daftar lowongan gagal dimuat."
              message="Periksa koneksi internet Anda, lalu coba lagi."
              onRetry={results.reload}
            />
          ) : null}

          {results.status === 'success' && results.data.total === 0 ? (
            <div className={styles.empty}>
              <EmptyArt />
              <StatusMessage
                title={
                  filtered ? 'Tidak ada lowongan yang sesuai dengan pencarian Anda.' : 'Belum ada lowongan yang dibuka.'
                }
                action={
                  filtered ? (
                    <Link className={uiClasses.buttonSecondary} to={href('vacancies')}>
                      Lihat semua lowongan
                    </Link>
                  ) : null
                }
              >
                {filtered
                  ? 'Coba pilih cabang atau kategori pekerjaan lain.'
                  : 'Silakan kembali lagi nanti untuk melihat lowongan terbaru.'}
              </StatusMessage>
            </div>
          ) : null}

          {results.status === 'success' && results.data.vacancies.length > 0 ? (
            <>
              <ul className={`${uiClasses.bareList} ${uiClasses.columns} ${styles.grid}`}>
                {results.data.vacancies.map((vacancy) => (
                  <li key={vacancy.id} className={styles.gridItem}>
                    <VacancyCard vacancy={vacancy} />
                  </li>
                ))}
              </ul>
              <Pagination page={results.data.page} pageCount={results.data.pageCount} label="Halaman daftar lowongan" />
            </>
          ) : null}
        </section>
      </div>
    </div>
  );
}
