// How the service worker asks for the files it keeps (docs/decisions/016-offline.md): a file named by its content's
// hash from the cache first (it never changes under its name), an entry a redeploy changes under the same name from
// the network first, pictures from the cache first, fewer of them.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { CACHES, KEPT_LIMITS } from '../offline/names';
import { fileKindOf } from '../offline/rules';

/** Cache lookups ignore Vary: a remote's files vary by Origin, which a worker's own requests do not carry. */
export const MATCH = { ignoreVary: true };

export const files = new CacheFirst({
  cacheName: CACHES.files,
  matchOptions: MATCH,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: KEPT_LIMITS.files, maxAgeSeconds: 60 * 60 * 24 * 60, purgeOnQuotaError: true }),
  ],
});
// A remote's remoteEntry.js is loaded as a plain script (no CORS), so its answer is opaque; each URL is only ever
// asked for one way, so an opaque copy is served only to the same kind of request.
const entries = new NetworkFirst({
  cacheName: CACHES.entries,
  matchOptions: MATCH,
  plugins: [
    new CacheableResponsePlugin({ statuses: [0, 200] }),
    new ExpirationPlugin({ maxEntries: KEPT_LIMITS.entries, purgeOnQuotaError: true }),
  ],
});
// A picture the page loads without CORS (an <img>) is opaque: kept, but fewer of them (each counts large in the quota).
const images = new CacheFirst({
  cacheName: CACHES.images,
  matchOptions: MATCH,
  plugins: [
    new CacheableResponsePlugin({ statuses: [0, 200] }),
    new ExpirationPlugin({ maxEntries: KEPT_LIMITS.images, maxAgeSeconds: 60 * 60 * 24 * 60, purgeOnQuotaError: true }),
  ],
});

/** The strategy of a file of the host or of a remote, by its name (null: not one this worker keeps). */
export function strategyOf(url: URL): CacheFirst | NetworkFirst | null {
  const kind = fileKindOf(url.pathname);
  return kind === 'entry' ? entries : kind === 'image' ? images : kind === 'file' ? files : null;
}
