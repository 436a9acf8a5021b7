/**
 * Offline, a client navigation to a page whose data or files cannot be had loads the page as a document instead:
 * the service worker answers it with the page as it kept it, or with its offline page, which lists what can be read
 * (docs/decisions/016-offline.md). Only with the worker there, and only when the URL on screen is not the document
 * this page view began with, so a kept page that cannot be taken over whole never loads itself again and again.
 */
export function loadAsDocument(): void {
  if (!navigator.serviceWorker?.controller) return;
  const [entry] = performance.getEntriesByType('navigation');
  if (entry && entry.name.split('#')[0] !== window.location.href.split('#')[0]) window.location.reload();
}
