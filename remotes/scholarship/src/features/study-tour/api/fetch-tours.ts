import { getCachedApiClient, type StudyTour } from '@niec/shared';
import { toTourItem, type TourItem } from '../model';

/** GET /website/study-tour (a public list: on the render server through the instance's shared read cache). */
export async function fetchTours(signal?: AbortSignal): Promise<TourItem[]> {
  const { data } = await getCachedApiClient().get<{ data: unknown }>('/website/study-tour', { signal });
  return Array.isArray(data.data) ? (data.data as StudyTour[]).map(toTourItem) : [];
}
