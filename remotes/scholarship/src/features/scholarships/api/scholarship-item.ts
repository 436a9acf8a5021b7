import type { Scholarship } from '@niec/shared';

/**
 * A scholarship as the page shows it, mapped once from the API shape (docs/product-rules.md#entities): only the fields
 * the card and its Description modal render (the loader sends these to the browser).
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
  /** HTML; rendered only through SafeHtml. */
  description: string | null;
}

export function toScholarshipItem(raw: Scholarship, index: number): ScholarshipItem {
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
    description: raw.description ?? null,
  };
}

export function toScholarshipItems(list: unknown): ScholarshipItem[] {
  return Array.isArray(list) ? (list as Scholarship[]).map(toScholarshipItem) : [];
}

export function fundingLabel(fullyFunded: boolean): 'Fully Funded' | 'Partially Funded' {
  return fullyFunded ? 'Fully Funded' : 'Partially Funded';
}
