import {
  CART_ERRORS,
  CART_STORAGE_KEY,
  CART_STORAGE_VERSION,
  syncCartAcrossTabs,
  useCartStore,
  type CartItemInput,
} from './cart-store';
import { resetCartStore } from '../testing';
import type * as cartStoreModule from './cart-store';

type CartStoreModule = typeof cartStoreModule;

const kaos: CartItemInput = { id: 1, price: 150000, name_product: 'Kaos NIEC Study Abroad', code_product: 'NIEC-001' };
const tote: CartItemInput = { id: 3, price: 85000, name_product: 'Tote Bag Kanvas NIEC', code_product: 'NIEC-003' };
const member: CartItemInput = {
  id: 7,
  price: 500000,
  name_product: 'Paket Membership NIEC 1 Tahun',
  code_product: 'NIEC-M01',
  is_with_member: 1,
};

const cart = () => useCartStore.getState();
/** The cart's line for a product id. */
const line = (id: string | number) => cart().items.find((item) => item.id === id);

function storedCart(): { state: { items: unknown[]; metadata: unknown }; version: number } {
  return JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null') as {
    state: { items: unknown[]; metadata: unknown };
    version: number;
  };
}

function store(value: unknown): void {
  localStorage.setItem(CART_STORAGE_KEY, typeof value === 'string' ? value : JSON.stringify(value));
}

beforeEach(() => {
  resetCartStore();
  localStorage.clear();
});

describe('a new cart', () => {
  test('is empty with zero totals and no metadata', () => {
    expect(cart()).toMatchObject({
      items: [],
      isEmpty: true,
      totalItems: 0,
      totalUniqueItems: 0,
      cartTotal: 0,
      metadata: {},
    });
  });
});

describe('addItem', () => {
  test('adds a new line with quantity 1 and its item total', () => {
    cart().addItem(kaos);
    expect(cart().items).toEqual([{ ...kaos, quantity: 1, itemTotal: 150000 }]);
    expect(cart()).toMatchObject({ isEmpty: false, totalItems: 1, totalUniqueItems: 1, cartTotal: 150000 });
  });

  test('adds the given quantity to a new line', () => {
    cart().addItem(tote, 3);
    expect(line(3)).toMatchObject({ quantity: 3, itemTotal: 255000 });
  });

  test('adds to the quantity of a line that is already in the cart instead of adding a second line', () => {
    cart().addItem(kaos);
    cart().addItem(kaos, 2);
    expect(cart().items).toHaveLength(1);
    expect(line(1)).toMatchObject({ quantity: 3, itemTotal: 450000 });
    expect(cart()).toMatchObject({ totalItems: 3, totalUniqueItems: 1, cartTotal: 450000 });
  });

  test('an existing line can be added to without repeating its price', () => {
    cart().addItem(kaos);
    cart().addItem({ id: 1 });
    expect(line(1)).toMatchObject({ price: 150000, quantity: 2, itemTotal: 300000 });
  });

  test('adding a quantity of 0 or less does nothing', () => {
    cart().addItem(kaos, 0);
    cart().addItem(kaos, -2);
    expect(cart().isEmpty).toBe(true);
    cart().addItem(kaos);
    cart().addItem(kaos, 0);
    cart().addItem(kaos, -1);
    expect(line(1)?.quantity).toBe(1);
  });

  test('an item without an id is refused with the spec message', () => {
    expect(() => cart().addItem({ price: 1000 } as unknown as CartItemInput)).toThrow(
      'You must provide an `id` for items',
    );
    expect(() => cart().addItem({ id: '', price: 1000 })).toThrow(CART_ERRORS.missingId);
    expect(cart().isEmpty).toBe(true);
  });

  test('a new item without a price is refused with the spec message', () => {
    expect(() => cart().addItem({ id: 9, name_product: 'Tanpa harga' })).toThrow(
      'You must pass a `price` for new items',
    );
    expect(cart().isEmpty).toBe(true);
  });

  test('keeps the name, code, member flag and image of the line', () => {
    cart().addItem({ ...member, image: 'http://img.test/m01.svg' });
    expect(line(7)).toMatchObject({
      name_product: 'Paket Membership NIEC 1 Tahun',
      code_product: 'NIEC-M01',
      is_with_member: 1,
      image: 'http://img.test/m01.svg',
    });
  });
});

