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
  history: TrackingHistory;
}

/**
 * The history within the view limit. Its failure does not fail the page: retrying the whole loader would ask
 * for the record again, which counts another view, so the page offers a retry of the history alone.
 */
async function loadHistory(record: TrackingRecord, signal: AbortSignal): Promise<TrackingHistory> {
  if (!canShowHistory(record.count_tracking)) {
    return { kind: 'limit', publicUrl: publicTrackingUrl(record.waybill_id, record.courier_company) };
  }
  try {
    const events = await fetchTrackingHistory(record.waybill_id, record.courier_company, signal);
    return { kind: 'events', events: newestFirst(events) };
  } catch (error) {
    if (signal.aborted) throw error;
    return { kind: 'failed', waybillId: record.waybill_id, courierCompany: record.courier_company };
  }
}

/**
 * GET /niec-merchandise/tracking/{id} (counts one view), then, within the limit of 5 views, the parcel's history
 * from the shipping aggregator, newest first. An unknown id is the page's not-found state.
 */
export async function loadTracking({ params, signal }: LoaderArgs): Promise<LoaderResult<TrackingData>> {
  const record = await fetchTracking(params.id ?? '', signal);
  if (!record) return notFound();
  return loaded({
    name: record.nama_lengkap,
    waybill: record.no_resi,
    courier: courierDisplayName(record.courier_company),
    views: displayedViewCount(record.count_tracking),
    history: await loadHistory(record, signal),
  });
}
