import { useSyncExternalStore } from 'react';
import type { TrackingEvent } from '@niec/shared';
import { formatEventDate, formatEventDateAsWritten } from '../lib/event-date';
import styles from './tracking-timeline.module.css';

const subscribeNothing = () => () => undefined;

/**
 * True once the browser renders the page: the buyer's time zone is known only there. The server, and the
 * browser while it hydrates the server's HTML, show the times as the aggregator wrote them.
 */
function useBuyerTimeZone(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

/** The parcel's events, newest first (the caller sorts). */
export function TrackingTimeline({ events }: { events: TrackingEvent[] }) {
  const format = useBuyerTimeZone() ? formatEventDate : formatEventDateAsWritten;
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
            {format(event.eventDate)}
          </time>
        </li>
      ))}
    </ol>
  );
}
