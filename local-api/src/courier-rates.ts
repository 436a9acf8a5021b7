import postalCodes from './fixtures/postal-codes.json' with { type: 'json' };

// The shop's price rules for shipping: where a postal code lies, which couriers ride there and what each service
// costs for a parcel. One module, read by the aggregator stand-in (routes/shipping.ts, POST /v1/rates/couriers)
// and by checkout (order.ts), which prices the buyer's choice again: so both compute the same figure, and no
// module imports a route module.

export interface PostalEntry {
  postal_code: number;
  province: string;
  city: string;
  district: string;
  lat: number;
  lng: number;
  /** False for a remote area no courier of this stand-in serves (e.g. an island district). */
  serviceable: boolean;
}

export const ORIGIN_POSTAL_CODE = 80111;
export const SUPPORTED_COURIERS = ['jne', 'jnt', 'grab', 'gojek'] as const;
/** Weight of one unit of any checkout item (docs/product-rules.md#shipping). */
export const ITEM_WEIGHT_GRAMS = 1000;
/** Instant couriers (grab, gojek) only ride inside one metropolitan area, and only light parcels. */
const INSTANT_MAX_KM = 40;
const INSTANT_MAX_GRAMS = 20_000;

export const table = postalCodes as PostalEntry[];

export function findPostalEntry(postal: unknown): PostalEntry | undefined {
  if (typeof postal !== 'number' && typeof postal !== 'string') return undefined;
  const code = Number(String(postal).trim());
  return table.find((entry) => entry.postal_code === code);
}

/** Great-circle distance in km (the couriers price by road distance; this is a fair stand-in). */
export function distanceKm(a: PostalEntry, b: PostalEntry): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const roundUpTo = (value: number, step: number) => Math.ceil(value / step) * step;

function dayRange(km: number, express: boolean): string {
  if (express) return km < 50 ? '1 - 1' : '1 - 2';
  if (km < 50) return '1 - 2';
  if (km < 500) return '2 - 3';
  if (km < 1500) return '2 - 4';
  return '3 - 6';
}

export interface CourierPricing {
  courier_name: string;
  courier_code: string;
  courier_service_name: string;
  courier_service_code: string;
  type: string;
  description: string;
  duration: string;
  shipment_duration_range: string;
  shipment_duration_unit: 'days' | 'hours';
  service_type: 'standard' | 'overnight' | 'same_day';
  price: number;
}

/** Prices every requested courier's services for a parcel of `grams` over `km`. */
export function priceCouriers(km: number, grams: number, couriers: readonly string[]): CourierPricing[] {
  const kg = Math.max(1, Math.ceil(grams / 1000));
  const perKg = 9000 + 14 * km;
  const pricing: CourierPricing[] = [];
  const add = (p: Omit<CourierPricing, 'duration'>) =>
    pricing.push({
      ...p,
      duration: `${p.shipment_duration_range} ${p.shipment_duration_unit}`,
    });
  if (couriers.includes('jne')) {
    add({
      courier_name: 'JNE',
      courier_code: 'jne',
      courier_service_name: 'Reguler',
      courier_service_code: 'reg',
      type: 'reg',
      description: 'Layanan Reguler',
      shipment_duration_range: dayRange(km, false),
      shipment_duration_unit: 'days',
      service_type: 'standard',
      price: roundUpTo(perKg * kg, 500),
    });
    add({
      courier_name: 'JNE',
      courier_code: 'jne',
      courier_service_name: 'YES',
      courier_service_code: 'yes',
      type: 'yes',
      description: 'Yakin Esok Sampai',
      shipment_duration_range: dayRange(km, true),
      shipment_duration_unit: 'days',
      service_type: 'overnight',
      price: roundUpTo(perKg * kg * 1.7, 500),
    });
  }
  if (couriers.includes('jnt')) {
    add({
      courier_name: 'J&T',
      courier_code: 'jnt',
      courier_service_name: 'EZ',
      courier_service_code: 'ez',
      type: 'ez',
      description: 'Layanan Reguler',
      shipment_duration_range: dayRange(km, false),
      shipment_duration_unit: 'days',
      service_type: 'standard',
      price: roundUpTo(perKg * kg * 0.95, 500),
    });
  }
  const instant = km <= INSTANT_MAX_KM && grams <= INSTANT_MAX_GRAMS;
  if (instant && couriers.includes('grab')) {
    add({
      courier_name: 'Grab',
      courier_code: 'grab',
      courier_service_name: 'Instant',
      courier_service_code: 'instant',
      type: 'instant',
      description: 'On Demand Instant (bike)',
      shipment_duration_range: '1 - 3',
      shipment_duration_unit: 'hours',
      service_type: 'same_day',
      price: roundUpTo(12000 + 2500 * km, 500),
    });
  }
  if (instant && couriers.includes('gojek')) {
    add({
      courier_name: 'GoSend',
      courier_code: 'gojek',
      courier_service_name: 'Instant',
      courier_service_code: 'instant',
      type: 'instant',
      description: 'On Demand Instant (bike)',
      shipment_duration_range: '1 - 2',
      shipment_duration_unit: 'hours',
      service_type: 'same_day',
      price: roundUpTo(13000 + 2500 * km, 500),
    });
    add({
      courier_name: 'GoSend',
      courier_code: 'gojek',
      courier_service_name: 'Same Day',
      courier_service_code: 'same_day',
      type: 'same_day',
      description: 'On Demand Same Day (bike)',
      shipment_duration_range: '6 - 8',
      shipment_duration_unit: 'hours',
      service_type: 'same_day',
      price: roundUpTo(10000 + 1200 * km, 500),
    });
  }
  return pricing;
}

/**
 * The price of one courier service from the shop's origin to `destinationPostal` for `grams`: the
 * same computation POST /v1/rates/couriers answers, so checkout can recompute what the buyer chose.
 */
export function quoteCourier(
  destinationPostal: number,
  grams: number,
  courier: string,
  type: string,
): CourierPricing | undefined {
  const origin = findPostalEntry(ORIGIN_POSTAL_CODE);
  const destination = findPostalEntry(destinationPostal);
  if (!origin || !destination?.serviceable) return undefined;
  return priceCouriers(distanceKm(origin, destination), grams, [courier]).find(
    (option) => option.courier_code === courier && option.type === type,
  );
}
