// The codes alone, without the flags and banners of destinations.ts: the sitemap's source (exposes/sitemap.ts)
// reads them where no image can be imported (scripts/sitemap.mjs).

/** The twelve country guides of docs/product-rules.md#countries-and-campuses (/country/{code}). */
export const COUNTRY_CODES = [
  'aus',
  'can',
  'jpn',
  'kor',
  'nzl',
  'pol',
  'tur',
  'usa',
  'eng',
  'che',
  'ger',
  'hun',
] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

export function isCountryCode(value: string | undefined): value is CountryCode {
  return (COUNTRY_CODES as readonly string[]).includes(value ?? '');
}
