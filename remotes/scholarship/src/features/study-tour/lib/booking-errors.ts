import type { SubmitOptions } from '@niec/shared/submit';

const unauthorised = 'Pendaftaran ditolak oleh server (akses tidak sah). Silakan hubungi kami melalui WhatsApp.';
const incomplete = 'Data pendaftaran belum lengkap atau tidak valid. Periksa kembali isian Anda.';

/**
 * How a booking is sent: 422 and 409 carry per-field errors (docs/product-rules.md#errors-and-logging); every other failure gets a clear
 * Indonesian message instead of silence (no answer, 5xx and 429 in the shared wording).
 */
export const BOOKING_SUBMIT: SubmitOptions<undefined> = {
  fieldErrorStatuses: [422, 409],
  messages: {
    other: (httpStatus) => `Pendaftaran gagal dikirim (kode ${httpStatus}). Silakan coba lagi.`,
    byStatus: { 401: unauthorised, 403: unauthorised, 409: incomplete, 422: incomplete },
  },
};
