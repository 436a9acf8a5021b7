import {
  awaitingParts,
  loaded,
  notFound,
  streamed,
  type LoaderArgs,
  type LoaderResult,
  type Streamed,
  type TrackingRecord,
} from '@niec/shared';
import { fetchTracking } from './api/fetch-tracking';
import { fetchTrackingHistory } from './api/fetch-tracking-history';
import {
  canShowHistory,
  courierDisplayName,
  displayedViewCount,
  newestFirst,
  publicTrackingUrl,
  type TrackingHistory,
} from './model';

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
  /**
   * The courier's history, from the shipping aggregator: external and slow, so the render server sends the parcel
   * without waiting for it and streams it into the page when it comes (docs/decisions/011-streamed-parts.md).
   */
  history: Streamed<TrackingHistory>;
}

/**
 * The history within the view limit, or the limit state past it. Its failure does not fail the page: retrying
 * the whole loader would ask for the record again, which counts another view, so a history that fails (or does
 * not come in time) is the page's failed state, whose 'Coba lagi' asks for the history alone.
 */
function historyOf(record: TrackingRecord, signal: AbortSignal): Streamed<TrackingHistory> {
  if (!canShowHistory(record.count_tracking)) {
    return { kind: 'limit', publicUrl: publicTrackingUrl(record.waybill_id, record.courier_company) };
  }
  const events = fetchTrackingHistory(record.waybill_id, record.courier_company, signal).then(
    (list): TrackingHistory => ({ kind: 'events', events: newestFirst(list) }),
  );
  return streamed(events, { kind: 'failed', waybillId: record.waybill_id, courierCompany: record.courier_company });
}

/**
 * GET /niec-merchandise/tracking/{id} (counts one view), then, within the limit of 5 views, the parcel's history
 * from the shipping aggregator, newest first, as a part still on its way. An unknown id is the page's not-found
 * state. The record decides the status (404) before the page is sent; the history does not hold it back.
 */
export async function streamTracking({ params, signal }: LoaderArgs): Promise<LoaderResult<TrackingData>> {
  const record = await fetchTracking(params.id ?? '', signal);
  if (!record) return notFound();
  return loaded({
    name: record.nama_lengkap,
    waybill: record.no_resi,
    courier: courierDisplayName(record.courier_company),
    views: displayedViewCount(record.count_tracking),
    history: historyOf(record, signal),
  });
}

/** The record and the history together, for the browser's data request (client navigation) and a static host. */
export const loadTracking = awaitingParts(streamTracking);
