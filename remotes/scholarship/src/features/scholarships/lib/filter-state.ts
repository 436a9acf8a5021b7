/**
 * The scholarship filter selection as pure data: what is ticked in each accordion group, how a
 * tick or untick changes it, and how it is written to and read from the URL query (so a filtered
 * view can be shared, reloaded and navigated with Back).
 */
export const FILTER_GROUPS = ['university', 'country', 'tipe', 'program'] as const;
export type FilterGroup = (typeof FILTER_GROUPS)[number];

export type FilterSelection = Readonly<Record<FilterGroup, readonly string[]>>;

/** docs/product-rules.md#scholarships: the fixed program list, spelled exactly so (including 'Cerviticate'). */
export const PROGRAMS = [
  'Cerviticate 3',
  'Cerviticate 4',
  'Diploma',
  'Advanced Diploma',
  'Bachelor',
  'Master',
  'Ph.D',
] as const;

export const EMPTY_SELECTION: FilterSelection = { university: [], country: [], tipe: [], program: [] };

/**
 * Ticks `value` in `group` when it is not selected, otherwise removes exactly that value.
 * (The old site spliced the list at the checkbox value used as an index, removing the wrong item.)
 */
export function toggle(selection: FilterSelection, group: FilterGroup, value: string): FilterSelection {
  const current = selection[group];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...selection, [group]: next };
}

export function isSelected(selection: FilterSelection, group: FilterGroup, value: string): boolean {
  return selection[group].includes(value);
}

export function selectionSize(selection: FilterSelection): number {
  return FILTER_GROUPS.reduce((n, group) => n + selection[group].length, 0);
}

export function isEmptySelection(selection: FilterSelection): boolean {
  return selectionSize(selection) === 0;
}

/** A stable string for a selection (used to know when to refetch). */
export function selectionKey(selection: FilterSelection): string {
  return FILTER_GROUPS.map((group) => `${group}=${selection[group].join(',')}`).join('&');
}

/**
 * The values of one group: comma-separated in one key (what the page writes) and/or the key repeated (what the
 * filter's GET form sends without script, `country=AU&country=NZ`).
 */
function splitList(raw: readonly string[]): string[] {
  const values: string[] = [];
  for (const part of raw.flatMap((entry) => entry.split(','))) {
    const value = part.trim();
    if (value && !values.includes(value)) values.push(value);
  }
  return values;
}

/** Reads `?university=A,B&country=AU,NZ&tipe=1&program=Master` (or `country=AU&country=NZ`) into a selection. */
export function selectionFromQuery(params: URLSearchParams): FilterSelection {
  const programs: readonly string[] = PROGRAMS;
  return {
    university: splitList(params.getAll('university')),
    country: splitList(params.getAll('country')),
    tipe: splitList(params.getAll('tipe')),
    // Only the fixed program names exist; anything else in a hand-edited URL is ignored.
    program: splitList(params.getAll('program')).filter((p) => programs.includes(p)),
  };
}

/** Writes a selection into a copy of `params`, keeping unrelated keys and dropping empty groups. */
export function selectionToQuery(params: URLSearchParams, selection: FilterSelection): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const group of FILTER_GROUPS) {
    const values = selection[group];
    if (values.length > 0) next.set(group, values.join(','));
    else next.delete(group);
  }
  return next;
}

/** The multipart fields of POST /filter/scholarship (docs/product-rules.md#scholarships). */
export interface ScholarshipFilterFields {
  university: string;
  country: string;
  tipe: string;
  program: string;
}

export function toFilterFields(selection: FilterSelection): ScholarshipFilterFields {
  return {
    university: JSON.stringify(selection.university),
    country: JSON.stringify(selection.country),
    tipe: JSON.stringify(selection.tipe),
    program: selection.program.join(','),
  };
}
