import type { StudyTour } from '@niec/shared';
import { href } from '@niec/shared/routes';
import type { SaveButtonProps } from '@niec/shared/saved';

/** A tour as the page shows it (docs/product-rules.md#entities: image, city, county, durasi, harga, min_pax, itenary). */
export interface TourItem {
  key: string;
  image: string | null;
  city: string;
  /** The API's "county": the destination country. */
  county: string;
  duration: string;
  price: number;
  minPax: number;
  /** HTML; rendered only through SafeHtml. */
  itinerary: string;
}

export function toTourItem(raw: StudyTour, index: number): TourItem {
  return {
    key: raw.id !== undefined && raw.id !== null ? String(raw.id) : `${raw.city}-${index}`,
    image: raw.image || null,
    city: raw.city,
    county: raw.county,
    duration: raw.durasi,
    price: Number(raw.harga) || 0,
    minPax: Number(raw.min_pax) || 0,
    itinerary: raw.itenary ?? '',
  };
}

/**
 * A tour in the saved list: what 'Simpan' on its card keeps and what its search record says (its `saved` key, title
 * and href), from this one place so the two never differ. A tour has no page of its own: it leads to its card, on
 * `page` (1-based) of the list.
 */
export function savedTour(
  tour: Pick<TourItem, 'key' | 'city' | 'county'>,
  page: number,
): Pick<SaveButtonProps, 'kind' | 'id' | 'title' | 'href'> {
  return {
    kind: 'study-tour',
    id: tour.key,
    title: `${tour.city}, ${tour.county}`,
    href: `${href('studyTour', undefined, page > 1 ? { page } : undefined)}#tour-${encodeURIComponent(tour.key)}`,
  };
}