describe('setItems', () => {
  test('replaces the cart and gives a quantity of 1 to items without one', () => {
    cart().addItem(member);
    cart().setItems([kaos, { ...tote, quantity: 2 }]);
    expect(cart().items.map(({ id, quantity, itemTotal }) => ({ id, quantity, itemTotal }))).toEqual([
      { id: 1, quantity: 1, itemTotal: 150000 },
      { id: 3, quantity: 2, itemTotal: 170000 },
    ]);
    expect(cart()).toMatchObject({ totalItems: 3, totalUniqueItems: 2, cartTotal: 320000 });
  });

  test('an empty list empties the cart', () => {
    cart().addItem(kaos);
    cart().setItems([]);
    expect(cart().isEmpty).toBe(true);
  });

  test('a repeated id becomes one line with the quantities added up', () => {
    cart().setItems([kaos, { ...kaos, quantity: 2 }]);
    expect(cart().items).toHaveLength(1);
    expect(line(1)?.quantity).toBe(3);
  });

  test('refuses items without an id or a price with the spec messages and leaves the cart unchanged', () => {
    cart().addItem(kaos);
    expect(() => cart().setItems([tote, { price: 1 } as unknown as CartItemInput])).toThrow(CART_ERRORS.missingId);
    expect(() => cart().setItems([{ id: 5 }])).toThrow(CART_ERRORS.missingPrice);
    expect(cart().items.map((item) => item.id)).toEqual([1]);
  });
});

describe('updateItem', () => {
  test('changes fields of a line and recomputes its total', () => {
    cart().addItem(kaos, 2);
    cart().updateItem(1, { price: 100000, name_product: 'Kaos Promo' });
    expect(line(1)).toMatchObject({
      name_product: 'Kaos Promo',
      price: 100000,
      quantity: 2,
      itemTotal: 200000,
    });
    expect(cart().cartTotal).toBe(200000);
  });

  test('cannot change the id of a line', () => {
    cart().addItem(kaos);
    cart().updateItem(1, { id: 99 });
    expect(cart().inCart(1)).toBe(true);
    expect(cart().inCart(99)).toBe(false);
  });

  test('a quantity of 0 or less in the update removes the line', () => {
    cart().addItem(kaos);
    cart().addItem(tote);
    cart().updateItem(1, { quantity: 0 });
    expect(cart().items.map((item) => item.id)).toEqual([3]);
  });

  test('updating a line that is not in the cart changes nothing', () => {
    cart().addItem(kaos);
    cart().updateItem(42, { price: 1 });
    expect(cart().items).toHaveLength(1);
    expect(cart().inCart(42)).toBe(false);
  });
});

describe('updateItemQuantity', () => {
  test('sets the quantity of a line and recomputes the totals', () => {
    cart().addItem(kaos);
    cart().addItem(tote);
    cart().updateItemQuantity(3, 4);
    expect(line(3)).toMatchObject({ quantity: 4, itemTotal: 340000 });
    expect(cart()).toMatchObject({ totalItems: 5, totalUniqueItems: 2, cartTotal: 490000 });
  });

  test('a quantity of 0 or less removes the line', () => {
    cart().addItem(kaos);
    cart().addItem(tote);
    cart().updateItemQuantity(1, 0);
    cart().updateItemQuantity(3, -1);
    expect(cart()).toMatchObject({ items: [], isEmpty: true, cartTotal: 0 });
  });

  test('a line that is not in the cart is refused with the spec message', () => {
    expect(() => cart().updateItemQuantity(42, 2)).toThrow('No such item to update');
    expect(() => cart().updateItemQuantity(42, 0)).toThrow(CART_ERRORS.noSuchItem);
  });
});

