import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Loading, StatusMessage, uiClasses, useAsync, usePageMeta, type AsyncState } from '@niec/shared';
import { loadSanitizer, SafeHtml } from '@niec/shared/html';
import { fetchVacancy, type VacancyDetail } from './api/fetch-vacancy';
import { formatSalary } from './format-salary';
import styles from './vacancy-detail.module.css';

// Formik and yup arrive with the form, after the vacancy itself is on screen.
const ApplicationForm = lazy(() => import('./components/application-form'));

function pageMeta(state: AsyncState<VacancyDetail | null>) {
  if (state.status === 'success' && state.data) {
    const v = state.data;
    return {
      title: v.title,
      description: `Lowongan ${v.title} (${v.department}) di NIEC Indonesia cabang ${v.branch}. Kirim lamaran Anda secara online.`,
    };
  }
  if (state.status === 'success') {
    return { title: 'Lowongan tidak ditemukan', description: 'Lowongan yang Anda cari tidak ada atau sudah ditutup.' };
  }
  return { title: 'Lowongan', description: 'Detail lowongan dan formulir lamaran NIEC Indonesia.' };
}

function VacancyNotFound() {
  return (
    <section className={styles.notFound} aria-labelledby="vacancy-not-found">
      <p className={styles.notFoundCode} aria-hidden="true">
        404
      </p>
      <h1 id="vacancy-not-found">Lowongan tidak ditemukan</h1>
      <p>Lowongan yang Anda cari tidak ada atau sudah ditutup. Lihat lowongan lain yang masih dibuka.</p>
      <Link className={uiClasses.button} to="/career">
        Lihat semua lowongan
      </Link>
    </section>
  );
}

/** /career/:slug_title: the vacancy and its 'Apply Your Resume' form. */
export default function VacancyDetailPage() {
  const { slug_title: slug = '' } = useParams();
  const [attempt, setAttempt] = useState(0);
  const state = useAsync(
    (signal) =>
      // The sanitiser loads alongside, so the description renders with the title instead of a moment
      // later, pushing the application form down (a layout shift). If it fails, SafeHtml reports it.
      Promise.all([fetchVacancy(slug, signal), loadSanitizer().catch(() => null)]).then(([vacancy]) => vacancy),
    [slug, attempt],
  );
  usePageMeta(pageMeta(state));

  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') {
    return (
      <div className={styles.container}>
        <h1 className="visually-hidden">Lowongan</h1>
        <StatusMessage
          tone="error"
          title="Detail lowongan gagal dimuat."
          action={
            <button type="button" className={uiClasses.buttonSecondary} onClick={() => setAttempt((n) => n + 1)}>
              Coba lagi
            </button>
          }
        >
          Periksa koneksi internet Anda, lalu coba lagi.
        </StatusMessage>
      </div>
    );
  }
  if (!state.data) return <VacancyNotFound />;

  const vacancy = state.data;
  const salary = formatSalary(vacancy.salaryMin, vacancy.salaryMax);

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <div className={styles.heroInner}>
          <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
            <ol>
              <li>
                <Link to="/career">Karier</Link>
              </li>
              <li aria-current="page">{vacancy.title}</li>
            </ol>
          </nav>
          <p className={styles.department}>{vacancy.department}</p>
          <h1 className={styles.title}>{vacancy.title}</h1>
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt>Cabang</dt>
              <dd>{vacancy.branch || '-'}</dd>
            </div>
            <div className={styles.fact}>
              <dt>Departemen</dt>
              <dd>{vacancy.department}</dd>
            </div>
            <div className={styles.fact}>
              <dt>Gaji</dt>
              <dd data-testid="vacancy-salary">{salary ?? 'Dirahasiakan'}</dd>
            </div>
          </dl>
          <a className={`${uiClasses.button} ${styles.heroCta}`} href="#apply-your-resume">
            Lamar posisi ini
          </a>
        </div>
      </header>

      <div className={styles.container}>
        <section className={styles.description} aria-labelledby="vacancy-description">
          <h2 id="vacancy-description" className={styles.sectionTitle}>
            Deskripsi Pekerjaan
          </h2>
          <SafeHtml className={styles.richText} html={vacancy.descriptionHtml} />
        </section>

        <section id="apply-your-resume" className={styles.apply} aria-labelledby="apply-title">
          <h2 id="apply-title" className={styles.sectionTitle}>
            Apply Your Resume
          </h2>
          <p className={styles.applyLead}>
            Lengkapi data di bawah ini dan unggah CV, ijazah serta sertifikat bahasa Inggris Anda. Kolom bertanda{' '}
            <span className={styles.star}>*</span> wajib diisi.
          </p>
          <Suspense fallback={<Loading />}>
            <ApplicationForm vacancy={{ id: vacancy.id, title: vacancy.title }} />
          </Suspense>
        </section>
      </div>
    </div>
  );
}
