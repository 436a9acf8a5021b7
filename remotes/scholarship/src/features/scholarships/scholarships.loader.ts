import { loaded, type LoaderArgs, type LoaderResult } from '@niec/shared';
import { fetchFilterOptions, type FilterOptions } from './api/fetch-filter-options';
import { fetchScholarships } from './api/fetch-scholarships';
import { filterScholarships } from './api/filter-scholarships';
import type { ScholarshipItem } from './api/scholarship-item';
import { isEmptySelection, selectionFromQuery, selectionKey } from './lib/filter-state';

/** What /scholarship shows on load: the accordion's option lists and the list for the URL's selection. */
export interface ScholarshipsData {
  /** selectionKey() of the selection `items` answers (the page compares it with the URL it shows). */
  selection: string;
  items: ScholarshipItem[];
  options: FilterOptions;
}

/**
 * SPEC section 7: on load GET /website/scholarship and the four option lists (/filter/jenjang is loaded but
 * not sent on); a URL that already carries a selection (a shared or reloaded filtered view) is answered
 * with POST /filter/scholarship instead of the full list. A failed list rejects (the host shows the page's
 * error state, the browser retries); a failed option list is null and its group says so.
 */
export async function loadScholarships({ searchParams, signal }: LoaderArgs): Promise<LoaderResult<ScholarshipsData>> {
  const selection = selectionFromQuery(searchParams);
  const [options, items] = await Promise.all([
    fetchFilterOptions(signal),
    isEmptySelection(selection) ? fetchScholarships(signal) : filterScholarships(selection, signal),
  ]);
  return loaded({ selection: selectionKey(selection), items, options });
}
