import { getBearerApiClient } from '@niec/shared';
import type { BookingValues } from '../schemas/booking-schema';

/** The multipart body of POST /study-tour/register, named by the API's keys (docs/product-rules.md#booking). */
export function buildBookingForm(values: BookingValues): FormData {
  const form = new FormData();
  form.append('nama', values.nama.trim());
  form.append('email', values.email.trim());
  form.append('no_wa', values.no_wa.trim());
  form.append('kota_asal', values.kota_asal);
  form.append('negara_tujuan', values.negara_tujuan.trim());
  form.append('tanggal_pergi', values.tanggal_pergi);
  form.append('tanggal_pulang', values.tanggal_pulang);
  form.append('total_peserta', values.total_peserta.trim());
  form.append('total_pendamping', values.total_pendamping.trim());
  form.append('kode_bisdev', values.kode_bisdev);
  form.append('tipe_akomodasi', values.tipe_akomodasi);
  form.append('kegiatan', JSON.stringify(values.kegiatan));
  form.append('else_request', values.else_request.trim());
  return form;
}

/**
 * POST /study-tour/register with the bearer credential and Accept JSON (the client's default).
 * Rejects with the axios error; 422/409 carry {data: {field: [message]}}.
 */
export async function registerBooking(values: BookingValues): Promise<void> {
  await getBearerApiClient().post('/study-tour/register', buildBookingForm(values), {
    headers: { Accept: 'application/json' },
  });
}
