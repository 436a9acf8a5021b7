import { type TrackingEvent } from '@niec/shared';
import { formatDateLong } from '@niec/shared/dates';

/** The history part of the tracking page, as the loader leaves it. */
export type TrackingHistory =
  /** Within the limit: the events, newest first (possibly none yet). */
  | { kind: 'events'; events: TrackingEvent[] }
  /** Within the limit, but the aggregator failed: the page offers a retry of the history alone. */
  | { kind: 'failed'; waybillId: string; courierCompany: string }
  /** Past the limit: the message and a link to the aggregator's own tracking page. */
  | { kind: 'limit'; publicUrl: string };

/** What /merchandise/tracking/{id} shows: the record's fields the page renders, and the history. */
export interface TrackingData {
  /** nama_lengkap */
  name: string;
  /** no_resi */
  waybill: string;
  /** The courier's display name (courier_company). */
  courier: string;
  /** The view count as shown (at most the limit). */
  views: number;
  history: TrackingHistory;
}

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

const clock = new Intl.DateTimeFormat('id-ID', { hour: '2-digit', minute: '2-digit', hour12: false });

/** "16 November 2026, 09.12" in the buyer's time zone. */
export function formatEventDate(value: string): string {
  const t = Date.parse(value);
  if (Number.isNaN(t)) return value;
  return `${formatDateLong(value)}, ${clock.format(new Date(t))}`;
}

const MONTHS = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
];

/**
 * "16 November 2026, 09.12" as the aggregator wrote it (the wall-clock time of its own offset), in the same
 * form as formatEventDate. The server does not know the buyer's time zone and renders this; the browser
 * switches to the buyer's time zone once it has hydrated the page. It reads only the digits of the string, so
 * server and browser produce the same text whatever their time zones and ICU data.
 */
export function formatEventDateAsWritten(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})/.exec(value);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month || Number.isNaN(Date.parse(value))) return value;
  const [, year, , day, hours, minutes] = match;
  return `${day} ${month} ${year}, ${hours}.${minutes}`;
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
