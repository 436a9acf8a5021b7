import { loaded, type LoaderArgs, type LoaderResult } from '@niec/shared';
import { fetchTours, type TourItem } from './api/fetch-tours';

/** What /study_tour shows on load: the tour cards (each with the itinerary its Itenary modal shows). */
export interface StudyTourData {
  tours: TourItem[];
}

/**
 * GET /website/study-tour (SPEC section 7). The booking form's cities and recommenders stay in the
 * browser: they load when a booking modal opens. A failed list rejects (the page's error state).
 */
export async function loadStudyTour({ signal }: LoaderArgs): Promise<LoaderResult<StudyTourData>> {
  return loaded({ tours: await fetchTours(signal) });
}
