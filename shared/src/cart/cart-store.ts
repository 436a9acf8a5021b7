import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** docs/product-rules.md#cart: the cart, one zustand store for the whole page (a Module Federation singleton). */
export interface CartItemInput {
  id: string | number;
  price?: number;
  quantity?: number;
  name_product?: string;
  code_product?: string;
  /** 1 for a membership package (docs/product-rules.md#merchandise: no quantity controls, one per order). */
  is_with_member?: number;
  image?: string | null;
  [key: string]: unknown;
}

export interface CartItem extends CartItemInput {
  price: number;
  quantity: number;
  itemTotal: number;
}

export type CartMetadata = Record<string, unknown>;

export interface CartState {
  items: CartItem[];
  metadata: CartMetadata;
  isEmpty: boolean;
  totalItems: number;
  totalUniqueItems: number;
  cartTotal: number;
  setItems: (items: CartItemInput[]) => void;
  addItem: (item: CartItemInput, quantity?: number) => void;
  updateItem: (id: CartItem['id'], payload: Partial<CartItemInput>) => void;
  updateItemQuantity: (id: CartItem['id'], quantity: number) => void;
  removeItem: (id: CartItem['id']) => void;
  emptyCart: () => void;
  setCartMetadata: (metadata: CartMetadata) => void;
  updateCartMetadata: (metadata: CartMetadata) => void;
  clearCartMetadata: () => void;
  inCart: (id: CartItem['id']) => boolean;
}

export const CART_STORAGE_KEY = 'niec-cart';
/**
 * Version of the stored shape ({state: {items, metadata}, version}). Bump it when the shape
 * changes; a stored cart of any other version is discarded (an empty cart, never a crash).
 */
export const CART_STORAGE_VERSION = 1;

export const CART_ERRORS = {
  missingId: 'You must provide an `id` for items',
  missingPrice: 'You must pass a `price` for new items',
  noSuchItem: 'No such item to update',
} as const;

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function isValidId(id: unknown): id is CartItem['id'] {
  return (typeof id === 'string' && id !== '') || isFiniteNumber(id);
}

function isValidPrice(price: unknown): price is number {
  return isFiniteNumber(price) && price >= 0;
}

/** Quantities are whole numbers; anything else is read as its whole part. */
function wholeQuantity(quantity: unknown): number {
  return isFiniteNumber(quantity) ? Math.trunc(quantity) : Number.NaN;
}

function assertId(item: { id?: unknown } | null | undefined): void {
  if (!item || !isValidId(item.id)) throw new Error(CART_ERRORS.missingId);
}

function withTotal(item: CartItemInput & { price: number; quantity: number }): CartItem {
  return { ...item, itemTotal: item.price * item.quantity };
}

/** The derived fields, computed in one place from the items. */
function summarize(items: CartItem[]) {
  return {
    items,
    isEmpty: items.length === 0,
    totalItems: items.reduce((sum, item) => sum + item.quantity, 0),
    totalUniqueItems: items.length,
    cartTotal: items.reduce((sum, item) => sum + item.price * item.quantity, 0),
  };
}

const OPTIONAL_STRING_FIELDS = ['name_product', 'code_product'] as const;

/**
 * Rebuilds items from stored JSON. Anything that is not a valid cart line is dropped, and known
 * fields of the wrong type are removed, so a foreign or hand-edited value can never crash a render
 * (an object where the UI expects a product name would).
 */
function sanitizeStoredItems(value: unknown): CartItem[] {
  if (!Array.isArray(value)) return [];
  const items: CartItem[] = [];
  for (const raw of value as unknown[]) {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) continue;
    const line: Record<string, unknown> = { ...(raw as Record<string, unknown>) };
    const { id, price } = line;
    const quantity = wholeQuantity(line.quantity);
    if (!isValidId(id) || !isValidPrice(price) || !(quantity >= 1)) continue;
    if (items.some((item) => item.id === id)) continue;
    for (const field of OPTIONAL_STRING_FIELDS) {
      if (field in line && typeof line[field] !== 'string') delete line[field];
    }
    if ('image' in line && line.image !== null && typeof line.image !== 'string') delete line.image;
    if ('is_with_member' in line && line.is_with_member !== 0 && line.is_with_member !== 1) {
      delete line.is_with_member;
    }
    items.push(withTotal({ ...line, id, price, quantity }));
  }
  return items;
}

function isPlainObject(value: unknown): value is CartMetadata {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

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
