import aus from '../assets/countries/aus.svg';
import can from '../assets/countries/can.svg';
import che from '../assets/countries/che.svg';
import eng from '../assets/countries/eng.svg';
import ger from '../assets/countries/ger.svg';
import hun from '../assets/countries/hun.svg';
import jpn from '../assets/countries/jpn.svg';
import kor from '../assets/countries/kor.svg';
import nzl from '../assets/countries/nzl.svg';
import pol from '../assets/countries/pol.svg';
import tur from '../assets/countries/tur.svg';
import usa from '../assets/countries/usa.svg';

import { COUNTRY_CODES, isCountryCode, type CountryCode } from './country-codes';

export { COUNTRY_CODES, isCountryCode, type CountryCode };

export const COUNTRY_NAMES: Record<CountryCode, string> = {
  aus: 'Australia',
  can: 'Kanada',
  jpn: 'Jepang',
  kor: 'Korea Selatan',
  nzl: 'Selandia Baru',
  pol: 'Polandia',
  tur: 'Turki',
  usa: 'Amerika Serikat',
  eng: 'Inggris',
  che: 'Swiss',
  ger: 'Jerman',
  hun: 'Hungaria',
};

/** Banner artwork (SVG, 3:1) per country; also the Open Graph image of its guide. */
export const COUNTRY_BANNERS: Record<CountryCode, string> = {
  aus,
  can,
  jpn,
  kor,
  nzl,
  pol,
  tur,
  usa,
  eng,
  che,
  ger,
  hun,
};

/** The home carousel's destinations, in the order docs/product-rules.md#home gives. */
export const CAROUSEL_CODES: readonly CountryCode[] = ['aus', 'can', 'pol', 'kor', 'jpn', 'usa', 'tur', 'nzl'];
