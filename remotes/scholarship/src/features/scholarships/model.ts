import type { CountryOption, FundingTypeOption, Scholarship, UniversityOption } from '@niec/shared';
import { scholarshipCalendarId } from '@niec/shared/dates';
import { href } from '@niec/shared/routes';
import type { SaveButtonProps } from '@niec/shared/saved';

/**
 * A scholarship as its card shows it, mapped once from the API shape (docs/product-rules.md#entities): only the fields
 * the card and the head of its Description modal render (the loader sends these to the browser). The description
 * itself is not among them: the modal fetches it when it opens (scholarship-description-modal.tsx).
 */
export interface ScholarshipItem {
  key: string;
  name: string;
  fullyFunded: boolean;
  countryName: string;
  /** null when the scholarship is not tied to a university. */
  universityName: string | null;
  programs: string[];
  openReg: string;
  closeReg: string;
  /** The id of its calendar file (/kalender/beasiswa/<id>.ics, answered by the render server). */
  calendarId: string;
}

/** A scholarship as the API lists it: its card's fields and its description. */
export interface ScholarshipRecord extends ScholarshipItem {
  /** HTML; rendered only through SafeHtml. */
  description: string | null;
}

export function toScholarshipItem(raw: Scholarship, index: number): ScholarshipRecord {
  return {
    key: raw.id !== undefined ? String(raw.id) : `${raw.scholarship_name}-${index}`,
    name: raw.scholarship_name,
    // docs/product-rules.md#scholarships: type 1 is fully funded, anything else partially funded ("1" from some backends too).
    fullyFunded: Number(raw.scholarship_type) === 1,
    countryName: raw.country?.countryname ?? '',
    universityName: raw.universities?.nama_sekolah ?? null,
    programs: (raw.program ?? []).map((p) => p.program).filter(Boolean),
    openReg: raw.open_reg,
    closeReg: raw.close_reg,
    calendarId: scholarshipCalendarId(raw),
    description: raw.description ?? null,
  };
}

/**
 * The card's fields of a record. The descriptions of a page of cards were a third of its data (0.5 KB of
 * /scholarship's first response, which must fit the phone's first round trip: docs/decisions/012-critical-path.md).
 */
export function toScholarshipCard(record: ScholarshipRecord): ScholarshipItem {
  return {
    key: record.key,
    name: record.name,
    fullyFunded: record.fullyFunded,
    countryName: record.countryName,
    universityName: record.universityName,
    programs: record.programs,
    openReg: record.openReg,
    closeReg: record.closeReg,
    calendarId: record.calendarId,
  };
}

export function toScholarshipItems(list: unknown): ScholarshipRecord[] {
  return Array.isArray(list) ? (list as Scholarship[]).map(toScholarshipItem) : [];
}

/**
 * A scholarship in the saved list: what 'Simpan' on its card keeps and what its search record says (its `saved` key,
 * title and href), from this one place so the two never differ. A scholarship has no page of its own: it leads to
 * the list searched for its name.
 */
export function savedScholarship(
  item: Pick<ScholarshipItem, 'key' | 'name'>,
): Pick<SaveButtonProps, 'kind' | 'id' | 'title' | 'href'> {
  return {
    kind: 'beasiswa',
    id: item.key,
    title: item.name,
    href: href('scholarships', undefined, { q: item.name }),
  };
}

export function fundingLabel(fullyFunded: boolean): 'Fully Funded' | 'Partially Funded' {
  return fullyFunded ? 'Fully Funded' : 'Partially Funded';
}

export interface FilterOption {
  value: string;
  label: string;
}

/** The option lists the accordion shows; null marks a list that failed to load (the other groups still work). */
export interface FilterOptions {
  universities: FilterOption[] | null;
  countries: FilterOption[] | null;
  fundingTypes: FilterOption[] | null;
}

function uniqueByValue(options: FilterOption[]): FilterOption[] {
  const seen = new Set<string>();
  return options.filter((o) => o.value !== '' && !seen.has(o.value) && seen.add(o.value));
}

export function toUniversityOptions(list: UniversityOption[]): FilterOption[] {
  return uniqueByValue(
    list.map((u) => ({ value: String(u.code_school_rep ?? ''), label: u.nama_sekolah ?? 'Others' })),
  );
}

export function toCountryOptions(list: CountryOption[]): FilterOption[] {
  return uniqueByValue(list.map((c) => ({ value: String(c.countrycode ?? ''), label: c.countryname })));
}

export function toFundingTypeOptions(list: FundingTypeOption[]): FilterOption[] {
  return uniqueByValue(
    list.map((t) => ({
      value: String(t.scholarship_type ?? ''),
      label: fundingLabel(Number(t.scholarship_type) === 1),
    })),
  );
}
