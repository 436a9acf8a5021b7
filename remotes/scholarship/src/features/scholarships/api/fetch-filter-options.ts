import {
  getCachedApiClient,
  type CountryOption,
  type FundingTypeOption,
  type JenjangOption,
  type UniversityOption,
} from '@niec/shared';
import { keepForPageView } from '../../../lib/browser-requests';
import { toCountryOptions, toFundingTypeOptions, toUniversityOptions, type FilterOptions } from '../model';

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
