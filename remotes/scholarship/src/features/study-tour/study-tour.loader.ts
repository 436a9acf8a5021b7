import { loaded, notFound, type LoaderArgs, type LoaderResult } from '@niec/shared';
import { paginate, readPage } from '@niec/shared/lists';
import { fetchTours } from './api/fetch-tours';
import type { TourItem } from './model';

/**
 * Tours a page: half the other lists' PAGE_SIZE. A tour card is the tallest card of the site (picture, price,
 * two buttons): a page of 24 made /study_tour at 100 tours the heaviest list view (1,023 elements and 129 KB of
 * decoded document, against 485 elements and 44 KB for the spec's four tours), and its first load was the one
 * that drew slowest against those four in the list bench (+15 % by median in a 9-run pass). A page of 12 holds
 * 711 elements and 79 KB (bench/results.md, "Lists at 10, 100, 1000 records").
 */
export const TOURS_PER_PAGE = 12;

/** What /study_tour shows for a URL: one page of tour cards (each with the itinerary its Itenary modal shows). */
export interface StudyTourData {
  /** The cards of this page (at most TOURS_PER_PAGE). */
  tours: TourItem[];
  /** 1-based. */
  page: number;
  pageCount: number;
  /** Every tour (all pages). */
  total: number;
}

/**
 * GET /website/study-tour (docs/product-rules.md#study-tours), one page (`?page=`, TOURS_PER_PAGE tours) of
 * it. The booking form's cities and recommenders stay in the browser: they load when a booking modal opens.
 * A page past the last one, or not a page number, is not found (HTTP 404). A failed list rejects (the page's
 * error state).
 */
export async function loadStudyTour({ searchParams, signal }: LoaderArgs): Promise<LoaderResult<StudyTourData>> {
  const page = readPage(searchParams);
  if (page === null) return notFound();
  const shown = paginate(await fetchTours(signal), page, TOURS_PER_PAGE);
  if (!shown) return notFound();
  const { items: tours, ...rest } = shown;
  return loaded({ tours, ...rest });
}
