import { loaded, notFound, type LoaderArgs, type LoaderResult } from '@niec/shared';
import { deadlineOf, todayInJakarta } from '@niec/shared/dates';
import { paginate, searchMatcher } from '@niec/shared/lists';
import { fetchFilterOptions } from './api/fetch-filter-options';
import { fetchScholarships } from './api/fetch-scholarships';
import { filterScholarships } from './api/filter-scholarships';
import { toScholarshipCard, type FilterOptions, type ScholarshipItem } from './model';
import { isEmptySelection } from './lib/filter-state';
import { readScholarshipQuery, scholarshipQueryKey } from './lib/list-query';

/**
 * Scholarships a page: half the other lists' PAGE_SIZE. Each card carries its calendar links and the text its
 * Description modal shows; the 23 of the API's list on one page made /scholarship's first response 17.3 KB with
 * its headers, over the 14.6 KB a phone receives in the first round trip, and its first paint 1.3x the minimal
 * page's. 12 cards (six rows of two on a large screen) keep it in that first round trip
 * (docs/decisions/012-critical-path.md).
 */
export const SCHOLARSHIPS_PER_PAGE = 12;

/** What /scholarship shows for a URL: one page of cards for its selection and search, and the option lists. */
export interface ScholarshipsData {
  /** scholarshipQueryKey() of the URL this answers (the page compares it with the URL it shows). */
  query: string;
  /** The cards of this page (at most SCHOLARSHIPS_PER_PAGE), with the fields the card shows (not the description). */
  items: ScholarshipItem[];
  /** 1-based. */
  page: number;
  pageCount: number;
  /** Every scholarship that matches the selection and the search (all pages). */
  total: number;
  options: FilterOptions;
  /**
   * Today in Jakarta (YYYY-MM-DD) when the loader ran: the cards count the days left from it, so the browser
   * hydrates the server's 'Segera ditutup' and 'Ditutup' even when it runs past midnight.
   */
  today: string;
}

/**
 * docs/product-rules.md#scholarships: GET /website/scholarship and the four option lists (/filter/jenjang is loaded but not sent
 * on); a URL that carries a selection is answered with POST /filter/scholarship (the documented multipart
 * fields) instead of the full list. The search (`?q=`: scholarship name, university, country; case- and
 * accent-insensitive) and the page (`?page=`, SCHOLARSHIPS_PER_PAGE cards) are applied here, so the browser receives one page
 * of cards. A page past the last one, or not a page number, is not found (HTTP 404). A failed list rejects
 * (the page's error state with 'Coba lagi'); a failed option list is null and its group says so.
 */
export async function loadScholarships({ searchParams, signal }: LoaderArgs): Promise<LoaderResult<ScholarshipsData>> {
  const query = readScholarshipQuery(searchParams);
  const { selection, search, page, openOnly } = query;
  const today = todayInJakarta();
  if (page === null) return notFound();
  const [options, all] = await Promise.all([
    fetchFilterOptions(signal),
    isEmptySelection(selection) ? fetchScholarships(signal) : filterScholarships(selection, signal),
  ]);
  const matches = searchMatcher(search);
  const searched = search ? all.filter((s) => matches([s.name, s.universityName, s.countryName])) : all;
  // The list keeps the API's order; the open-only filter only leaves out what has closed.
  const found = openOnly ? searched.filter((s) => deadlineOf(s.closeReg, today).state !== 'closed') : searched;
  const shown = paginate(found, page, SCHOLARSHIPS_PER_PAGE);
  if (!shown) return notFound();
  return loaded({
    query: scholarshipQueryKey(query),
    ...shown,
    items: shown.items.map(toScholarshipCard),
    options,
    today,
  });
}
