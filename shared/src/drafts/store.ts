/**
 * Drafts of the site's forms, kept on the visitor's device (docs/decisions/010-form-drafts.md): what was typed,
 * chosen and ticked, under one localStorage key per form (and per tour or vacancy), with the time it was saved.
 * Only once the visitor agreed, for that form, in the form: without their consent nothing is saved, and nothing
 * is restored. Never a file, a password, a CAPTCHA answer, nor the sensitive personal data of `isSensitiveField`.
 * A draft older than seven days is dropped. Storage that is missing, full or refused (private mode, quota, a
 * blocked storage) is never an error: the form works without a draft.
 */
export const DRAFT_PREFIX = 'niec:draft:';
/** The visitor's consent for one form's draft: the choice, not personal data (the time it was given). */
export const CONSENT_PREFIX = 'niec:draft-consent:';
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

/**
 * Sensitive personal data a draft never keeps, whatever the visitor agreed to (many visitors share a family
 * phone): religion, marital status, birth date and birth place, gender, the identity card's (KTP) address and
 * every field of an emergency contact. The application's names (`religion`, `maried`, `date_birth`,
 * `place_birth`, `gender`, `ktp_*`, `emergency_*`) and their usual English and Indonesian spellings.
 */
const SENSITIVE_NAMES = new Set([
  'religion',
  'agama',
  'maried',
  'married',
  'marital',
  'marital_status',
  'status_pernikahan',
  'status_perkawinan',
  'date_birth',
  'birth_date',
  'birthdate',
  'date_of_birth',
  'dob',
  'tanggal_lahir',
  'tgl_lahir',
  'place_birth',
  'birth_place',
  'birthplace',
  'place_of_birth',
  'tempat_lahir',
  'gender',
  'sex',
  'jenis_kelamin',
]);
/** Every field of the KTP address (`ktp_addres`, `ktp_city`, `alamat_ktp`) and of an emergency contact. */
const SENSITIVE_PART =
  /^(ktp|nik|emergency|darurat|kontak_?darurat)|[_.\-[\]](ktp|nik|emergency|darurat)([_.\-[\]]|$)/i;

export function isSensitiveField(name: string): boolean {
  return SENSITIVE_NAMES.has(name.toLowerCase()) || SENSITIVE_PART.test(name);
}

function isDraftValue(value: unknown): value is DraftValue {
  if (typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/**
 * The part of `values` a draft may keep: values of the kinds above (a File, a FileList, null or an object is
 * left out), minus the fields named in `omit` (the form's file and password inputs, its own sensitive fields),
 * every secret name and every sensitive one.
 */
export function draftFields(values: Readonly<Record<string, unknown>>, omit: Iterable<string> = []): DraftValues {
  const skipped = new Set(omit);
  const kept: DraftValues = {};
  for (const [name, value] of Object.entries(values)) {
    if (skipped.has(name) || isSecretField(name) || isSensitiveField(name) || !isDraftValue(value)) continue;
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
const consentKey = (key: string) => `${CONSENT_PREFIX}${key}`;

/** Whether the visitor agreed, on this device, that the form `key` keeps its draft here. */
export function hasDraftConsent(key: string): boolean {
  try {
    return (storage()?.getItem(consentKey(key)) ?? null) !== null;
  } catch {
    return false;
  }
}

/** The visitor agreed: the form `key` may keep its draft on this device. False when the device refused it. */
export function grantDraftConsent(key: string, now: number = Date.now()): boolean {
  try {
    const store = storage();
    store?.setItem(consentKey(key), String(now));
    return store !== null;
  } catch {
    return false;
  }
}

/** The visitor said no (again): the consent and the form's draft are removed at once. */
export function withdrawDraftConsent(key: string): void {
  try {
    storage()?.removeItem(consentKey(key));
  } catch {
    // Storage unavailable: nothing was kept.
  }
  clearDraft(key);
}

/**
 * Saves `values` (their draftable part) as the draft of `key`, if the visitor agreed to it; false when they did
 * not, or the device refused it.
 */
export function saveDraft(
  key: string,
  values: Readonly<Record<string, unknown>>,
  { now = Date.now(), omit = [] }: { now?: number; omit?: Iterable<string> } = {},
): boolean {
  if (!hasDraftConsent(key)) {
    // A draft kept without consent (one saved before consent was asked) goes too.
    clearDraft(key);
    return false;
  }
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

/**
 * The draft of `key`, or null (none, unreadable, older than seven days, or kept without the visitor's consent:
 * then it is removed).
 */
export function loadDraft(key: string, now: number = Date.now()): SavedDraft | null {
  if (!hasDraftConsent(key)) {
    clearDraft(key);
    return null;
  }
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

/** The storage keys of this site's drafts and consents. */
function ownKeys(store: Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const name = store.key(i);
    if (name?.startsWith(DRAFT_PREFIX) || name?.startsWith(CONSENT_PREFIX)) keys.push(name);
  }
  return keys;
}

/**
 * Removes every draft of this site that has expired, cannot be read or was kept without consent (the drafts of
 * other tours and vacancies, drafts saved before consent was asked), and the consents older than seven days whose
 * form keeps no draft. Run on every page load (the host's boot) and when a form with a draft mounts.
 */
export function pruneDrafts(now: number = Date.now()): void {
  const store = storage();
  if (!store) return;
  try {
    const keys = ownKeys(store);
    for (const name of keys.filter((k) => k.startsWith(DRAFT_PREFIX))) {
      const draft = parse(store.getItem(name));
      const consented = store.getItem(consentKey(name.slice(DRAFT_PREFIX.length))) !== null;
      if (!draft || expired(draft, now) || !consented) store.removeItem(name);
    }
    for (const name of keys.filter((k) => k.startsWith(CONSENT_PREFIX))) {
      const given = Number(store.getItem(name));
      const hasDraft = store.getItem(storageKey(name.slice(CONSENT_PREFIX.length))) !== null;
      if (!hasDraft && !(now - given <= DRAFT_MAX_AGE_MS)) store.removeItem(name);
    }
  } catch {
    // Storage unavailable: nothing to prune.
  }
}

/**
 * 'Hapus semua draf di perangkat ini': every draft of every form on this device, and every consent, so nothing is
 * kept again until the visitor agrees again. False when the storage could not be read (nothing can be in it).
 */
export function removeAllDrafts(): boolean {
  const store = storage();
  if (!store) return false;
  try {
    for (const name of ownKeys(store)) store.removeItem(name);
    return true;
  } catch {
    return false;
  }
}

/** How many drafts this device keeps that a form would restore (readable, unexpired, with consent). */
export function countDrafts(now: number = Date.now()): number {
  const store = storage();
  if (!store) return 0;
  try {
    return ownKeys(store).filter((name) => {
      if (!name.startsWith(DRAFT_PREFIX)) return false;
      const draft = parse(store.getItem(name));
      const consented = store.getItem(consentKey(name.slice(DRAFT_PREFIX.length))) !== null;
      return draft !== null && !expired(draft, now) && consented;
    }).length;
  } catch {
    return 0;
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
