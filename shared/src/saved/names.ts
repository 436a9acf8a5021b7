// The saved list's names (docs/decisions/015-saved-list.md), apart: the inline contract reads them too (the host's
// build runs this file on its own, so it imports nothing). From the head, before the first paint, the contract marks
// the 'Simpan' buttons of what the device keeps as pressed and writes the header's count, so nothing switches once
// React owns the page; it keeps the count after every change.

/** The localStorage key of the saved list: `{ v: 1, items: [{ key, title, href, savedAt }] }`. */
export const SAVED_STORAGE_KEY = 'niec:saved';
/** On a 'Simpan' button: the saved key (`<kind>:<id>`) it toggles. */
export const SAVED_ATTRIBUTE = 'data-save';
/** On the header's link to the saved list: how many items the device keeps (its badge shows it). */
export const SAVED_COUNT_ATTRIBUTE = 'data-saved-count';
/** Fired on the window by every write of the saved list: each bundled copy of its store, and the count, read again. */
export const SAVED_CHANGE_EVENT = 'niec:saved-change';
/**
 * Posted to the site's service worker with the saved list's pages (`urls`) after every change, so it keeps them for
 * reading offline (host/src/service-worker/sw.ts).
 */
export const SAVED_PAGES_MESSAGE = 'niec:saved-pages';
