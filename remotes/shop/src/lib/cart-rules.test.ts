import type { CartItem } from '@niec/shared';
import { addAvailability, addButtonLabel, cartHoldsMember, MEMBER_LIMIT_MESSAGE, toCartLine } from './cart-rules';
import { productPictures, toCatalogueProduct } from '../features/merchandise/model';

const line = (id: number, isMember: boolean, quantity = 1): CartItem => ({
  id,
  price: 1000,
  quantity,
  itemTotal: 1000 * quantity,
  is_with_member: isMember ? 1 : 0,
});

test('a product not in the cart can be added and its button reads Add to Cart', () => {
  const availability = addAvailability({ id: 1, isMember: false }, [line(2, false)]);
  expect(availability).toEqual({ kind: 'available' });
  expect(addButtonLabel(availability)).toBe('Add to Cart');
});

test('a product already in the cart cannot be added again and shows its quantity', () => {
  const availability = addAvailability({ id: 1, isMember: false }, [line(1, false, 3)]);
  expect(availability).toEqual({ kind: 'inCart', quantity: 3 });
  expect(addButtonLabel(availability)).toBe('In Cart (3)');
});

test('a member item cannot be added while the cart holds another member item, and says why', () => {
  const availability = addAvailability({ id: 8, isMember: true }, [line(1, false), line(7, true)]);
  expect(availability.kind).toBe('memberLimit');
  expect(addButtonLabel(availability)).toBe('Hanya 1 paket member per pesanan');
  expect(MEMBER_LIMIT_MESSAGE).toBe('Hanya 1 paket member per pesanan');
});

test('an ordinary product can still be added next to a member item', () => {
  expect(addAvailability({ id: 2, isMember: false }, [line(7, true)])).toEqual({ kind: 'available' });
});

test('isMember is true exactly when the cart holds a member item', () => {
  expect(cartHoldsMember([])).toBe(false);
  expect(cartHoldsMember([line(1, false)])).toBe(false);
  expect(cartHoldsMember([line(1, false), line(7, true)])).toBe(true);
});

test('a cart line keeps the name, code, price, member flag and picture of the product', () => {
  expect(
    toCartLine({ id: 7, code: 'NIEC-M01', name: 'Paket', price: 500000, isMember: true, image: 'http://x/m.svg' }),
  ).toEqual({
    id: 7,
    price: 500000,
    name_product: 'Paket',
    code_product: 'NIEC-M01',
    is_with_member: 1,
    image: 'http://x/m.svg',
  });
});

test('pictures skip empty ones and the API product maps to numbers the cart can use', () => {
  const product = {
    id: 4,
    id_product: 4,
    code_product: 'NIEC-004',
    name_product: 'Tumbler',
    price: '120000' as unknown as number,
    file_pic: null,
    file_pic1: 'http://x/1.svg',
    file_pic2: ' ',
    file_pic3: 'http://x/3.svg',
    description: null,
    is_with_member: '1' as unknown as number,
  };
  expect(productPictures(product)).toEqual(['http://x/1.svg', 'http://x/3.svg']);
  expect(toCatalogueProduct(product)).toEqual({
    id: 4,
    code: 'NIEC-004',
    name: 'Tumbler',
    price: 120000,
    isMember: true,
    image: 'http://x/1.svg',
  });
});
