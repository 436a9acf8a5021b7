import type { CourierOption } from '@niec/shared';
import { courierLabel } from './courier-label';

const option = (overrides: Partial<CourierOption>): CourierOption => ({
  courier_name: 'JNE',
  courier_code: 'jne',
  type: 'reg',
  description: 'Layanan Reguler',
  price: 23000,
  shipment_duration_range: '2 - 3',
  shipment_duration_unit: 'days',
  ...overrides,
});

test('a courier option shows name, description, duration in days and price', () => {
  expect(courierLabel(option({}))).toBe('JNE Layanan Reguler (2 - 3 hari) - Rp\u00a023.000');
});

test('hours are shown as jam', () => {
  expect(
    courierLabel(
      option({
        courier_name: 'GoSend',
        description: 'Instant',
        shipment_duration_range: '1 - 2',
        shipment_duration_unit: 'hours',
        price: 38000,
      }),
    ),
  ).toBe('GoSend Instant (1 - 2 jam) - Rp\u00a038.000');
});
