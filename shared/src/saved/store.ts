import { useSyncExternalStore } from 'react';
import { SAVED_CHANGE_EVENT, SAVED_PAGES_MESSAGE, SAVED_STORAGE_KEY } from './names';

/**
 * The saved list (docs/decisions/015-saved-list.md): what a visitor keeps with 'Simpan', on this device only (no
 * account, no copy on a server). Each remote bundles its own copy of this module (not a singleton, like the share
 * control); the copies agree through localStorage and a window event, so the header's count follows a press in any
 * remote at once, and another tab's through the browser's `storage` event.
 */

/** What can be saved, in the order /tersimpan shows it; each is also the query key of a shared list. */
export const SAVED_KINDS = ['beasiswa', 'kampus', 'study-tour', 'lowongan', 'merchandise', 'artikel'] as const;
export type SavedKind = (typeof SAVED_KINDS)[number];

/** The heading of each kind's group on /tersimpan. */
export const SAVED_KIND_LABELS: Readonly<Record<SavedKind, string>> = {
  beasiswa: 'Beasiswa',
  kampus: 'Kampus',
  'study-tour': 'Study Tour',
  lowongan: 'Lowongan Kerja',
  merchandise: 'Merchandise',
  artikel: 'Artikel',
};

/** The most items a device keeps, and a shared link carries: a list, not an archive. */
export const SAVED_MAX_ITEMS = 100;

/** One saved item: enough to show it when its page is gone or the device is offline. */
export interface SavedItem {
  /** `<kind>:<id>` (savedKey). */
  key: string;
  title: string;
  /** Its page on this site (a path). */
  href: string;
  /** When it was saved (ms since the epoch). */
  savedAt: number;
}

export function isSavedKind(value: string): value is SavedKind {
  return (SAVED_KINDS as readonly string[]).includes(value);
}

/** The key of a record in the saved list. */
export const savedKey = (kind: SavedKind, id: string | number): string => `${kind}:${id}`;

/** A key's kind and id, or null for a key that is not one. */
export function parseSavedKey(key: string): { kind: SavedKind; id: string } | null {
  const at = key.indexOf(':');
  const kind = key.slice(0, at);
  const id = key.slice(at + 1);
  return at > 0 && id && isSavedKind(kind) ? { kind, id } : null;
}

const NONE: readonly SavedItem[] = Object.freeze([]);

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

function sanitize(value: unknown): SavedItem[] {
  if (!value || typeof value !== 'object') return [];
  const { v, items } = value as { v?: unknown; items?: unknown };
  if (v !== 1 || !Array.isArray(items)) return [];
  const seen = new Set<string>();
  const kept: SavedItem[] = [];
  for (const item of items as Partial<SavedItem>[]) {
    if (!item || !isText(item.key) || !parseSavedKey(item.key) || seen.has(item.key)) continue;
    // A path of this site only: a stored link never leads elsewhere.
    if (!isText(item.title) || !isText(item.href) || !item.href.startsWith('/') || item.href.startsWith('//')) continue;
    seen.add(item.key);
    kept.push({
      key: item.key,
      title: item.title.slice(0, 200),
      href: item.href,
      savedAt: typeof item.savedAt === 'number' ? item.savedAt : 0,
    });
  }
  return kept.slice(0, SAVED_MAX_ITEMS);
}

/** Where the list lives when the browser refuses storage (private mode, blocked): this page view only. */
let memory: string | null = null;
let storageRefused = false;
let lastRaw: string | null | undefined;
let lastItems: readonly SavedItem[] = NONE;

function readRaw(): string | null {
  if (storageRefused) return memory;
  try {
    return localStorage.getItem(SAVED_STORAGE_KEY);
  } catch {
    return memory;
  }
}

/** The saved items, oldest first; the same array while the stored list is unchanged. */
export function readSaved(): readonly SavedItem[] {
  const raw = readRaw();
  if (raw === lastRaw) return lastItems;
  let items: readonly SavedItem[];
  try {
    items = raw ? sanitize(JSON.parse(raw)) : NONE;
  } catch {
    items = NONE;
  }
  lastRaw = raw;
  lastItems = items;
  return items;
}

