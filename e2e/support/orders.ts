// Orders placed through local-api's checkout, for the specs that need a parcel of their own (tracking, SSR).
import type { APIRequestContext } from '@playwright/test';
import { apiBase } from './env';
import { expect, storedRecords } from './fixtures';

export interface PlacedOrder {
  /** The parcel's tracking id (/merchandise/tracking/<id>). */
  id: string;
  /** The courier's waybill number of the parcel. */
  waybill: string;
}

/**
 * Places a fresh order through the checkout API (one cap, JNE REG) for `name`, under an email no run has used, so
 * every run, and every re-run against the same local-api data, starts a parcel at zero views.
 */
export async function placeOrder(request: APIRequestContext, name: string): Promise<PlacedOrder> {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const response = await request.post(`${apiBase}/niec-merchandise/checkout`, {
    data: {
      destination_contact_name: name,
      destination_contact_phone: '081234567890',
      destination_address: 'Jl. Gatot Subroto No. 1',
      destination_contact_email: `${name.toLowerCase().replace(/\s+/g, '.')}.${unique}@example.com`,
      destination_postal_code: 12190,
      courier_company: 'jne',
      courier_type: 'reg',
      courier_insurance: 500000,
      delivery_type: 'now',
      ongkir: 22500,
      items: [{ name: 'Topi Baseball NIEC', description: 'NIEC-005', value: 75000, weight: 1000, quantity: 1 }],
      total: 97500,
    },
  });
  expect(response.ok()).toBeTruthy();
  const { data: token } = (await response.json()) as { data: string };
  const order = (await storedRecords(request, 'orders')).find((o) => o.payment_token === token);
  const id = typeof order?.tracking_id === 'string' ? order.tracking_id : '';
  expect(id, 'the order has a tracking id').not.toBe('');
  const tracking = (await storedRecords(request, 'tracking')).find((t) => t.tracking_id === id);
  expect(tracking, 'a tracking record for the new order').toBeDefined();
  return { id, waybill: typeof tracking?.waybill_id === 'string' ? tracking.waybill_id : '' };
}
