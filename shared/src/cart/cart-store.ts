import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** SPEC section 3/4/5: the cart, one zustand store for the whole page (a Module Federation singleton). */
export interface CartItemInput {
  id: string | number;
  price?: number;
  quantity?: number;
  name_product?: string;
  code_product?: string;
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
  getItem: (id: CartItem['id']) => CartItem | undefined;
  inCart: (id: CartItem['id']) => boolean;
}

export const CART_STORAGE_KEY = 'niec-cart';
export const CART_STORAGE_VERSION = 1;

export const CART_ERRORS = {
  missingId: 'You must provide an `id` for items',
  missingPrice: 'You must pass a `price` for new items',
  noSuchItem: 'No such item to update',
} as const;

function withTotal(item: CartItemInput & { price: number; quantity: number }): CartItem {
  return { ...item, itemTotal: item.price * item.quantity };
}

/** The derived fields, computed in one place from the items. */
export function summarize(items: CartItem[]) {
  return {
    items,
    isEmpty: items.length === 0,
    totalItems: items.reduce((sum, item) => sum + item.quantity, 0),
    totalUniqueItems: items.length,
    cartTotal: items.reduce((sum, item) => sum + item.price * item.quantity, 0),
  };
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Rebuilds items from stored JSON; anything that is not a valid cart line is dropped. */
export function sanitizeStoredItems(value: unknown): CartItem[] {
  if (!Array.isArray(value)) return [];
  const items: CartItem[] = [];
  for (const raw of value as unknown[]) {
    if (typeof raw !== 'object' || raw === null) continue;
    const line = raw as Record<string, unknown>;
    const id = line.id;
    if ((typeof id !== 'string' && typeof id !== 'number') || id === '') continue;
    if (!isFiniteNumber(line.price) || line.price < 0) continue;
    if (!isFiniteNumber(line.quantity) || line.quantity <= 0) continue;
    if (items.some((item) => item.id === id)) continue;
    items.push(withTotal({ ...(line as CartItemInput), id, price: line.price, quantity: Math.floor(line.quantity) }));
  }
  return items;
}

function sanitizeMetadata(value: unknown): CartMetadata {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as CartMetadata) : {};
}

/** localStorage that never throws (private mode, quota, a foreign or corrupted value). */
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
      // ignore
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
        setItems: (input) => {
          commit(
            input.map((item) => {
              if (item.id === undefined || item.id === null || item.id === '') throw new Error(CART_ERRORS.missingId);
              if (!isFiniteNumber(item.price)) throw new Error(CART_ERRORS.missingPrice);
              return withTotal({ ...item, price: item.price, quantity: item.quantity ?? 1 });
            }),
          );
        },
        addItem: (item, quantity = 1) => {
          if (item.id === undefined || item.id === null || item.id === '') throw new Error(CART_ERRORS.missingId);
          if (quantity <= 0) return;
          const items = get().items;
          const existing = items.find((line) => line.id === item.id);
          if (!existing) {
            if (!isFiniteNumber(item.price)) throw new Error(CART_ERRORS.missingPrice);
            commit([...items, withTotal({ ...item, price: item.price, quantity })]);
            return;
          }
          commit(
            items.map((line) =>
              line.id === item.id
                ? withTotal({ ...line, ...item, price: item.price ?? line.price, quantity: line.quantity + quantity })
                : line,
            ),
          );
        },
        updateItem: (id, payload) => {
          const items = get().items;
          if (!items.some((line) => line.id === id)) throw new Error(CART_ERRORS.noSuchItem);
          commit(
            items.map((line) =>
              line.id === id
                ? withTotal({
                    ...line,
                    ...payload,
                    id: line.id,
                    price: payload.price ?? line.price,
                    quantity: payload.quantity ?? line.quantity,
                  })
                : line,
            ),
          );
        },
        updateItemQuantity: (id, quantity) => {
          const items = get().items;
          if (!items.some((line) => line.id === id)) throw new Error(CART_ERRORS.noSuchItem);
          if (quantity <= 0) {
            commit(items.filter((line) => line.id !== id));
            return;
          }
          commit(items.map((line) => (line.id === id ? withTotal({ ...line, quantity }) : line)));
        },
        removeItem: (id) => commit(get().items.filter((line) => line.id !== id)),
        emptyCart: () => set({ ...summarize([]), metadata: {} }),
        setCartMetadata: (metadata) => set({ metadata: { ...metadata } }),
        updateCartMetadata: (metadata) => set({ metadata: { ...get().metadata, ...metadata } }),
        clearCartMetadata: () => set({ metadata: {} }),
        getItem: (id) => get().items.find((line) => line.id === id),
        inCart: (id) => get().items.some((line) => line.id === id),
      };
    },
    {
      name: CART_STORAGE_KEY,
      version: CART_STORAGE_VERSION,
      storage: safeStorage,
      partialize: (state) => ({ items: state.items, metadata: state.metadata }),
      // A stored shape of another version is not trusted: start empty rather than crash.
      migrate: () => ({ items: [], metadata: {} }),
      merge: (persisted, current) => {
        const stored = (typeof persisted === 'object' && persisted !== null ? persisted : {}) as Record<
          string,
          unknown
        >;
        const items = sanitizeStoredItems(stored.items);
        return { ...current, ...summarize(items), metadata: sanitizeMetadata(stored.metadata) };
      },
    },
  ),
);

/** Keeps every open tab on the same cart: another tab's write re-hydrates this one. */
export function syncCartAcrossTabs(): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_STORAGE_KEY) void useCartStore.persist.rehydrate();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
