import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import {
  Loading,
  SITE_NAME,
  StatusMessage,
  uiClasses,
  usePageMeta,
  useRouteData,
  type RouteData,
  LoadError,
  NEEDS_SCRIPT,
  ScriptRequired,
  PressButton,
} from '@niec/shared';
import { Pagination, pageSearch, readPage, useListTop, ListPageNotFound } from '@niec/shared/lists';
import { LOGO_PATH, touristTrip, type JsonLd } from '@niec/shared/seo';
import { ShareControl } from '@niec/shared/share';
import { href, ROUTES } from '@niec/shared/routes';
import heroUrl from '../../assets/study-tour-hero.svg';
import type { TourItem } from './model';
import { BookingModal, preloadBookingForm, type BookingRequest } from './components/booking-modal';
import { ItineraryModal } from './components/itinerary-modal';
import { TourCard } from './components/tour-card';
import { ACTIVITIES, SHORT_COURSES } from './lib/activities';
import type { StudyTourData } from './study-tour.loader';
import styles from './study-tour-page.module.css';

const HIGHLIGHTS = [
  { title: 'Kunjungan kampus', text: 'Melihat langsung suasana belajar di kampus tujuan.' },
  { title: 'Kelas bahasa', text: 'Belajar bahasa bersama pengajar penutur asli.' },
  { title: 'Didampingi konselor', text: 'Tim NIEC mendampingi dari persiapan hingga pulang.' },
];

const { title: PAGE_TITLE, description: PAGE_DESCRIPTION } = ROUTES.studyTour;

/** The tours of a page as TouristTrips, each with its offer: the price per person in rupiah, from min_pax people. */
export function tourItems(tours: readonly TourItem[], path: string): JsonLd[] {
  return tours.map((tour) =>
    touristTrip({
      path,
      name: `Study Tour ${tour.city}, ${tour.county}`,
      description: `Study tour ${tour.duration} ke ${tour.city}, ${tour.county} bersama ${SITE_NAME}${tour.minPax > 0 ? `, minimal ${tour.minPax} peserta` : ''}.`,
      image: tour.image,
      price: tour.price,
      minPax: tour.minPax,
      destination: { city: tour.city, country: tour.county },
      provider: { name: SITE_NAME, logo: LOGO_PATH },
    }),
  );
}

/** /study_tour: one page of tours (`?page=`, TOURS_PER_PAGE a page), the short courses and the booking form. */
export default function StudyTourPage() {
  const tours = useRouteData<StudyTourData>();
  if (tours.status === 'not-found') {
    return (
      <ListPageNotFound message="Nomor halaman ini tidak ada di daftar study tour. Daftarnya mungkin sudah berubah sejak tautan ini dibuat." />
    );
  }
  return <StudyTourView tours={tours} />;
}

