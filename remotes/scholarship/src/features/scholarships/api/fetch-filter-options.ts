import {
  getApiClient,
  isCancel,
  type CountryOption,
  type FundingTypeOption,
  type JenjangOption,
  type UniversityOption,
} from '@niec/shared';
import { fundingLabel } from './scholarship-item';

export interface FilterOption {
  value: string;
  label: string;
}

/** null marks a list that failed to load (the other groups still work). */
export interface FilterOptions {
  universities: FilterOption[] | null;
  countries: FilterOption[] | null;
  fundingTypes: FilterOption[] | null;
  /** Loaded as the spec says, not displayed. */
  jenjang: JenjangOption[] | null;
}

async function getList<T>(path: string, signal?: AbortSignal): Promise<T[]> {
  const { data } = await getApiClient().get<{ data: unknown }>(path, { signal });
  return Array.isArray(data.data) ? (data.data as T[]) : [];
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

function settled<T>(result: PromiseSettledResult<T>, what: string): T | null {
  if (result.status === 'fulfilled') return result.value;
  if (!isCancel(result.reason)) console.error(`Gagal memuat pilihan filter ${what}`, result.reason);
  return null;
}

/** GET /filter/universities, /filter/negara, /filter/tipe and /filter/jenjang, in parallel. */
export async function fetchFilterOptions(signal?: AbortSignal): Promise<FilterOptions> {
  const [universities, countries, fundingTypes, jenjang] = await Promise.allSettled([
    getList<UniversityOption>('/filter/universities', signal).then(toUniversityOptions),
    getList<CountryOption>('/filter/negara', signal).then(toCountryOptions),
    getList<FundingTypeOption>('/filter/tipe', signal).then(toFundingTypeOptions),
    getList<JenjangOption>('/filter/jenjang', signal),
  ]);
  return {
    universities: settled(universities, 'universitas'),
    countries: settled(countries, 'negara'),
    fundingTypes: settled(fundingTypes, 'tipe pendanaan'),
    jenjang: settled(jenjang, 'jenjang'),
  };
}
