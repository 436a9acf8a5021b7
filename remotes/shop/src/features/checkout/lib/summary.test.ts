import type { CartItem } from '@niec/shared';
import { computeSummary } from './summary';

const items: CartItem[] = [
  {
    id: 1,
    price: 150000,
    quantity: 2,
    itemTotal: 300000,
    name_product: 'Kaos NIEC Study Abroad',
    code_product: 'NIEC-001',
  },
  {
    id: 3,
    price: 85000,
    quantity: 1,
    itemTotal: 85000,
    name_product: 'Tote Bag Kanvas NIEC',
    code_product: 'NIEC-003',
  },
];

test('each item is listed with its quantity, unit value and line total', () => {
  expect(computeSummary(items, 385000, null).lines).toEqual([
    { key: '1', name: 'Kaos NIEC Study Abroad', quantity: 2, value: 150000, lineTotal: 300000 },
    { key: '3', name: 'Tote Bag Kanvas NIEC', quantity: 1, value: 85000, lineTotal: 85000 },
  ]);
});

test('before a courier is chosen the total is the cart total and there is no shipping cost', () => {
  const summary = computeSummary(items, 385000, null);
  expect(summary.ongkir).toBeNull();
  expect(summary.total).toBe(385000);
});

test('the total is the cart total plus the chosen courier price', () => {
  const summary = computeSummary(items, 385000, 22500);
  expect(summary.ongkir).toBe(22500);
  expect(summary.total).toBe(407500);
});

test('a free courier still counts as chosen', () => {
  expect(computeSummary(items, 385000, 0)).toMatchObject({ ongkir: 0, total: 385000 });
});
