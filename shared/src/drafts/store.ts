/**
 * Drafts of the site's forms, kept on the visitor's device (docs/decisions/010-form-drafts.md): what was typed,
 * chosen and ticked, under one localStorage key per form (and per tour or vacancy), with the time it was saved.
 * Never a file, a password or a CAPTCHA answer. A draft older than seven days is dropped. Storage that is missing,
 * full or refused (private mode, quota, a blocked storage) is never an error: the form works without a draft.
 */
export const DRAFT_PREFIX = 'niec:draft:';
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const VERSION = 1;

/** What a draft may hold: text, a select's value, a number, one tick or a list of ticked values. */
export type DraftValue = string | number | boolean | string[];
export type DraftValues = Record<string, DraftValue>;

export interface SavedDraft {
  values: DraftValues;
  /** Epoch milliseconds. */
  savedAt: number;
}

/** Field names that are secrets whatever their control: passwords (cpassword too), CAPTCHA answers and tokens. */
const SECRET_NAME = /pass(word)?|captcha|recaptcha|token/i;

export function isSecretField(name: string): boolean {
  return SECRET_NAME.test(name);
}

function isDraftValue(value: unknown): value is DraftValue {
  if (typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/**
 * The part of `values` a draft may keep: values of the kinds above (a File, a FileList, null or an object is
 * left out), minus the fields named in `omit` (the form's file and password inputs) and every secret name.
 */
export function draftFields(values: Readonly<Record<string, unknown>>, omit: Iterable<string> = []): DraftValues {
  const skipped = new Set(omit);
  const kept: DraftValues = {};
  for (const [name, value] of Object.entries(values)) {
    if (skipped.has(name) || isSecretField(name) || !isDraftValue(value)) continue;
    kept[name] = Array.isArray(value) ? [...value] : value;
  }
  return kept;
}

function storage(): Storage | null {
  try {
    // Reading the property itself throws where storage is blocked.
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

const storageKey = (key: string) => `${DRAFT_PREFIX}${key}`;

/** Saves `values` (their draftable part) as the draft of `key`; false when the device refused it. */
export function saveDraft(
  key: string,
  values: Readonly<Record<string, unknown>>,
  { now = Date.now(), omit = [] }: { now?: number; omit?: Iterable<string> } = {},
): boolean {
  const kept = draftFields(values, omit);
  if (Object.keys(kept).length === 0) {
    clearDraft(key);
    return true;
  }
  try {
    storage()?.setItem(storageKey(key), JSON.stringify({ v: VERSION, savedAt: now, values: kept }));
    return true;
  } catch {
    // Quota or private mode: the form keeps working, without a draft.
    return false;
  }
}

function parse(raw: string | null): SavedDraft | null {
  if (raw === null) return null;
  try {
    const data = JSON.parse(raw) as unknown;
    if (typeof data !== 'object' || data === null) return null;
    const { v, savedAt, values } = data as { v?: unknown; savedAt?: unknown; values?: unknown };
    if (v !== VERSION || typeof savedAt !== 'number' || typeof values !== 'object' || values === null) return null;
    return { savedAt, values: draftFields(values as Record<string, unknown>) };
  } catch {
    return null;
  }
}

const expired = (draft: SavedDraft, now: number) =>
  now - draft.savedAt > DRAFT_MAX_AGE_MS || draft.savedAt > now + 60_000;

/** The draft of `key`, or null (none, unreadable, or older than seven days: then it is removed). */
export function loadDraft(key: string, now: number = Date.now()): SavedDraft | null {
  let raw: string | null;
  try {
    raw = storage()?.getItem(storageKey(key)) ?? null;
  } catch {
    return null;
  }
  const draft = parse(raw);
  if (raw !== null && (!draft || expired(draft, now) || Object.keys(draft.values).length === 0)) {
    clearDraft(key);
    return null;
  }
  return draft;
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(storageKey(key));
  } catch {
    // Storage unavailable: there is nothing to remove.
  }
}

/** Removes every draft of this site that has expired or cannot be read (the drafts of other tours and vacancies). */
export function pruneDrafts(now: number = Date.now()): void {
  const store = storage();
  if (!store) return;
  try {
    const keys: string[] = [];
    for (let i = 0; i < store.length; i += 1) {
      const name = store.key(i);
      if (name?.startsWith(DRAFT_PREFIX)) keys.push(name);
    }
    for (const name of keys) {
      const draft = parse(store.getItem(name));
      if (!draft || expired(draft, now)) store.removeItem(name);
    }
  } catch {
    // Storage unavailable: nothing to prune.
  }
}

/** The fields of `values` whose draftable value differs from `initial`'s: what the visitor changed. */
export function changedFields(
  values: Readonly<Record<string, unknown>>,
  initial: Readonly<Record<string, unknown>>,
  omit: Iterable<string> = [],
): DraftValues {
  const changed: DraftValues = {};
  for (const [name, value] of Object.entries(draftFields(values, omit))) {
    if (JSON.stringify(value) !== JSON.stringify(initial[name] ?? null)) changed[name] = value;
  }
  return changed;
}
