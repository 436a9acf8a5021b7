import { act, renderHook } from '@testing-library/react';
import { CART_STORAGE_KEY, CART_STORAGE_VERSION } from './cart-lines';
import { provideCartStore, useCartCount, whenCartStore, type CartStoreHandle } from './cart-count';

// This file never loads the cart store ('@niec/shared/cart'): the count is the stored cart's until a store is provided.
const store = (items: unknown[], version = CART_STORAGE_VERSION) =>
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ state: { items, metadata: {} }, version }));
const otherTabWrote = () => {
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
  });
};

const lines = [
  { id: 1, price: 150000, quantity: 2, name_product: 'Kaos' },
  { id: 2, price: 50000, quantity: 1, name_product: 'Stiker' },
  { id: 3, quantity: 1, name_product: 'Tanpa harga' },
  { id: 1, price: 150000, quantity: 1, name_product: 'Kaos lagi' },
];

test('before the store is loaded, the count is the stored cart read by the store rules', () => {
  localStorage.clear();
  const { result } = renderHook(() => useCartCount());
  expect(result.current).toBe(0);
  // A line without a price and a repeated id are not lines the store would keep: two products.
  store(lines);
  otherTabWrote();
  expect(result.current).toBe(2);
  // A cart stored in another shape (version) is one the store discards; unreadable JSON counts nothing.
  store(lines, CART_STORAGE_VERSION + 1);
  otherTabWrote();
  expect(result.current).toBe(0);
  localStorage.setItem(CART_STORAGE_KEY, '{not json');
  otherTabWrote();
  expect(result.current).toBe(0);
});

test('once the store is provided and has read the stored cart, the count is the store’s and follows it', () => {
  store(lines);
  let count: number | null = null;
  const listeners = new Set<() => void>();
  const hydrate = jest.fn(() => Promise.resolve());
  const handle: CartStoreHandle = {
    count: () => count,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    hydrate,
    syncAcrossTabs: () => () => undefined,
  };
  const ready = jest.fn((cart: CartStoreHandle) => void cart.hydrate());
  whenCartStore(ready);
  const { result } = renderHook(() => useCartCount());
  expect(result.current).toBe(2);
  act(() => provideCartStore(handle));
  expect(ready).toHaveBeenCalledWith(handle);
  expect(hydrate).toHaveBeenCalledTimes(1);
  // Not read yet: still the stored cart's count, with no flash of an empty cart.
  expect(result.current).toBe(2);
  count = 5;
  act(() => listeners.forEach((listener) => listener()));
  expect(result.current).toBe(5);
  // Asked for after the store is provided, it runs at once.
  const late = jest.fn();
  whenCartStore(late);
  expect(late).toHaveBeenCalledWith(handle);
});