function writeSaved(items: readonly SavedItem[]): void {
  const raw = items.length ? JSON.stringify({ v: 1, items }) : null;
  try {
    if (raw) localStorage.setItem(SAVED_STORAGE_KEY, raw);
    else localStorage.removeItem(SAVED_STORAGE_KEY);
    storageRefused = false;
  } catch {
    // Storage refused (quota, private mode): keep the list for this page view.
    storageRefused = true;
    memory = raw;
  }
  window.dispatchEvent(new Event(SAVED_CHANGE_EVENT));
  tellServiceWorker(items);
}

/** Tells the site's service worker the list's pages, which it keeps for reading offline (nothing without one). */
export function tellServiceWorker(items: readonly SavedItem[] = readSaved()): void {
  navigator.serviceWorker?.controller?.postMessage({ type: SAVED_PAGES_MESSAGE, urls: items.map((item) => item.href) });
}

/**
 * Saves the item, or removes it when it is saved; returns whether it is saved now. Reads the stored list at the
 * press, never a render's: a press kept before hydration is replayed into the handler of the hydrating render.
 */
export function toggleSaved(item: Omit<SavedItem, 'savedAt'>): boolean {
  const items = readSaved();
  if (items.some((saved) => saved.key === item.key)) {
    writeSaved(items.filter((saved) => saved.key !== item.key));
    return false;
  }
  if (items.length >= SAVED_MAX_ITEMS) return false;
  writeSaved([...items, { key: item.key, title: item.title, href: item.href, savedAt: Date.now() }]);
  return true;
}

/** Saves every item not saved yet (a shared list's 'Simpan semua'), up to the limit; returns how many were added. */
export function saveAll(list: readonly Omit<SavedItem, 'savedAt'>[]): number {
  const items = [...readSaved()];
  const now = Date.now();
  let added = 0;
  for (const item of list) {
    if (items.length >= SAVED_MAX_ITEMS) break;
    if (items.some((saved) => saved.key === item.key)) continue;
    items.push({ key: item.key, title: item.title, href: item.href, savedAt: now });
    added++;
  }
  if (added) writeSaved(items);
  return added;
}

/** Empties the list on this device. */
export function removeAllSaved(): void {
  writeSaved(NONE);
}

let toldOnTakeover = false;

/** A page the worker takes over after it loaded (the first visit's): the worker is told the list then, once. */
function tellServiceWorkerOnTakeover(): void {
  if (toldOnTakeover) return;
  toldOnTakeover = true;
  navigator.serviceWorker?.addEventListener('controllerchange', () => tellServiceWorker());
}

/** Calls `listener` when the saved list changes: in this page (any bundle's store) or in another tab. */
function subscribeSaved(listener: () => void): () => void {
  tellServiceWorkerOnTakeover();
  const onStorage = (event: StorageEvent) => {
    if (event.key === SAVED_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener(SAVED_CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(SAVED_CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}

const serverItems = () => NONE;

/**
 * The saved items. None on the server and while hydrating (the server cannot know them); the inline contract has
 * marked the page's buttons and count before the first paint, so the render after hydration changes nothing seen.
 */
export function useSavedItems(): readonly SavedItem[] {
  return useSyncExternalStore(subscribeSaved, readSaved, serverItems);
}

/** Whether the record of `key` is saved (false on the server and while hydrating). */
export function useIsSaved(key: string): boolean {
  return useSyncExternalStore(
    subscribeSaved,
    () => readSaved().some((item) => item.key === key),
    () => false,
  );
}

/** The keys of a list, by kind, as a shared link's query: `?beasiswa=12&beasiswa=15&kampus=monash`. */
export function sharedListQuery(keys: readonly string[]): URLSearchParams {
  const query = new URLSearchParams();
  for (const kind of SAVED_KINDS) {
    for (const key of keys) {
      const parsed = parseSavedKey(key);
      if (parsed?.kind === kind) query.append(kind, parsed.id);
    }
  }
  return query;
}

/** The keys a shared link's query holds, each once, in its kinds' order, at most SAVED_MAX_ITEMS. */
export function keysFromQuery(query: URLSearchParams): string[] {
  const keys = new Set<string>();
  for (const kind of SAVED_KINDS) {
    for (const id of query.getAll(kind)) {
      const trimmed = id.trim().slice(0, 120);
      if (trimmed) keys.add(savedKey(kind, trimmed));
    }
  }
  return [...keys].slice(0, SAVED_MAX_ITEMS);
}
