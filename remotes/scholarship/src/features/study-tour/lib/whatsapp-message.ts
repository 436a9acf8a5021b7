import { formatDateLong } from '@niec/shared/dates';
import type { BookingValues } from '../schemas/booking-schema';

/**
 * The message 'Lanjutkan via WhatsApp' types after a booking: who booked, which tour (the line naming the
 * package, when it was booked from a tour card), the destination and dates and the group's size, so the
 * consultant can find the booking at once.
 */
export function bookingWhatsappMessage(values: BookingValues, context?: string): string {
  const what = context ? `study tour (${context})` : 'study tour';
  const dates = [values.tanggal_pergi, values.tanggal_pulang].map((d) => formatDateLong(d)).filter(Boolean);
  const people = `${values.total_peserta || '0'} peserta dan ${values.total_pendamping || '0'} pendamping`;
  return [
    `Halo NIEC, saya ${values.nama} baru saja mendaftar ${what} ke ${values.negara_tujuan}`,
    dates.length === 2 ? `, berangkat ${dates[0]!} dan pulang ${dates[1]!}` : '',
    `, untuk ${people}. Email saya ${values.email}. Mohon info langkah selanjutnya.`,
  ].join('');
}
