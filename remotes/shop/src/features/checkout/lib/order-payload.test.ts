import type { CartItem, CourierOption } from '@niec/shared';
import { buildOrderPayload, toShippingChoice, toShippingItems } from './order-payload';

const items: CartItem[] = [
  {
    id: 7,
    price: 500000,
    quantity: 1,
    itemTotal: 500000,
    name_product: 'Paket Membership NIEC 1 Tahun',
    code_product: 'NIEC-M01',
    is_with_member: 1,
  },
  {
    id: 1,
    price: 150000,
    quantity: 2,
    itemTotal: 300000,
    name_product: 'Kaos NIEC Study Abroad',
    code_product: 'NIEC-001',
    is_with_member: 0,
  },
];
const jne: CourierOption = {
  courier_name: 'JNE',
  courier_code: 'jne',
  type: 'reg',
  description: 'Layanan Reguler',
  price: 27500,
  shipment_duration_range: '1 - 2',
  shipment_duration_unit: 'days',
};
const address = {
  nama_lengkap: ' Putu Eka Saputra ',
  email: 'putu@example.com',
  notelp: '081234567890',
  alamat: 'Jl. Raya Kuta No. 12',
  provinsi: '51',
  kabupaten: '5102',
  postal_code: '80361',
};

test('items go to the aggregator with the product code as description and 1000 g each', () => {
  expect(toShippingItems(items)).toEqual([
    { name: 'Paket Membership NIEC 1 Tahun', description: 'NIEC-M01', value: 500000, weight: 1000, quantity: 1 },
    { name: 'Kaos NIEC Study Abroad', description: 'NIEC-001', value: 150000, weight: 1000, quantity: 2 },
  ]);
});

test('choosing a courier fixes ongkir, total, courier_code and courier_type', () => {
  expect(toShippingChoice(jne, 800000)).toEqual({
    ongkir: 27500,
    total: 827500,
    courier_code: 'jne',
    courier_type: 'reg',
  });
});

test('a member order carries code_konsultan; the postal code is an integer', () => {
  const payload = buildOrderPayload({
    address,
    shipping: toShippingChoice(jne, 800000),
    items,
    member: {
      email: 'a@b.co',
      password: 'x',
      cpassword: 'x',
      code_konsultan: 'KNS-DPS-01',
      id_provinsi: '51',
      kode_sekolah: '',
    },
  });
  expect(payload).toEqual({
    destination_contact_name: 'Putu Eka Saputra',
    destination_contact_phone: '081234567890',
    destination_address: 'Jl. Raya Kuta No. 12',
    destination_contact_email: 'putu@example.com',
    destination_postal_code: 80361,
    courier_company: 'jne',
    courier_type: 'reg',
    courier_insurance: 500000,
    delivery_type: 'now',
    ongkir: 27500,
    items: toShippingItems(items),
    total: 827500,
    code_konsultan: 'KNS-DPS-01',
  });
});

test('a non-member order has no code_konsultan', () => {
  const payload = buildOrderPayload({ address, shipping: toShippingChoice(jne, 800000), items, member: null });
  expect(payload).not.toHaveProperty('code_konsultan');
});
