import { getApiClient, isAxiosError, type TrackingRecord } from '@niec/shared';

/**
 * GET /niec-merchandise/tracking/{id}: the parcel's tracking record. Every call counts one view on
 * the server. null when the id is unknown (404, or an answer without a record).
 */
export async function fetchTracking(id: string, signal?: AbortSignal): Promise<TrackingRecord | null> {
  try {
    const { data } = await getApiClient().get<{ data?: TrackingRecord | null } | null>(
      `/niec-merchandise/tracking/${encodeURIComponent(id)}`,
      { signal },
    );
    const record = data?.data;
    if (!record || typeof record !== 'object') return null;
    return { ...record, count_tracking: Number(record.count_tracking) || 0 };
  } catch (error) {
    if (isAxiosError(error) && error.response?.status === 404) return null;
    throw error;
  }
}
