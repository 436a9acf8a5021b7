import type { CountryCode } from '../../../lib/destinations';
import type { CountryGuide } from '../model';

/** One chunk per country: a visitor downloads only the guide they open. */
export const GUIDE_LOADERS: Record<CountryCode, () => Promise<CountryGuide>> = {
  aus: () => import('./aus').then((m) => m.guide),
  can: () => import('./can').then((m) => m.guide),
  jpn: () => import('./jpn').then((m) => m.guide),
  kor: () => import('./kor').then((m) => m.guide),
  nzl: () => import('./nzl').then((m) => m.guide),
  pol: () => import('./pol').then((m) => m.guide),
  tur: () => import('./tur').then((m) => m.guide),
  usa: () => import('./usa').then((m) => m.guide),
  eng: () => import('./eng').then((m) => m.guide),
  che: () => import('./che').then((m) => m.guide),
  ger: () => import('./ger').then((m) => m.guide),
  hun: () => import('./hun').then((m) => m.guide),
};
