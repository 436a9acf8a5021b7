import {
  getCachedApiClient,
  type CountryOption,
  type FundingTypeOption,
  type JenjangOption,
  type UniversityOption,
} from '@niec/shared';
import { keepForPageView } from '../../../lib/browser-requests';
import { fundingLabel } from './scholarship-item';

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

/**
 * Master data: in the browser each list is asked for once per page view (see lib/browser-requests); on the
 * render server through the instance's shared cache of public reads.
 */
function getList<T>(path: string, signal?: AbortSignal): Promise<T[]> {
  return keepForPageView(`list:${path}`, signal, async (shared) => {
    const { data } = await getCachedApiClient().get<{ data: unknown }>(path, { signal: shared });
    return Array.isArray(data.data) ? (data.data as T[]) : [];
  });
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

const settled = <T>(result: PromiseSettledResult<T>): T | null => (result.status === 'fulfilled' ? result.value : null);

/**
 * GET /filter/universities, /filter/negara, /filter/tipe and /filter/jenjang, in parallel. Never rejects:
 * a list that fails is null (the page says so in its group and logs it). Jenjang is loaded as docs/product-rules.md#scholarships
 * says but not displayed, so it is not part of the answer.
 */
export async function fetchFilterOptions(signal?: AbortSignal): Promise<FilterOptions> {
  const [universities, countries, fundingTypes] = await Promise.allSettled([
    getList<UniversityOption>('/filter/universities', signal).then(toUniversityOptions),
    getList<CountryOption>('/filter/negara', signal).then(toCountryOptions),
    getList<FundingTypeOption>('/filter/tipe', signal).then(toFundingTypeOptions),
    getList<JenjangOption>('/filter/jenjang', signal),
  ]);
  return { universities: settled(universities), countries: settled(countries), fundingTypes: settled(fundingTypes) };
}
