import { formatRupiah, uiClasses, NEEDS_SCRIPT, PressButton } from '@niec/shared';
import { SafeHtml } from '@niec/shared/html';
import { listCardClasses, ListCardPicture } from '@niec/shared/lists';
import type { TourItem } from '../model';
import { preloadBookingForm } from './booking-modal';
import styles from './tour-card.module.css';

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" className={styles.icon}>
      <path d={path} fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const PIN = 'M10 18s6-5.5 6-10a6 6 0 10-12 0c0 4.5 6 10 6 10zM10 10.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5z';
const CLOCK = 'M10 18a8 8 0 100-16 8 8 0 000 16zM10 6v4l3 2';
const PEOPLE =
  'M7 9a3 3 0 100-6 3 3 0 000 6zM1.5 17c.6-3 2.8-5 5.5-5s4.9 2 5.5 5M14 3.5a3 3 0 010 5.5M15.5 12c1.6.6 2.7 2.4 3 5';

/** A study tour (docs/product-rules.md#study-tours): image, city, county, duration, price per person, minimum pax. */
export function TourCard({
  tour,
  onItinerary,
  onMoreInfo,
}: {
  tour: TourItem;
  onItinerary: () => void;
  onMoreInfo: () => void;
}) {
  const headingId = `tour-${tour.key}`;
  return (
    <article
      className={`${uiClasses.card} ${listCardClasses.card} ${listCardClasses.pictureCard} ${styles.card}`}
      aria-labelledby={headingId}
    >
      <ListCardPicture src={tour.image} alt={`Ilustrasi ${tour.city}, ${tour.county}`} width={800} height={500}>
        <span className={styles.duration}>
          <Icon path={CLOCK} />
          {tour.duration}
        </span>
      </ListCardPicture>
      <div className={styles.body}>
        <h3 id={headingId} className={styles.city}>
          {tour.city}
        </h3>
        <p className={styles.county}>
          <Icon path={PIN} />
          {tour.county}
        </p>
        <div className={styles.price}>
          <span className={`${uiClasses.overline} ${styles.from}`}>Mulai dari</span>
          <span className={styles.amount}>{formatRupiah(tour.price)}</span>
          <span className={styles.per}>/ orang</span>
        </div>
        <p className={styles.note}>*Harga dapat berubah sewaktu-waktu mengikuti kurs dollar.</p>
        <p className={styles.pax}>
          <Icon path={PEOPLE} />
          Minimal {tour.minPax} pax
        </p>
        <div className={styles.actions}>
          {/* The itinerary is in the server's HTML as a <details>: readable with no script or before hydration
              (docs/decisions/007-platform-first-controls.md). Once hydrated, 'Itenary' opens the modal instead. */}
          <details className={styles.itinerary}>
            <summary
              role="button"
              className={uiClasses.buttonSecondary}
              onClick={(event) => {
                event.preventDefault();
                onItinerary();
              }}
            >
              Itenary<span className="visually-hidden"> {tour.city}</span>
            </summary>
            <SafeHtml className={styles.itineraryText} html={tour.itinerary} />
          </details>
          <PressButton
            type="button"
            {...NEEDS_SCRIPT}
            className={uiClasses.button}
            onClick={onMoreInfo}
            onPointerEnter={preloadBookingForm}
            onFocus={preloadBookingForm}
          >
            More Info<span className="visually-hidden"> {tour.city}</span>
          </PressButton>
        </div>
      </div>
    </article>
  );
}
