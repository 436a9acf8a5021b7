import { loaded, notFound, type LoaderArgs, type LoaderResult } from '@niec/shared';
import { isCountryCode } from '../../lib/destinations';
import { GUIDE_LOADERS } from './data/guides';
import type { CountryGuide } from './model';

/**
 * /country/:code: the guide of one country (fixed content, one chunk per country). An unknown code is not
 * found (the render server answers 404).
 */
export async function loadCountry({ params }: LoaderArgs): Promise<LoaderResult<CountryGuide>> {
  const { code } = params;
  if (!isCountryCode(code)) return notFound();
  return loaded(await GUIDE_LOADERS[code]());
}
