import { SAVED_CHANGE_EVENT, SAVED_COUNT_ATTRIBUTE, SAVED_STORAGE_KEY } from './names';

// The header's count of the saved list (docs/decisions/015-saved-list.md). On a server-rendered page the inline
// contract (host/src/early-input/press-contract.ts) writes it before the first paint and after every change; React
// renders the link with 0 and never changes it, so no script of the first load carries the count. A static host has
// no contract: its chunk keeps the count with this module (keepSavedCount), the same way.

/** The number of items a stored list holds: the list's length, as the inline contract counts it. */
export function savedCountOf(raw: string | null): number {
  try {
    const items = raw ? (JSON.parse(raw) as { items?: unknown } | null)?.items : null;
    return Array.isArray(items) ? items.length : 0;
  } catch {
    return 0;
  }
}

/** Writes the stored list's count into the header's link: its badge (the attribute) and its name. */
export function showSavedCount(): void {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(SAVED_STORAGE_KEY);
  } catch {
    // No storage: no list.
  }
  const count = String(savedCountOf(raw));
  document.querySelectorAll(`[${SAVED_COUNT_ATTRIBUTE}]`).forEach((element) => {
    element.setAttribute(SAVED_COUNT_ATTRIBUTE, count);
    element.setAttribute('aria-label', (element.getAttribute('aria-label') ?? '').replace(/\d+/, count));
  });
}

/**
 * Keeps the count right: once the header is rendered (the page renders after this is called), and after every
 * change, in this page (any bundle's store) or in another tab.
 */
export function keepSavedCount(): void {
  const observer = new MutationObserver(() => {
    if (!document.querySelector(`[${SAVED_COUNT_ATTRIBUTE}]`)) return;
    observer.disconnect();
    showSavedCount();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  window.addEventListener(SAVED_CHANGE_EVENT, showSavedCount);
  window.addEventListener('storage', (event) => {
    if (event.key === SAVED_STORAGE_KEY || event.key === null) showSavedCount();
  });
}
