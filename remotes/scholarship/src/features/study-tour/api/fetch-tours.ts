import { getApiClient, type StudyTour } from '@niec/shared';
import { toTourItem, type TourItem } from './tour-item';

export type { TourItem };

/** GET /website/study-tour */
export async function fetchTours(signal?: AbortSignal): Promise<TourItem[]> {
  const { data } = await getApiClient().get<{ data: unknown }>('/website/study-tour', { signal });
  return Array.isArray(data.data) ? (data.data as StudyTour[]).map(toTourItem) : [];
}
