import { useSyncExternalStore } from 'react';
import { CART_STORAGE_KEY, CART_STORAGE_VERSION, isPlainObject, sanitizeStoredItems } from './cart-lines';

/**
 * The cart store ('@niec/shared/cart') as the main entry knows it once a page has loaded it: the store itself is
 * not part of every page's first load, only of the pages that use it (the shop's), and it hands itself over here
 * when it loads.
 */
export interface CartStoreHandle {
  /** The number of different products in the cart, once the stored cart has been read into the store (else null). */
  count(): number | null;
  subscribe(listener: () => void): () => void;
  /** Reads the stored cart into the store (hydrateCart). */
  hydrate(): Promise<void>;
  /** Re-reads it when another tab writes it (syncCartAcrossTabs). */
  syncAcrossTabs(): () => void;
}

let handle: CartStoreHandle | null = null;
const waiting: ((store: CartStoreHandle) => void)[] = [];
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Called by the cart store's module when it loads (one store per page: a singleton). */
export function provideCartStore(store: CartStoreHandle): void {
  handle = store;
  store.subscribe(notify);
  waiting.splice(0).forEach((then) => then(store));
  notify();
}

/** Runs `then` with the cart store once a page has loaded it (at once if it has). */
export function whenCartStore(then: (store: CartStoreHandle) => void): void {
  if (handle) then(handle);
  else waiting.push(then);
}

let lastRaw: string | null = null;
let lastCount = 0;

/** The stored cart's number of products, read as the store reads it (its version, its rules for a line). */
function storedCount(): number {
  let raw: string | null;
  try {
    raw = localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return 0;
  }
  if (raw === lastRaw) return lastCount;
  let count = 0;
  try {
    const stored: unknown = raw === null ? null : JSON.parse(raw);
    if (isPlainObject(stored) && !(typeof stored.version === 'number' && stored.version !== CART_STORAGE_VERSION)) {
      const state = isPlainObject(stored.state) ? stored.state : {};
      count = sanitizeStoredItems(state.items).length;
    }
  } catch {
    count = 0;
  }
  lastRaw = raw;
  lastCount = count;
  return count;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's write (the browser fires `storage` only in the other tabs; a null key: all storage cleared).
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const cartCount = () => handle?.count() ?? storedCount();

/**
 * The number of different products in the cart (the header's badge): the store's once a page has loaded it and read
 * the stored cart into it, the stored cart's until then. 0 on the server and while hydrating, as the store's is.
 */
export function useCartCount(): number {
  return useSyncExternalStore(subscribe, cartCount, () => 0);
}
