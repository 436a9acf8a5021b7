import { getApiClient } from '@niec/shared';
import { joinInFlight } from '../../../lib/browser-requests';
import { selectionKey, toFilterFields, type FilterSelection } from '../lib/filter-state';
import { toScholarshipItems, type ScholarshipItem } from './scholarship-item';

/** The multipart body of POST /filter/scholarship: JSON arrays and the joined program names. */
export function buildFilterForm(selection: FilterSelection): FormData {
  const fields = toFilterFields(selection);
  const form = new FormData();
  form.append('university', fields.university);
  form.append('country', fields.country);
  form.append('tipe', fields.tipe);
  form.append('program', fields.program);
  return form;
}

/**
 * POST /filter/scholarship: the scholarships matching the selection (data.data replaces the list). In the
 * browser, the page's request and the loader's for the same selection (static host) are one request.
 */
export function filterScholarships(selection: FilterSelection, signal?: AbortSignal): Promise<ScholarshipItem[]> {
  return joinInFlight(`filter:${selectionKey(selection)}`, signal, async (shared) => {
    const { data } = await getApiClient().post<{ data: unknown }>('/filter/scholarship', buildFilterForm(selection), {
      signal: shared,
    });
    return toScholarshipItems(data.data);
  });
}
