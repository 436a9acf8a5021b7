import type { TrackingEvent } from '@niec/shared';
import { formatEventDate } from '../lib/tracking-view';
import styles from './tracking-timeline.module.css';

/** The parcel's events, newest first (the caller sorts). */
export function TrackingTimeline({ events }: { events: TrackingEvent[] }) {
  return (
    <ol className={styles.timeline} aria-label="Riwayat pengiriman, terbaru di atas">
      {events.map((event, index) => (
        <li key={`${event.eventDate}-${index}`} className={`${styles.event} ${index === 0 ? styles.latest : ''}`}>
          <span className={styles.dot} aria-hidden="true" />
          <p className={styles.note}>
            {event.note}
            {index === 0 ? <span className={styles.badge}>Terbaru</span> : null}
          </p>
          <time className={styles.date} dateTime={event.eventDate}>
            {formatEventDate(event.eventDate)}
          </time>
        </li>
      ))}
    </ol>
  );
}
