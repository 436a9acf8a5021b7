import { uiClasses } from '@niec/shared';
import { SafeHtml } from '@niec/shared/html';
import { Modal } from '@niec/shared/modal';
import type { TourItem } from '../model';
import styles from './itinerary-modal.module.css';

/** The 'Itenary' modal: the tour's itinerary HTML, sanitised before it is rendered. */
export function ItineraryModal({
  tour,
  onClose,
  onBook,
}: {
  tour: TourItem | null;
  onClose: () => void;
  onBook: (tour: TourItem) => void;
}) {
  return (
    <Modal
      open={tour !== null}
      title={tour ? `Itenary ${tour.city}, ${tour.county}` : 'Itenary'}
      onClose={onClose}
      size="lg"
      footer={
        <>
          <button type="button" className={uiClasses.buttonSecondary} onClick={onClose}>
            Close
          </button>
          {tour ? (
            <button type="button" className={uiClasses.button} onClick={() => onBook(tour)}>
              More Info
            </button>
          ) : null}
        </>
      }
    >
      {tour ? (
        <>
          <p className={styles.meta}>{tour.duration}</p>
          {/* Focusable so keyboard users can scroll a long itinerary with the arrow keys. */}
          <SafeHtml
            className={styles.itinerary}
            html={tour.itinerary}
            tabIndex={0}
            role="region"
            aria-label={`Itinerary ${tour.city}`}
          />
        </>
      ) : null}
    </Modal>
  );
}
