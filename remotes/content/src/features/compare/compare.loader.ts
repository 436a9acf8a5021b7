import { loaded, type LoaderArgs, type LoaderResult } from '@niec/shared';
import type { CountryCode } from '../../lib/destinations';
import { GUIDE_LOADERS } from '../country/data/guides';
import type { CostItem, CountryGuide } from '../country/model';
import { MIN_COUNTRIES, readCompareQuery } from './lib/compare-query';
import { monthlyRupiah, type Rupiah } from './lib/cost-figures';

export const COST_KEYS = ['housing', 'food', 'transport', 'partTime'] as const;
export type CostKey = (typeof COST_KEYS)[number];

export interface ComparedCost {
  /** As the guide writes it. */
  written: CostItem;
  /** Per month in rupiah; null when the guide already gives it per month. */
  monthly: Rupiah | null;
}

/** What the page shows of one guide (the browser gets only this, not the whole guide). */
export interface ComparedCountry {
  code: CountryCode;
  name: string;
  costs: Record<CostKey, ComparedCost>;
  workRights: string;
  campusTypes: { type: string; ownership: string; levels: string }[];
  cities: string[];
}

export interface CompareData {
  /** The countries asked for (valid, unique, at most four), in the order asked. */
  chosen: CountryCode[];
  /** More than four were asked for. */
  tooMany: boolean;
  /** Their guides, when at least two are chosen; otherwise empty (the page asks for more). */
  countries: ComparedCountry[];
}

function compared(guide: CountryGuide): ComparedCountry {
  const costs = Object.fromEntries(
    COST_KEYS.map((key) => [key, { written: guide.costs[key], monthly: monthlyRupiah(guide.costs[key]) }]),
  ) as Record<CostKey, ComparedCost>;
  return {
    code: guide.code,
    name: guide.name,
    costs,
    workRights: guide.workRights,
    campusTypes: guide.campusTypes.map(({ type, ownership, levels }) => ({ type, ownership, levels })),
    cities: guide.cities.map((city) => city.title),
  };
}

/**
 * /bandingkan-negara?negara=aus,ger: two to four country guides side by side, read from the guides' own data
 * files (the same modules /country/:code loads), never a copy of their figures.
 */
export async function loadCompare({ searchParams }: LoaderArgs): Promise<LoaderResult<CompareData>> {
  const { chosen, tooMany } = readCompareQuery(searchParams);
  const guides = chosen.length >= MIN_COUNTRIES ? await Promise.all(chosen.map((code) => GUIDE_LOADERS[code]())) : [];
  return loaded({ chosen, tooMany, countries: guides.map(compared) });
}
