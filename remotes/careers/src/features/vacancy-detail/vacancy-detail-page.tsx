import { lazy, Suspense, useEffect } from 'react';
import { useParams } from 'react-router-dom';
import {
  Loading,
  LoadError,
  NotFoundPage,
  SITE_NAME,
  uiClasses,
  usePageMeta,
  useRouteData,
  type PageMeta,
  type RouteData,
  NEEDS_SCRIPT,
  ScriptRequired,
} from '@niec/shared';
import { htmlToText, SafeHtml } from '@niec/shared/html';
import { Breadcrumb, breadcrumbList, jobPosting, LOGO_PATH } from '@niec/shared/seo';
import { SaveButton } from '@niec/shared/saved';
import { ShareControl } from '@niec/shared/share';
import { href, ROUTES } from '@niec/shared/routes';
import { savedVacancy } from '../vacancies/model';
import type { VacancyDetail } from './model';
import type { VacancyDetailData } from './vacancy-detail.loader';
import styles from './vacancy-detail.module.css';
// The form's styles ship with the page: the server renders the form, so it must be styled at first paint.
import './components/application-form.module.css';
import './captcha/captcha-widget.module.css';

// Formik and yup arrive with the form, after the vacancy itself is on screen. The sanitiser for the description
// is loaded with the page chunk (exposes/routes.tsx), so the description renders with the title.
const ApplicationForm = lazy(() => import('./components/application-form'));

/** The vacancy's page for search engines: its JobPosting (when the API dates it) and the breadcrumb it shows. */
function vacancyStructuredData(vacancy: VacancyDetail, path: string): PageMeta['structuredData'] {
  const posting = vacancy.postedAt
    ? [
        jobPosting({
          path,
          title: vacancy.title,
          // Plain text of the description the page shows (nothing of the API's markup is passed on).
          description: htmlToText(vacancy.descriptionHtml) || vacancy.title,
          datePosted: vacancy.postedAt,
          hiringOrganization: { name: SITE_NAME, logo: LOGO_PATH },
          city: vacancy.branch,
          salary: vacancy.salaryAmount,
        }),
      ]
    : [];
  return [
    ...posting,
    breadcrumbList([
      { name: ROUTES.vacancies.title, path: href('vacancies') },
      { name: vacancy.title, path },
    ]),
  ];
}

// The not-found page's meta, the same from this page's usePageMeta and NotFoundPage's (whichever applies last).
const NOT_FOUND_TITLE = 'Lowongan tidak ditemukan';
const NOT_FOUND_DESCRIPTION = 'Lowongan yang Anda cari tidak ada atau sudah ditutup.';

function pageMeta(state: RouteData<VacancyDetailData>, path: string): PageMeta {
  if (state.status === 'success') {
    const v = state.data.vacancy;
    return {
      title: v.title,
      description: `Lowongan ${v.title} (${v.department}) di NIEC Indonesia cabang ${v.branch}. Kirim lamaran Anda secara online.`,
      structuredData: vacancyStructuredData(v, path),
    };
  }
  if (state.status === 'not-found') {
    return { title: NOT_FOUND_TITLE, description: NOT_FOUND_DESCRIPTION, noindex: true };
  }
  return { title: ROUTES.vacancyDetail.title, description: ROUTES.vacancyDetail.description };
}

/** /career/:slug_title: the vacancy ('Simpan' beside its call to action) and its 'Apply Your Resume' form. */
export default function VacancyDetailPage() {
  const state = useRouteData<VacancyDetailData>();
  const { slug_title: slug = '' } = useParams();
  usePageMeta(pageMeta(state, href('vacancyDetail', { slug_title: slug })));
  const provincesFailed = state.data?.provincesFailed;
  useEffect(() => {
    // Only logged (docs/product-rules.md#application): the province selects stay empty.
    if (provincesFailed) console.error('Error fetching provinces', new Error(provincesFailed));
  }, [provincesFailed]);

  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') {
    return (
      <div className={styles.container}>
        <h1 className="visually-hidden">Lowongan</h1>
        <LoadError
          title="Detail lowongan gagal dimuat."
          message="Periksa koneksi internet Anda, lalu coba lagi."
          onRetry={state.reload}
        />
      </div>
    );
  }
  if (state.status === 'not-found') {
    return (
      <NotFoundPage
        title={NOT_FOUND_TITLE}
        description={NOT_FOUND_DESCRIPTION}
        message="Lowongan yang Anda cari tidak ada atau sudah ditutup. Lihat lowongan lain yang masih dibuka."
        action={{ to: href('vacancies'), label: 'Lihat semua lowongan' }}
      />
    );
  }

  const { vacancy, provinces } = state.data;

  return (
    <div className={styles.page}>
      <header className={uiClasses.hero}>
        <div className={`${uiClasses.heroInner} ${styles.heroInner}`}>
          <Breadcrumb trail={[{ name: ROUTES.vacancies.title, path: href('vacancies') }, { name: vacancy.title }]} />
          <p className={styles.department}>{vacancy.department}</p>
          <h1 className={uiClasses.heroTitle}>{vacancy.title}</h1>
          <dl className={`${uiClasses.columns} ${styles.facts}`}>
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
              <dd data-testid="vacancy-salary">{vacancy.salary ?? 'Dirahasiakan'}</dd>
            </div>
          </dl>
          <div className={styles.heroActions}>
            <a className={`${uiClasses.button} ${styles.heroCta}`} href="#apply-your-resume">
              Lamar posisi ini
            </a>
            {/* The page's own URL (its slug) is the vacancy's id in the saved list, as its card and search record. */}
            <SaveButton {...savedVacancy({ slug, title: vacancy.title })} variant="page" className={styles.heroSave} />
          </div>
        </div>
      </header>

      <div className={styles.container}>
        <section className={styles.description} aria-labelledby="vacancy-description">
          <h2 id="vacancy-description" className={styles.sectionTitle}>
            Deskripsi Pekerjaan
          </h2>
          <SafeHtml className={styles.richText} html={vacancy.descriptionHtml} />
          <ShareControl title={vacancy.title} label="Bagikan lowongan ini" className={styles.share} />
        </section>

        <section id="apply-your-resume" className={styles.apply} aria-labelledby="apply-title">
          <h2 id="apply-title" className={styles.sectionTitle}>
            Apply Your Resume
          </h2>
          <p className={styles.applyLead}>
            Lengkapi data di bawah ini dan unggah CV, ijazah serta sertifikat bahasa Inggris Anda. Kolom bertanda{' '}
            <span className={styles.star}>*</span> wajib diisi.
          </p>
          <ScriptRequired title="Formulir lamaran membutuhkan JavaScript.">
            Verifikasi CAPTCHA dan unggah berkas berjalan di browser Anda. Aktifkan JavaScript lalu muat ulang halaman
            ini untuk mengirim lamaran.
          </ScriptRequired>
          <div {...NEEDS_SCRIPT}>
            <Suspense fallback={<Loading />}>
              <ApplicationForm
                vacancy={{ id: vacancy.id, title: vacancy.title, branch: vacancy.branch }}
                provinces={provinces}
              />
            </Suspense>
          </div>
        </section>
      </div>
    </div>
  );
}
