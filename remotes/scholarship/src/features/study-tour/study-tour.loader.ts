import { loaded, notFound, type LoaderArgs, type LoaderResult } from '@niec/shared';
import { paginate, readPage } from '@niec/shared/lists';
import { fetchTours } from './api/fetch-tours';
import type { TourItem } from './model';

/** What /study_tour shows for a URL: one page of tour cards (each with the itinerary its Itenary modal shows). */
export interface StudyTourData {
  /** The cards of this page (at most PAGE_SIZE). */
  tours: TourItem[];
  /** 1-based. */
  page: number;
  pageCount: number;
  /** Every tour (all pages). */
  total: number;
}

/**
 * GET /website/study-tour (docs/product-rules.md#study-tours), one page (`?page=`, 24 tours) of it. The booking form's cities
 * and recommenders stay in the browser: they load when a booking modal opens. A page past the last one, or
 * not a page number, is not found (HTTP 404). A failed list rejects (the page's error state).
 */
export async function loadStudyTour({ searchParams, signal }: LoaderArgs): Promise<LoaderResult<StudyTourData>> {
  const page = readPage(searchParams);
  if (page === null) return notFound();
  const shown = paginate(await fetchTours(signal), page);
  if (!shown) return notFound();
  const { items: tours, ...rest } = shown;
  return loaded({ tours, ...rest });
}
