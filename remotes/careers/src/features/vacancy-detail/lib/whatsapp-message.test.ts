import { applicationWhatsappMessage } from './whatsapp-message';

test('the WhatsApp message of an application names the applicant, the vacancy, its branch and the email', () => {
  expect(
    applicationWhatsappMessage(
      { first_name: ' Putu ', last_name: 'Ayu', email: 'putu@example.com ' },
      { title: 'Education Consultant', branch: 'Denpasar' },
    ),
  ).toBe(
    'Halo NIEC, saya Putu Ayu baru saja mengirim lamaran untuk posisi Education Consultant di Denpasar ' +
      'dengan email putu@example.com. Mohon info tahap seleksi berikutnya.',
  );
});
