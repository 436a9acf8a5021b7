import { formatRupiah, uiClasses, NEEDS_SCRIPT, PressButton } from '@niec/shared';
import { SafeHtml } from '@niec/shared/html';
import { listCardClasses, ListCardPicture } from '@niec/shared/lists';
import { SaveButton } from '@niec/shared/saved';
import { savedTour, type TourItem } from '../model';
import { preloadBookingForm } from './booking-modal';
import styles from './tour-card.module.css';

/**
 * A glyph of the card: the mask of its SVG file (assets/icons), filled with the text's colour. The box has its size
 * from the first paint; the glyph comes with the stylesheet's rest after it, so the document stays within the first
 * round trip (docs/decisions/012-critical-path.md).
 */
function Icon({ glyph }: { glyph: 'clock' | 'pin' | 'people' }) {
  return <span className={`${styles.icon} ${styles[glyph]}`} aria-hidden="true" />;
}

/**
 * A study tour (docs/product-rules.md#study-tours): image with 'Simpan' (the saved list) on it, city, county,
 * duration, price per person, minimum pax.
 */
export function TourCard({
  tour,
  page,
  onItinerary,
  onMoreInfo,
}: {
  tour: TourItem;
  /** The page of the list the card is on (1-based): where the saved list leads back to. */
  page: number;
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
          <Icon glyph="clock" />
          {tour.duration}
        </span>
        <SaveButton {...savedTour(tour, page)} className={styles.save} />
      </ListCardPicture>
      <div className={styles.body}>
        <h3 id={headingId} className={styles.city}>
          {tour.city}
        </h3>
        <p className={styles.county}>
          <Icon glyph="pin" />
          {tour.county}
        </p>
        <div className={styles.price}>
          <span className={`${uiClasses.overline} ${styles.from}`}>Mulai dari</span>
          <span className={styles.amount}>{formatRupiah(tour.price)}</span>
          <span className={styles.per}>/ orang</span>
        </div>
        <p className={styles.note}>*Harga dapat berubah sewaktu-waktu mengikuti kurs dollar.</p>
        <p className={styles.pax}>
          <Icon glyph="people" />
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
