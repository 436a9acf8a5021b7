import { getShippingClient, type CourierOption, type ShippingItem } from '@niec/shared';
import { COURIER_CODES, ORIGIN_POSTAL_CODE } from '../lib/constants';

interface RatesResponse {
  pricing?: Partial<CourierOption>[];
}

function toCourierOption(raw: Partial<CourierOption>): CourierOption | null {
  if (typeof raw.courier_code !== 'string' || typeof raw.price !== 'number') return null;
  return {
    courier_name: String(raw.courier_name ?? raw.courier_code.toUpperCase()),
    courier_code: raw.courier_code,
    type: String(raw.type ?? raw.courier_service_code ?? ''),
    courier_service_code: raw.courier_service_code,
    description: String(raw.description ?? ''),
    price: raw.price,
    shipment_duration_range: String(raw.shipment_duration_range ?? ''),
    shipment_duration_unit: String(raw.shipment_duration_unit ?? 'days'),
  };
}

/**
 * POST /v1/rates/couriers: the courier options from the shop's origin to `postalCode`
 * for these items (docs/product-rules.md#shipping).
 */
export async function fetchCourierRates(postalCode: string, items: ShippingItem[]): Promise<CourierOption[]> {
  const { data } = await getShippingClient().post<RatesResponse>('/v1/rates/couriers', {
    origin_postal_code: ORIGIN_POSTAL_CODE,
    destination_postal_code: Number.parseInt(postalCode, 10),
    couriers: COURIER_CODES.join(','),
    items,
  });
  return (data.pricing ?? []).map(toCourierOption).filter((option): option is CourierOption => option !== null);
}
