import { orderWhatsappMessage } from './whatsapp-message';

test('the WhatsApp message of a paid order names the buyer, the order number, the total and the courier', () => {
  expect(
    orderWhatsappMessage({ name: 'Putu Eka Saputra ', orderId: 'NIEC-ORD-0042', total: 318500, courier: 'JNE REG' }),
  ).toMatch(
    /^Halo NIEC, saya Putu Eka Saputra baru saja membayar pesanan merchandise nomor NIEC-ORD-0042 sebesar Rp\s318\.500, dikirim dengan JNE REG\. Mohon info nomor resi pengirimannya\.$/,
  );
});

test('without an order number from the payment provider the message still names the order', () => {
  expect(orderWhatsappMessage({ name: 'Ani', orderId: null, total: 150000, courier: 'J&T EZ' })).toContain(
    'baru saja membayar pesanan merchandise sebesar',
  );
});
