import { getApiClient, isAxiosError, type TrackingRecord } from '@niec/shared';

/**
 * GET /niec-merchandise/tracking/{id}: the parcel's tracking record. Every call counts one view on
 * the server. null when the id is unknown (404).
 */
export async function fetchTracking(id: string): Promise<TrackingRecord | null> {
  try {
    const { data } = await getApiClient().get<{ data: TrackingRecord }>(
      `/niec-merchandise/tracking/${encodeURIComponent(id)}`,
    );
    const record = data.data;
    return { ...record, count_tracking: Number(record.count_tracking) || 0 };
  } catch (error) {
    if (isAxiosError(error) && error.response?.status === 404) return null;
    throw error;
  }
}
