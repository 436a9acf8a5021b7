import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context.js';
import postalCodes from '../fixtures/postal-codes.json' with { type: 'json' };
import tracking from '../fixtures/tracking.json' with { type: 'json' };

/**
 * The shipping aggregator stand-in (areas, courier rates, trackings), mounted under /shipping.
 * It answers in the aggregator's shapes (docs/product-rules.md#api-calls, the aggregator rows), so the
 * site switches to the real service, or to a server-side proxy of it, by changing shippingBaseUrl.
 */
interface PostalEntry {
  postal_code: number;
  province: string;
  city: string;
  district: string;
  lat: number;
  lng: number;
  /** False for a remote area no courier of this stand-in serves (e.g. an island district). */
  serviceable: boolean;
}

const ORIGIN_POSTAL_CODE = 80111;
export const SUPPORTED_COURIERS = ['jne', 'jnt', 'grab', 'gojek'] as const;
/** Weight of one unit of any checkout item (docs/product-rules.md#shipping). */
export const ITEM_WEIGHT_GRAMS = 1000;
/** Instant couriers (grab, gojek) only ride inside one metropolitan area, and only light parcels. */
const INSTANT_MAX_KM = 40;
const INSTANT_MAX_GRAMS = 20_000;

const table = postalCodes as PostalEntry[];

export function findPostalEntry(postal: unknown): PostalEntry | undefined {
  if (typeof postal !== 'number' && typeof postal !== 'string') return undefined;
  const code = Number(String(postal).trim());
  return table.find((entry) => entry.postal_code === code);
}

function cityName(entry: PostalEntry): string {
  return entry.city.replace(/^(Kota|Kabupaten) /, '');
}

/** The aggregator's area object. */
function toArea(entry: PostalEntry) {
  return {
    id: `IDNP${entry.province.length}IDNC${entry.city.length}IDND${entry.district.length}IDZ${entry.postal_code}`,
    name: `${entry.district}, ${cityName(entry)}, ${entry.province}. ${entry.postal_code}`,
    country_name: 'Indonesia',
    country_code: 'ID',
    administrative_division_level_1_name: entry.province,
    administrative_division_level_1_type: 'province',
    administrative_division_level_2_name: cityName(entry),
    administrative_division_level_2_type: 'city',
    administrative_division_level_3_name: entry.district,
    administrative_division_level_3_type: 'district',
    postal_code: entry.postal_code,
  };
}

/** Great-circle distance in km (the couriers price by road distance; this is a fair stand-in). */
function distanceKm(a: PostalEntry, b: PostalEntry): number {
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

interface RateItem {
  name?: unknown;
  description?: unknown;
  value?: unknown;
  weight?: unknown;
  quantity?: unknown;
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
function priceCouriers(km: number, grams: number, couriers: readonly string[]): CourierPricing[] {
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

function parseCouriers(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return list.map((c) => String(c).trim().toLowerCase()).filter(Boolean);
}

function totalGrams(items: unknown): number | null {
  if (!Array.isArray(items) || items.length === 0) return null;
  let grams = 0;
  for (const raw of items as RateItem[]) {
    const weight = Number(raw?.weight);
    const quantity = Number(raw?.quantity ?? 1);
    if (!Number.isFinite(weight) || weight <= 0 || !Number.isInteger(quantity) || quantity <= 0) return null;
    grams += weight * quantity;
  }
  return grams;
}

interface HistoryEvent {
  note: string;
  eventDate: string;
  status: string;
}

const seededHistories = tracking.histories as Record<string, HistoryEvent[]>;

/** Orders placed through local checkout get a short, plausible history from their creation time. */
function generatedHistory(createdAt: string): HistoryEvent[] {
  const start = new Date(createdAt).getTime();
  return [
    {
      note: 'Pesanan dibuat dan menunggu penjemputan kurir',
      eventDate: new Date(start).toISOString(),
      status: 'confirmed',
    },
    {
      note: 'Kurir ditugaskan untuk menjemput paket di NIEC Denpasar',
      eventDate: new Date(start + 1000).toISOString(),
      status: 'allocated',
    },
  ];
}

export async function registerShipping(api: FastifyInstance, ctx: ApiContext): Promise<void> {
  api.get('/v1/maps/areas', async (request, reply) => {
    const { countries, input } = request.query as { countries?: string; input?: string; type?: string };
    if (!input || !input.trim()) {
      return reply.code(400).send({ success: false, error: 'input is required', code: 40001001 });
    }
    if (countries && countries.toUpperCase() !== 'ID') return { success: true, areas: [] };
    const query = input.trim().toLowerCase();
    const matches = /^\d{5}$/.test(query)
      ? table.filter((entry) => String(entry.postal_code) === query)
      : table.filter((entry) => toArea(entry).name.toLowerCase().includes(query));
    return { success: true, areas: matches.map(toArea) };
  });

  api.post('/v1/rates/couriers', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const origin = findPostalEntry(body.origin_postal_code);
    const destination = findPostalEntry(body.destination_postal_code);
    const couriers = parseCouriers(body.couriers);
    const grams = totalGrams(body.items);
    if (!origin || !destination) {
      return reply
        .code(400)
        .send({ success: false, error: 'Invalid origin or destination postal code', code: 40001003 });
    }
    if (couriers.length === 0 || couriers.some((c) => !(SUPPORTED_COURIERS as readonly string[]).includes(c))) {
      return reply.code(400).send({ success: false, error: 'Invalid couriers', code: 40001004 });
    }
    if (grams === null) {
      return reply.code(400).send({ success: false, error: 'Invalid items', code: 40001005 });
    }
    const km = distanceKm(origin, destination);
    return {
      success: true,
      object: 'courier_pricing',
      message: 'Success to retrieve courier pricing',
      origin: toArea(origin),
      destination: toArea(destination),
      pricing: destination.serviceable ? priceCouriers(km, grams, couriers) : [],
    };
  });

  api.get<{ Params: { waybill: string; courier: string } }>(
    '/v1/trackings/:waybill/couriers/:courier',
    async (request, reply) => {
      const { waybill, courier } = request.params;
      let history = seededHistories[waybill];
      if (!history) {
        const created = ctx.store.findOne('tracking', { waybill_id: waybill, courier_company: courier });
        if (created) history = generatedHistory(created.created_at);
      }
      if (!history) {
        return reply.code(404).send({ success: false, error: 'Waybill not found', code: 40002001 });
      }
      return {
        success: true,
        object: 'tracking',
        waybill_id: waybill,
        courier: { company: courier },
        history,
      };
    },
  );
}
