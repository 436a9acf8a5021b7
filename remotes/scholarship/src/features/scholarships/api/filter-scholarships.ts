import { getApiClient } from '@niec/shared';
import { toFilterFields, type FilterSelection } from '../lib/filter-state';
import { toScholarshipItems, type ScholarshipRecord } from '../model';

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
 * POST /filter/scholarship: the scholarships matching the selection (data.data replaces the list). Only the
 * loader calls it (on the render server; in the browser only on a static host), for the URL's selection.
 * A POST: it does not go through the read cache.
 */
export async function filterScholarships(
  selection: FilterSelection,
  signal?: AbortSignal,
): Promise<ScholarshipRecord[]> {
  const { data } = await getApiClient().post<{ data: unknown }>('/filter/scholarship', buildFilterForm(selection), {
    signal,
  });
  return toScholarshipItems(data.data);
}
