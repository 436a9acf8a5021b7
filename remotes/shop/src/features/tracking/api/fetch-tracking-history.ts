import { getShippingClient, type TrackingEvent } from '@niec/shared';

/** GET /v1/trackings/{waybill_id}/couriers/{courier_company} on the shipping aggregator. */
export async function fetchTrackingHistory(
  waybillId: string,
  courierCompany: string,
  signal?: AbortSignal,
): Promise<TrackingEvent[]> {
  const { data } = await getShippingClient().get<{ history?: Partial<TrackingEvent>[] }>(
    `/v1/trackings/${encodeURIComponent(waybillId)}/couriers/${encodeURIComponent(courierCompany)}`,
    { signal },
  );
  return (data.history ?? [])
    .filter((event) => typeof event.note === 'string')
    .map((event) => ({ note: String(event.note), eventDate: String(event.eventDate ?? '') }));
}
