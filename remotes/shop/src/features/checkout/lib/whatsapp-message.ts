import { formatRupiah } from '@niec/shared';

/**
 * The message 'Lanjutkan via WhatsApp' types after a paid order: the buyer, the order's number (the payment
 * provider's order id, the reference the team looks orders up by), the total and the courier, so the team
 * can find the order and tell its waybill at once.
 */
export function orderWhatsappMessage({
  name,
  orderId,
  total,
  courier,
}: {
  name: string;
  orderId: string | null;
  total: number;
  courier: string;
}): string {
  const order = orderId ? `pesanan merchandise nomor ${orderId}` : 'pesanan merchandise';
  return (
    `Halo NIEC, saya ${name.trim()} baru saja membayar ${order} sebesar ${formatRupiah(total)}, ` +
    `dikirim dengan ${courier}. Mohon info nomor resi pengirimannya.`
  );
}
