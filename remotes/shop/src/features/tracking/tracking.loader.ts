import { loaded, notFound, type LoaderArgs, type LoaderResult, type TrackingRecord } from '@niec/shared';
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
  /** The aggregator's waybill id and courier code: the history's retry and the courier's own tracking page. */
  waybillId: string;
  courierCompany: string;
  /**
   * The courier's history, from the shipping aggregator: external and slow, so it is a late part of the data (a
   * promise, rendered with `<Await>`), which the render server streams into the page when it comes
   * (docs/decisions/011-streamed-parts.md). It rejects when the aggregator fails or does not answer in time: the
   * page's failed state, whose 'Coba lagi' asks for the history alone. Past the view limit it is the limit state.
   */
  history: TrackingHistory | Promise<TrackingHistory>;
}

function historyOf(record: TrackingRecord, signal: AbortSignal): TrackingHistory | Promise<TrackingHistory> {
  if (!canShowHistory(record.count_tracking)) {
    return { kind: 'limit', publicUrl: publicTrackingUrl(record.waybill_id, record.courier_company) };
  }
  const events = fetchTrackingHistory(record.waybill_id, record.courier_company, signal).then(
    (list): TrackingHistory => ({ kind: 'events', events: newestFirst(list) }),
  );
  // Its failure is the page's to show (`<Await>`'s errorElement), not an unhandled rejection before it renders.
  events.catch(() => undefined);
  return events;
}

/**
 * GET /niec-merchandise/tracking/{id} (counts one view), then, within the limit of 5 views, the parcel's history
 * from the shipping aggregator, newest first, as a late part. An unknown id is the page's not-found state. The
 * record decides the status (404) before the page is sent; the history does not hold it back. The history's failure
 * does not fail the page: retrying the whole loader would ask for the record again, which counts another view.
 */
export async function loadTracking({ params, signal }: LoaderArgs): Promise<LoaderResult<TrackingData>> {
  const record = await fetchTracking(params.id ?? '', signal);
  if (!record) return notFound();
  return loaded({
    name: record.nama_lengkap,
    waybill: record.no_resi,
    courier: courierDisplayName(record.courier_company),
    views: displayedViewCount(record.count_tracking),
    waybillId: record.waybill_id,
    courierCompany: record.courier_company,
    history: historyOf(record, signal),
  });
}
