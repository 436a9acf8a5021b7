import type { StudyTour } from '@niec/shared';

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