describe('removeItem and emptyCart', () => {
  test('removeItem takes out only that line', () => {
    cart().addItem(kaos);
    cart().addItem(tote, 2);
    cart().removeItem(1);
    expect(cart().items.map((item) => item.id)).toEqual([3]);
    expect(cart()).toMatchObject({ totalItems: 2, totalUniqueItems: 1, cartTotal: 170000 });
  });

  test('removing a line that is not in the cart changes nothing', () => {
    cart().addItem(kaos);
    cart().removeItem(42);
    expect(cart().totalUniqueItems).toBe(1);
  });

  test('emptyCart clears the lines, the totals and the metadata', () => {
    cart().addItem(kaos);
    cart().addItem(member);
    cart().setCartMetadata({ note: 'kado' });
    cart().emptyCart();
    expect(cart()).toMatchObject({
      items: [],
      isEmpty: true,
      totalItems: 0,
      totalUniqueItems: 0,
      cartTotal: 0,
      metadata: {},
    });
    expect(storedCart().state).toEqual({ items: [], metadata: {} });
  });
});

describe('metadata', () => {
  test('setCartMetadata replaces, updateCartMetadata merges and clearCartMetadata clears', () => {
    cart().setCartMetadata({ a: 1, b: 2 });
    expect(cart().metadata).toEqual({ a: 1, b: 2 });
    cart().setCartMetadata({ c: 3 });
    expect(cart().metadata).toEqual({ c: 3 });
    cart().updateCartMetadata({ d: 4, c: 5 });
    expect(cart().metadata).toEqual({ c: 5, d: 4 });
    cart().clearCartMetadata();
    expect(cart().metadata).toEqual({});
  });

  test('a value that is not an object is ignored', () => {
    cart().setCartMetadata({ a: 1 });
    cart().setCartMetadata(null as unknown as Record<string, unknown>);
    cart().updateCartMetadata([1] as unknown as Record<string, unknown>);
    expect(cart().metadata).toEqual({ a: 1 });
  });
});

describe('getItem and inCart', () => {
  test('find a line by id', () => {
    cart().addItem(kaos);
    expect(line(1)).toMatchObject({ name_product: 'Kaos NIEC Study Abroad', quantity: 1 });
    expect(line(2)).toBeUndefined();
    expect(cart().inCart(1)).toBe(true);
    expect(cart().inCart(2)).toBe(false);
  });
});

