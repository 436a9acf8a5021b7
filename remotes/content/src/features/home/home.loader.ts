import { loaded, type LoaderArgs, type LoaderResult } from '@niec/shared';
import { fetchPlatinumUniversities } from './api/fetch-platinum-universities';
import { loadHomeStatistics } from './home-statistics.loader';

/** What the home page shows from the API: the platinum universities' logos (and their names as alt). */
export interface HomeData {
  platinum: { logo: string; name: string | null }[];
}

/**
 * /: the 'TOP n campuses' block. A failed call throws; the page then leaves the block without logos and
 * logs it (docs/product-rules.md#home). The statistics start here too, and the loader does not wait for them: they
 * are never shown, so they never delay the page (home-statistics.loader.ts).
 */
export async function loadHome({ signal }: LoaderArgs): Promise<LoaderResult<HomeData>> {
  void loadHomeStatistics({ signal });
  const universities = await fetchPlatinumUniversities(signal);
  return loaded({ platinum: universities.map((u) => ({ logo: u.logo, name: u.name ?? null })) });
}
