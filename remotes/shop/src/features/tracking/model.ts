import { type TrackingEvent } from '@niec/shared';

/** The history part of the tracking page, as the loader leaves it. */
export type TrackingHistory =
  /** Within the limit: the events, newest first (possibly none yet). */
  | { kind: 'events'; events: TrackingEvent[] }
  /** Within the limit, but the aggregator failed: the page offers a retry of the history alone. */
  | { kind: 'failed'; waybillId: string; courierCompany: string }
  /** Past the limit: the message and a link to the aggregator's own tracking page. */
  | { kind: 'limit'; publicUrl: string };

/** docs/product-rules.md#tracking: a parcel's history can be viewed 5 times. */
export const TRACKING_VIEW_LIMIT = 5;
export const TRACKING_LIMIT_MESSAGE = 'Anda hanya boleh melihat riwayat pengiriman sebanyak 5 kali';

/** The history is shown while the count is within the limit. */
export function canShowHistory(countTracking: number): boolean {
  return countTracking <= TRACKING_VIEW_LIMIT;
}

/** The count shown to the buyer: past the limit it stays at the limit (6 is shown as 5). */
export function displayedViewCount(countTracking: number): number {
  return Math.min(Math.max(countTracking, 0), TRACKING_VIEW_LIMIT);
}

function time(event: TrackingEvent): number {
  const t = Date.parse(event.eventDate);
  return Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t;
}

/** Newest event first; events without a readable date go last. */
export function newestFirst(events: TrackingEvent[]): TrackingEvent[] {
  return [...events].sort((a, b) => time(b) - time(a));
}

/**
 * The aggregator's public tracking page for this parcel (the alternative once the view limit is
 * reached). It is a link for the buyer, not an API call, so it is not part of the runtime config.
 */
export function publicTrackingUrl(waybillId: string, courierCompany: string): string {
  const params = new URLSearchParams({ waybill_id: waybillId, courier: courierCompany });
  return `https://biteship.com/id/lacak-pengiriman?${params.toString()}`;
}

const COURIER_NAMES: Record<string, string> = {
  jne: 'JNE',
  jnt: 'J&T Express',
  grab: 'GrabExpress',
  gojek: 'GoSend',
};

export function courierDisplayName(code: string): string {
  return COURIER_NAMES[code.toLowerCase()] ?? code.toUpperCase();
}