function StudyTourView({ tours }: { tours: Exclude<RouteData<StudyTourData>, { status: 'not-found' }> }) {
  const { search } = useLocation();
  const urlPage = readPage(new URLSearchParams(search)) ?? 1;
  const [itinerary, setItinerary] = useState<TourItem | null>(null);
  const [booking, setBooking] = useState<BookingRequest | null>(null);
  const nextId = useRef(1);
  const headingId = useId();
  // The page whose tours are on screen (the previous one stays while the next loads).
  const shownPage = tours.status === 'success' ? tours.data.page : undefined;
  const listTop = useListTop<HTMLHeadingElement>(shownPage);

  const canonical = `${href('studyTour')}${pageSearch('', urlPage)}`;
  usePageMeta({
    title: urlPage > 1 ? `${PAGE_TITLE} (Halaman ${urlPage})` : PAGE_TITLE,
    description: PAGE_DESCRIPTION,
    // Each page of the tour list is its own page for search engines.
    canonical,
    // Each tour of the page with its price per person (none while the page's tours are not the URL's).
    structuredData:
      tours.status === 'success' && tours.data.page === urlPage ? tourItems(tours.data.tours, canonical) : undefined,
  });

  // docs/product-rules.md#study-tours: a failed tour load is logged.
  useEffect(() => {
    if (tours.status === 'error') console.error('Error fetching study tour', tours.error);
  }, [tours.status, tours.error]);

  const openBooking = (draftKey: string, initial: BookingRequest['initial'], context?: string) => {
    setBooking({ id: nextId.current++, draftKey, initial, context });
  };
  const bookTour = (tour: TourItem) => {
    setItinerary(null);
    openBooking(
      `tour:${tour.key}`,
      { negara_tujuan: tour.county },
      `Paket: ${tour.city}, ${tour.county} (${tour.duration})`,
    );
  };

  return (
    <div className={styles.page}>
      <section className={`${uiClasses.hero} ${styles.hero}`} aria-labelledby={headingId}>
        <div className={`${uiClasses.heroInner} ${styles.heroInner}`}>
          <div>
            <p className={uiClasses.heroEyebrow}>Study Tour &amp; Short Course</p>
            <h1 id={headingId} className={uiClasses.heroTitle}>
              Study Tour ke Luar Negeri
            </h1>
            <p className={uiClasses.heroText}>
              Rasakan pengalaman belajar di luar negeri sebelum kuliah: kelas bahasa, kunjungan kampus dan jelajah kota
              bersama rombongan sekolah Anda.
            </p>
            <a href="#paket-tour" className={`${uiClasses.button} ${styles.heroCta}`}>
              Lihat Paket Tour
            </a>
          </div>
          <img
            className={styles.heroImage}
            src={heroUrl}
            width={560}
            height={360}
            alt="Ilustrasi pesawat, koper dan ikon kota-kota tujuan study tour"
          />
        </div>
      </section>

      <ul className={styles.highlights} aria-label="Keunggulan study tour">
        {HIGHLIGHTS.map((h) => (
          <li key={h.title} className={styles.highlight}>
            <strong>{h.title}</strong>
            <span>{h.text}</span>
          </li>
        ))}
      </ul>

      <section id="paket-tour" className={styles.section} aria-labelledby={`${headingId}-tours`}>
        <h2 id={`${headingId}-tours`} ref={listTop} tabIndex={-1} className={styles.sectionTitle}>
          Paket Study Tour
        </h2>
        <p className={styles.sectionLede}>
          Pilih destinasi, lihat itinerary lengkapnya, lalu daftarkan rombongan Anda.
        </p>
        {/* One control for the page: one per card cost 27 elements a card, past the DOM budget of a page of 24. */}
        <ShareControl title="Study Tour ke Luar Negeri" label="Bagikan halaman study tour" className={styles.share} />
        {tours.status === 'loading' ? (
          <Loading />
        ) : tours.status === 'error' ? (
          <LoadError
            title="Paket study tour gagal dimuat."
            message="Periksa koneksi internet Anda lalu coba lagi."
            onRetry={tours.reload}
          />
        ) : tours.data.tours.length === 0 ? (
          <StatusMessage title="Belum ada paket study tour yang tersedia.">
            Hubungi kami untuk menyusun program sesuai kebutuhan sekolah Anda.
          </StatusMessage>
        ) : (
          <>
            <ScriptRequired title="Pemesanan study tour membutuhkan JavaScript.">
              Itinerary setiap paket tetap bisa dibaca lewat tombol Itenary. Untuk mengisi formulir pemesanan, aktifkan
              JavaScript di browser Anda lalu muat ulang halaman ini.
            </ScriptRequired>
            <ul
              className={`${styles.tourGrid} ${tours.data.page !== urlPage ? styles.tourGridUpdating : ''}`}
              aria-busy={tours.data.page !== urlPage}
            >
              {tours.data.tours.map((tour) => (
                <li key={tour.key}>
                  <TourCard
                    tour={tour}
                    page={tours.data.page}
                    onItinerary={() => setItinerary(tour)}
                    onMoreInfo={() => bookTour(tour)}
                  />
                </li>
              ))}
            </ul>
            <Pagination page={tours.data.page} pageCount={tours.data.pageCount} label="Halaman daftar study tour" />
          </>
        )}
      </section>

      <section className={styles.section} aria-labelledby={`${headingId}-courses`}>
        <h2 id={`${headingId}-courses`} className={styles.sectionTitle}>
          Short Course
        </h2>
        <p className={styles.sectionLede}>Program singkat untuk pelajar dan mahasiswa yang ingin belajar lebih lama.</p>
        <div className={`${uiClasses.columns} ${styles.courseGrid}`}>
          {SHORT_COURSES.map((course) => {
            const activity = ACTIVITIES.find((a) => a.value === course.activity);
            return (
              <article key={course.name} className={styles.course} aria-labelledby={`${headingId}-${course.activity}`}>
                <h3 id={`${headingId}-${course.activity}`} className={styles.courseTitle}>
                  {course.name}
                </h3>
                <p>{course.text}</p>
                <ul className={styles.points}>
                  {course.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
                <PressButton
                  type="button"
                  {...NEEDS_SCRIPT}
                  className={uiClasses.button}
                  onPointerEnter={preloadBookingForm}
                  onFocus={preloadBookingForm}
                  onClick={() =>
                    openBooking(
                      `course:${course.activity}`,
                      { kegiatan: [course.activity] },
                      `Program: ${course.name} (${activity?.label ?? ''})`,
                    )
                  }
                >
                  Pesan!<span className="visually-hidden"> {course.name}</span>
                </PressButton>
              </article>
            );
          })}
        </div>
      </section>

      <ItineraryModal tour={itinerary} onClose={() => setItinerary(null)} onBook={bookTour} />
      <BookingModal request={booking} onClose={() => setBooking(null)} />
    </div>
  );
}
