import { getApiClient, type OrderPayload } from '@niec/shared';

/** POST /niec-merchandise/checkout: stores the order and answers the payment popup's token. */
export async function createOrder(payload: OrderPayload): Promise<string> {
  const { data } = await getApiClient().post<{ data?: unknown }>('/niec-merchandise/checkout', payload);
  if (typeof data.data !== 'string' || data.data === '') throw new Error('The checkout answered no payment token');
  return data.data;
}
