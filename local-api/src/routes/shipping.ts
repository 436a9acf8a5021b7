import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context.js';
import {
  distanceKm,
  findPostalEntry,
  priceCouriers,
  SUPPORTED_COURIERS,
  table,
  type PostalEntry,
} from '../courier-rates.js';
import tracking from '../fixtures/tracking.json' with { type: 'json' };

// The shipping aggregator stand-in (areas, courier rates, trackings), mounted under /shipping. It answers in the
// aggregator's shapes (docs/product-rules.md#api-calls, the aggregator rows), so the site switches to the real
// service, or to a server-side proxy of it, by changing shippingBaseUrl. Its prices are courier-rates.ts's.

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

interface RateItem {
  name?: unknown;
  description?: unknown;
  value?: unknown;
  weight?: unknown;
  quantity?: unknown;
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
