import { getShippingClient } from '@niec/shared';

interface AreasResponse {
  areas?: unknown[];
}

/**
 * GET /v1/maps/areas on the shipping aggregator: true when the postal code resolves to at least
 * one area (docs/product-rules.md#shipping).
 */
export async function isPostalCodeKnown(postalCode: string, signal?: AbortSignal): Promise<boolean> {
  const { data } = await getShippingClient().get<AreasResponse>('/v1/maps/areas', {
    params: { countries: 'ID', input: postalCode, type: 'single' },
    signal,
  });
  return Array.isArray(data.areas) && data.areas.length > 0;
}
