import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { provideCartStore } from '@niec/shared';
import {
  CART_ERRORS,
  CART_STORAGE_KEY,
  CART_STORAGE_VERSION,
  assertId,
  isPlainObject,
  isValidPrice,
  sanitizeStoredItems,
  summarize,
  wholeQuantity,
  withTotal,
} from './cart-lines';
import type { CartItem, CartState } from './cart-types';

// '@niec/shared/cart': the cart (docs/product-rules.md#cart), one zustand store for the whole page, shared as a
// Module Federation singleton of its own, so the host and the shop hold the same store. Apart from the main entry,
// so a page loads the store (with zustand and its persist middleware) only when it uses it: the header's count
// reads the stored cart until then (useCartCount in '@niec/shared').
export { CART_ERRORS, CART_STORAGE_KEY, CART_STORAGE_VERSION };
export type { CartItem, CartItemInput, CartMetadata, CartState } from './cart-types';

/** localStorage that never throws (private mode, quota, unparsable JSON). */
const safeStorage = createJSONStorage<Pick<CartState, 'items' | 'metadata'>>(() => ({
  getItem: (name) => {
    try {
      const raw = localStorage.getItem(name);
      if (raw === null) return null;
      JSON.parse(raw);
      return raw;
    } catch {
      return null;
    }
  },
  setItem: (name, value) => {
    try {
      localStorage.setItem(name, value);
    } catch {
      // Storage full or unavailable: the cart keeps working for this page.
    }
  },
  removeItem: (name) => {
    try {
      localStorage.removeItem(name);
    } catch {
      // Storage unavailable: nothing to remove.
    }
  },
}));

export const useCartStore = create<CartState>()(
  persist(
    (set, get) => {
      const commit = (items: CartItem[]) => set(summarize(items));
      return {
        ...summarize([]),
        metadata: {},
        // Quantity defaults to 1 (docs/product-rules.md#cart); a repeated id is merged into one line.
        setItems: (input) => {
          const items: CartItem[] = [];
          for (const item of input) {
            assertId(item);
            if (!isValidPrice(item.price)) throw new Error(CART_ERRORS.missingPrice);
            const given = wholeQuantity(item.quantity);
            const quantity = given >= 1 ? given : 1;
            const index = items.findIndex((line) => line.id === item.id);
            const existing = items[index];
            if (existing) {
              items[index] = withTotal({
                ...existing,
                ...item,
                price: item.price,
                quantity: existing.quantity + quantity,
              });
            } else {
              items.push(withTotal({ ...item, price: item.price, quantity }));
            }
          }
          commit(items);
        },
        addItem: (item, quantity = 1) => {
          assertId(item);
          const amount = wholeQuantity(quantity);
          // Adding 0 or less (or a non-number) does nothing (docs/product-rules.md#cart).
          if (!(amount >= 1)) return;
          const items = get().items;
          const existing = items.find((line) => line.id === item.id);
          if (!existing) {
            if (!isValidPrice(item.price)) throw new Error(CART_ERRORS.missingPrice);
            commit([...items, withTotal({ ...item, price: item.price, quantity: amount })]);
            return;
          }
          commit(
            items.map((line) =>
              line === existing
                ? withTotal({
                    ...line,
                    ...item,
                    price: isValidPrice(item.price) ? item.price : line.price,
                    quantity: line.quantity + amount,
                  })
                : line,
            ),
          );
        },
        // docs/product-rules.md#cart gives no error for updating a missing item: it is a no-op (like removeItem).
        updateItem: (id, payload) => {
          const items = get().items;
          const existing = items.find((line) => line.id === id);
          if (!existing) return;
          const quantity = payload.quantity === undefined ? existing.quantity : wholeQuantity(payload.quantity);
          if (!Number.isFinite(quantity)) return;
          if (quantity <= 0) {
            commit(items.filter((line) => line !== existing));
            return;
          }
          commit(
            items.map((line) =>
              line === existing
                ? withTotal({
                    ...line,
                    ...payload,
                    id: line.id,
                    price: isValidPrice(payload.price) ? payload.price : line.price,
                    quantity,
                  })
                : line,
            ),
          );
        },
        updateItemQuantity: (id, quantity) => {
          const items = get().items;
          const existing = items.find((line) => line.id === id);
          if (!existing) throw new Error(CART_ERRORS.noSuchItem);
          const amount = wholeQuantity(quantity);
          if (!Number.isFinite(amount)) return;
          if (amount <= 0) {
            commit(items.filter((line) => line !== existing));
            return;
          }
          commit(items.map((line) => (line === existing ? withTotal({ ...line, quantity: amount }) : line)));
        },
        removeItem: (id) => commit(get().items.filter((line) => line.id !== id)),
        emptyCart: () => set({ ...summarize([]), metadata: {} }),
        setCartMetadata: (metadata) => {
          if (isPlainObject(metadata)) set({ metadata: { ...metadata } });
        },
        updateCartMetadata: (metadata) => {
          if (isPlainObject(metadata)) set({ metadata: { ...get().metadata, ...metadata } });
        },
        clearCartMetadata: () => set({ metadata: {} }),
        inCart: (id) => get().items.some((line) => line.id === id),
      };
    },
    {
      name: CART_STORAGE_KEY,
      version: CART_STORAGE_VERSION,
      // The server renders every page with an empty cart; the browser reads the stored one only after
      // hydration (hydrateCart), so the first browser render matches the server's HTML.
      skipHydration: true,
      storage: safeStorage,
      partialize: (state) => ({ items: state.items, metadata: state.metadata }),
      // A stored shape of another version is not trusted: start empty rather than crash.
      migrate: () => ({ items: [], metadata: {} }),
      merge: (persisted, current) => {
        const stored: Record<string, unknown> = isPlainObject(persisted) ? persisted : {};
        return {
          ...current,
          ...summarize(sanitizeStoredItems(stored.items)),
          metadata: isPlainObject(stored.metadata) ? stored.metadata : {},
        };
      },
    },
  ),
);

/** Reads the stored cart into the store: the host calls it once the page is hydrated (or mounted). */
export function hydrateCart(): Promise<void> {
  return Promise.resolve(useCartStore.persist.rehydrate());
}

const subscribeHydration = (onChange: () => void) => useCartStore.persist.onFinishHydration(onChange);

/**
 * False on the server, during hydration and until the stored cart was read: a page whose content depends on
 * the cart (checkout) waits for it instead of acting on the empty cart the server rendered with.
 */
export function useCartHydrated(): boolean {
  return useSyncExternalStore(
    subscribeHydration,
    () => useCartStore.persist.hasHydrated(),
    () => false,
  );
}

/**
 * Keeps every open tab on the same cart: another tab's write re-hydrates this one (the browser
 * fires `storage` only in the other tabs). A `null` key means that tab cleared all storage.
 */
export function syncCartAcrossTabs(): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_STORAGE_KEY || event.key === null) void useCartStore.persist.rehydrate();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

// The main entry's count follows this store from now on, and the host reads the stored cart into it (bootstrap).
provideCartStore({
  count: () => (useCartStore.persist.hasHydrated() ? useCartStore.getState().totalUniqueItems : null),
  subscribe: (listener) => useCartStore.subscribe(listener),
  hydrate: hydrateCart,
  syncAcrossTabs: syncCartAcrossTabs,
});
