import type { CartItem } from '@niec/shared';
import { resolveCheckoutInput } from './resolve-checkout';

const kaos: CartItem = {
  id: 1,
  price: 150000,
  quantity: 1,
  itemTotal: 150000,
  name_product: 'Kaos',
  is_with_member: 0,
};
const membership: CartItem = {
  id: 7,
  price: 500000,
  quantity: 1,
  itemTotal: 500000,
  name_product: 'Paket',
  is_with_member: 1,
};

test('route state from the cart view is used as given', () => {
  const state = { items: [kaos], cartTotal: 150000, isMember: false };
  expect(resolveCheckoutInput(state, { items: [membership], cartTotal: 500000 })).toEqual(state);
});

test('without route state the stored cart is used and a membership item makes a member checkout', () => {
  expect(resolveCheckoutInput(null, { items: [kaos, membership], cartTotal: 650000 })).toEqual({
    items: [kaos, membership],
    cartTotal: 650000,
    isMember: true,
  });
});

test('a malformed route state falls back to the stored cart', () => {
  expect(resolveCheckoutInput({ items: 'nope' }, { items: [kaos], cartTotal: 150000 })).toEqual({
    items: [kaos],
    cartTotal: 150000,
    isMember: false,
  });
});

test('an empty cart stays empty', () => {
  expect(resolveCheckoutInput(undefined, { items: [], cartTotal: 0 }).items).toEqual([]);
});
