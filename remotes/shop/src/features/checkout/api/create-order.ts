import { getApiClient, type OrderPayload } from '@niec/shared';
import { everyFailure, submitForm, type SubmitResult } from '@niec/shared/submit';

export const ORDER_MESSAGES = {
  orderFailed: 'Pesanan tidak dapat dibuat saat ini. Silakan coba lagi.',
  orderRejected: 'Data pesanan ditolak. Periksa kembali alamat dan kurir, lalu coba lagi.',
} as const;

const failed = everyFailure(ORDER_MESSAGES.orderFailed);

function readToken(body: unknown): string {
  const token = (body as { data?: unknown } | undefined)?.data;
  if (typeof token !== 'string' || token === '') throw new Error('The checkout answered no payment token');
  return token;
}

/**
 * POST /niec-merchandise/checkout: stores the order and answers the payment popup's token. A 422 (with or
 * without field errors) is a refused order; any other failure, or an answer without a token, a failed one.
 */
export function createOrder(payload: OrderPayload): Promise<SubmitResult<string>> {
  return submitForm(() => getApiClient().post('/niec-merchandise/checkout', payload), {
    read: readToken,
    fieldErrorStatuses: [422],
    messages: { ...failed, byStatus: { ...failed.byStatus, 422: ORDER_MESSAGES.orderRejected } },
  });
}
