import { getCachedApiClient, type StudyTour } from '@niec/shared';
import { toTourItem, type TourItem } from '../model';

/**
 * GET /website/study-tour as the API answers it (`{ data: [...] }`; a public list: on the render server through the
 * instance's shared read cache, the parsed answer kept by the worker while it is current).
 */
export async function fetchTourAnswer(signal?: AbortSignal): Promise<{ data: unknown }> {
  const { data } = await getCachedApiClient().get<{ data: unknown }>('/website/study-tour', { signal });
  return data;
}

/** Every study tour, as its card shows it. */
export async function fetchTours(signal?: AbortSignal): Promise<TourItem[]> {
  const { data } = await fetchTourAnswer(signal);
  return Array.isArray(data) ? (data as StudyTour[]).map(toTourItem) : [];
}