describe('persistence', () => {
  test('every change is written to localStorage under niec-cart with the shape version', () => {
    cart().addItem(kaos, 2);
    cart().updateCartMetadata({ source: 'test' });
    const saved = storedCart();
    expect(saved.version).toBe(CART_STORAGE_VERSION);
    expect(saved.state.items).toEqual([expect.objectContaining({ id: 1, price: 150000, quantity: 2 })]);
    expect(saved.state.metadata).toEqual({ source: 'test' });
  });

  test('a stored cart of this version is read back with its totals', async () => {
    store({
      state: {
        items: [
          { ...kaos, quantity: 2 },
          { ...member, quantity: 1 },
        ],
        metadata: { x: 1 },
      },
      version: CART_STORAGE_VERSION,
    });
    await useCartStore.persist.rehydrate();
    expect(cart()).toMatchObject({ totalItems: 3, totalUniqueItems: 2, cartTotal: 800000, metadata: { x: 1 } });
    expect(line(1)?.itemTotal).toBe(300000);
  });

  test.each([
    ['text that is not JSON', 'garbage{'],
    ['JSON null', 'null'],
    ['a number', '42'],
    ['a string', '"niec"'],
    ['an array', '[1,2,3]'],
    ['a foreign object', JSON.stringify({ cart: ['kaos'], user: 'x' })],
    ['items that are not a list', JSON.stringify({ state: { items: 'kaos', metadata: 5 }, version: 1 })],
  ])('%s in storage yields an empty cart', async (_label, raw) => {
    cart().addItem(kaos);
    store(raw);
    await useCartStore.persist.rehydrate();
    expect(cart()).toMatchObject({ items: [], isEmpty: true, totalItems: 0, cartTotal: 0, metadata: {} });
    // The cart keeps working afterwards.
    cart().addItem(tote);
    expect(cart().totalUniqueItems).toBe(1);
  });

  test('a stored cart of another version is discarded and replaced by an empty one of this version', async () => {
    store({ state: { items: [{ ...kaos, quantity: 1 }], metadata: {} }, version: 0 });
    await useCartStore.persist.rehydrate();
    expect(cart().isEmpty).toBe(true);
    expect(storedCart()).toEqual({ state: { items: [], metadata: {} }, version: CART_STORAGE_VERSION });
  });

  test('invalid stored lines are dropped and the valid ones kept', async () => {
    store({
      state: {
        items: [
          null,
          'kaos',
          [1, 2],
          { price: 1000, quantity: 1 },
          { id: 2, quantity: 1 },
          { id: 3, price: -5, quantity: 1 },
          { id: 4, price: '1000', quantity: 1 },
          { id: 5, price: 1000, quantity: 0 },
          { id: 6, price: 1000, quantity: 0.5 },
          { id: 1, price: 150000, quantity: 2.7, itemTotal: 999 },
          { id: 1, price: 1, quantity: 1 },
        ],
        metadata: {},
      },
      version: CART_STORAGE_VERSION,
    });
    await useCartStore.persist.rehydrate();
    expect(cart().items).toEqual([{ id: 1, price: 150000, quantity: 2, itemTotal: 300000 }]);
    expect(cart().cartTotal).toBe(300000);
  });

  test('stored fields of the wrong type are removed so nothing can break a render', async () => {
    store({
      state: {
        items: [
          {
            id: 1,
            price: 150000,
            quantity: 1,
            name_product: { evil: true },
            code_product: 7,
            image: 3,
            is_with_member: 'yes',
          },
        ],
        metadata: {},
      },
      version: CART_STORAGE_VERSION,
    });
    await useCartStore.persist.rehydrate();
    expect(cart().items).toEqual([{ id: 1, price: 150000, quantity: 1, itemTotal: 150000 }]);
  });

  test('the cart is read from storage when the page loads, and garbage there does not crash the load', () => {
    store({ state: { items: [{ ...tote, quantity: 2 }], metadata: {} }, version: CART_STORAGE_VERSION });
    jest.isolateModules(() => {
      const fresh = jest.requireActual<CartStoreModule>('./cart-store');
      // Nothing is read before the page is hydrated (the server rendered an empty cart) ...
      expect(fresh.useCartStore.getState()).toMatchObject({ totalItems: 0 });
      void fresh.hydrateCart();
      // ... and then the stored cart appears.
      expect(fresh.useCartStore.getState()).toMatchObject({ totalItems: 2, cartTotal: 170000 });
    });
    store('{"state": {"items": [');
    jest.isolateModules(() => {
      const fresh = jest.requireActual<CartStoreModule>('./cart-store');
      void fresh.hydrateCart();
      expect(fresh.useCartStore.getState()).toMatchObject({ isEmpty: true, items: [] });
    });
  });

  test('a storage that throws (private mode, quota) does not break the cart', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    try {
      expect(() => cart().addItem(kaos)).not.toThrow();
      expect(cart().totalUniqueItems).toBe(1);
    } finally {
      setItem.mockRestore();
    }
  });
});

describe('syncCartAcrossTabs', () => {
  function otherTabWrites(key: string | null, value: unknown): void {
    if (key === CART_STORAGE_KEY) store(value);
    window.dispatchEvent(new StorageEvent('storage', { key }));
  }

  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  test('a cart change in another tab shows in this tab', async () => {
    const stop = syncCartAcrossTabs();
    try {
      otherTabWrites(CART_STORAGE_KEY, {
        state: {
          items: [
            { ...kaos, quantity: 1 },
            { ...tote, quantity: 3 },
          ],
          metadata: {},
        },
        version: CART_STORAGE_VERSION,
      });
      await flush();
      expect(cart()).toMatchObject({ totalUniqueItems: 2, totalItems: 4, cartTotal: 405000 });
    } finally {
      stop();
    }
  });

  test('another tab emptying storage empties this cart, and other keys are ignored', async () => {
    cart().addItem(kaos);
    const stop = syncCartAcrossTabs();
    try {
      localStorage.setItem('something-else', '1');
      window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
      await flush();
      expect(cart().totalUniqueItems).toBe(1);
      localStorage.clear();
      otherTabWrites(null, null);
      await flush();
      expect(cart().isEmpty).toBe(true);
    } finally {
      stop();
    }
  });

  test('after stopping, other tabs no longer change this cart', async () => {
    const stop = syncCartAcrossTabs();
    stop();
    otherTabWrites(CART_STORAGE_KEY, {
      state: { items: [{ ...kaos, quantity: 1 }], metadata: {} },
      version: CART_STORAGE_VERSION,
    });
    await flush();
    expect(cart().isEmpty).toBe(true);
  });
});
