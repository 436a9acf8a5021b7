import { emptyBooking } from '../schemas/booking-schema';
import { bookingWhatsappMessage } from './whatsapp-message';

test('the WhatsApp message of a booking names the tour package, destination, dates and group', () => {
  expect(
    bookingWhatsappMessage(
      {
        ...emptyBooking,
        nama: 'Siti Rahmawati',
        email: 'siti@example.com',
        negara_tujuan: 'South Korea',
        tanggal_pergi: '2027-03-02',
        tanggal_pulang: '2027-03-09',
        total_peserta: '20',
        total_pendamping: '2',
      },
      'Paket: Seoul, South Korea (8 hari)',
    ),
  ).toBe(
    'Halo NIEC, saya Siti Rahmawati baru saja mendaftar study tour (Paket: Seoul, South Korea (8 hari)) ke South Korea, ' +
      'berangkat 02 Maret 2027 dan pulang 09 Maret 2027, untuk 20 peserta dan 2 pendamping. Email saya siti@example.com. ' +
      'Mohon info langkah selanjutnya.',
  );
});
