import { isAxiosError, readFieldErrors, type FieldErrors } from '@niec/shared';

export type BookingFailure = { kind: 'fields'; errors: FieldErrors } | { kind: 'message'; message: string };

/**
 * What the visitor is told when a booking is not accepted. 422 and 409 carry per-field errors
 * (docs/product-rules.md#errors-and-logging); every other failure gets a clear Indonesian message instead of silence.
 */
export function describeBookingFailure(error: unknown): BookingFailure {
  if (!isAxiosError(error)) {
    return {
      kind: 'message',
      message: 'Terjadi kesalahan yang tidak terduga. Data Anda belum terkirim, silakan coba lagi.',
    };
  }
  const status = error.response?.status;
  if (status === 422 || status === 409) {
    const errors = readFieldErrors(error.response?.data);
    if (errors) return { kind: 'fields', errors };
    return { kind: 'message', message: 'Data pendaftaran belum lengkap atau tidak valid. Periksa kembali isian Anda.' };
  }
  if (status === undefined) {
    return {
      kind: 'message',
      message: 'Tidak dapat terhubung ke server. Periksa koneksi internet Anda lalu coba lagi.',
    };
  }
  if (status === 401 || status === 403) {
    return {
      kind: 'message',
      message: 'Pendaftaran ditolak oleh server (akses tidak sah). Silakan hubungi kami melalui WhatsApp.',
    };
  }
  if (status === 429) {
    return { kind: 'message', message: 'Terlalu banyak permintaan. Tunggu sebentar lalu coba lagi.' };
  }
  if (status >= 500) {
    return {
      kind: 'message',
      message: 'Terjadi gangguan pada server kami. Data Anda belum terkirim, silakan coba beberapa saat lagi.',
    };
  }
  return { kind: 'message', message: `Pendaftaran gagal dikirim (kode ${status}). Silakan coba lagi.` };
}
