import { COUNTRY_CODES, isCountryCode, type CountryCode } from '../../../lib/destinations';

/** The query key of the chosen countries: `?negara=aus,ger` (and `negara=aus&negara=ger`, as a GET form sends). */
export const COUNTRIES_PARAM = 'negara';
export const MIN_COUNTRIES = 2;
export const MAX_COUNTRIES = 4;

export interface CompareQuery {
  /** The valid codes asked for, in the order asked, without repeats, at most MAX_COUNTRIES. */
  chosen: CountryCode[];
  /** More than MAX_COUNTRIES valid codes were asked for (the rest are left out). */
  tooMany: boolean;
}

export function readCompareQuery(params: URLSearchParams): CompareQuery {
  const asked = params
    .getAll(COUNTRIES_PARAM)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim().toLowerCase())
    .filter(isCountryCode);
  const unique = [...new Set(asked)];
  return { chosen: unique.slice(0, MAX_COUNTRIES), tooMany: unique.length > MAX_COUNTRIES };
}

/** The canonical query of a choice, codes in the guides' order: `negara=aus,ger`. */
export function compareSearch(chosen: readonly CountryCode[]): string {
  const ordered = COUNTRY_CODES.filter((code) => chosen.includes(code));
  return ordered.length ? `?${COUNTRIES_PARAM}=${ordered.join(',')}` : '';
}

/** "Australia", "Australia dan Jerman", "Australia, Jerman dan Jepang". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} dan ${names[names.length - 1]!}`;
}
