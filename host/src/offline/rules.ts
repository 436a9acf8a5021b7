import { ROUTES, ROUTE_IDS, type RouteId } from '@niec/shared/routes/table';

/**
 * What the service worker keeps for reading offline, and how it asks for each file (docs/decisions/016-offline.md).
 * Pure, so the worker (sw.ts) and its tests share one copy of the rules.
 */

/**
 * The pages every visitor's device keeps once opened: the guides, articles, the scholarship list, the saved list and
 * the contact page.
 */
export const KEPT_ROUTES: readonly RouteId[] = [
  'home',
  'country',
  'campus',
  'compareCountries',
  'articles',
  'articleDetail',
  'scholarships',
  'saved',
  // The office's address, telephone and hours, to call or visit without a connection; its form says it needs one.
  'contact',
];

/**
 * A buyer's or applicant's own pages: never kept, even when saved or asked for by a page. The application has no
 * page of its own (it is a form on a vacancy's page, whose draft stays in the form's own store, not in the page).
 */
export const PRIVATE_ROUTES: readonly RouteId[] = ['checkout', 'tracking', 'formDrafts'];

/**
 * The route a path belongs to, as react-router matches it (case aside): the worker's own matcher over the routes'
 * paths, so it carries none of react-router (80 KB of worker for one function).
 */
const MATCHERS = ROUTE_IDS.map((id) => ({
  id,
  pattern: new RegExp(`^${ROUTES[id].path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}/?$`, 'i'),
}));

export function routeIdOf(pathname: string): RouteId | undefined {
  return MATCHERS.find((matcher) => matcher.pattern.test(pathname))?.id;
}

/** The render server's own paths (data, stylesheet rests, reports): never a page. */
const SERVER_PATH = /^\/__/;

export function isPrivatePath(pathname: string): boolean {
  const id = routeIdOf(pathname);
  return !!id && PRIVATE_ROUTES.includes(id);
}

/** A page kept for every visitor who opens it (KEPT_ROUTES). */
export function isKeptPath(pathname: string): boolean {
  const id = routeIdOf(pathname);
  return !!id && KEPT_ROUTES.includes(id);
}

/** A page of the site a saved item may name: any route that is not private. */
export function isSavablePath(pathname: string): boolean {
  return !SERVER_PATH.test(pathname) && !!routeIdOf(pathname) && !isPrivatePath(pathname);
}

/** A page's path as the saved list names it (`/career/x?y#z`): its URL on this origin, or null for anything else. */
export function savedPageUrl(href: string, origin: string): string | null {
  try {
    const url = new URL(href, origin);
    if (url.origin !== origin || !isSavablePath(url.pathname)) return null;
    url.hash = '';
    return url.href;
  } catch {
    return null;
  }
}

/** A built file whose name carries its content's hash (`326.f1c45365.js`): it never changes under its name. */
export function isHashedFile(pathname: string): boolean {
  return /[.-][0-9a-f]{8}\.(js|css|svg|png|jpe?g|webp|gif|woff2?)$/.test(pathname);
}

/**
 * A file a redeploy changes under the same name: the remotes' entries and manifests, the host's entry. Asked for
 * from the network first, so a redeployed remote is picked up on the next online visit; kept for offline.
 */
export function isEntryFile(pathname: string): boolean {
  return /(^|\/)(remoteEntry\.js|mf-manifest\.json|main\.js|page-assets\.json)$/.test(pathname);
}

/** What the worker keeps of a file, by its name: an entry, a picture, a hashed file, or (null) nothing. */
export type FileKind = 'entry' | 'image' | 'file';

export function fileKindOf(pathname: string): FileKind | null {
  if (isEntryFile(pathname)) return 'entry';
  if (/\.(svg|png|jpe?g|webp|gif|avif)$/.test(pathname)) return 'image';
  if (isHashedFile(pathname)) return 'file';
  return null;
}

/**
 * Every file a page's HTML names that the worker keeps, on the given origins (the site's and its remotes'): its
 * scripts, stylesheets and artwork, in tags or in the document's preload lists. Not the link-preview card (`/og/`),
 * which no page loads.
 */
export function filesOf(html: string, base: string, origins: readonly string[]): string[] {
  const urls = new Set<string>();
  // In attributes and data blocks (quoted), and in stylesheets' url(), relative to the file (the header's icons).
  const found =
    /["']((?:https?:\/\/[^"'\s<>]+)?\/[^"'\s<>]*?\.(?:js|css|svg|png|jpe?g|webp))["']|url\(["']?([^)'"\s]+?\.(?:svg|png|jpe?g|webp))["']?\)/g;
  for (const [, quoted, inCss] of html.matchAll(found)) {
    const url = new URL((quoted ?? inCss)!, base);
    if (origins.includes(url.origin) && !url.pathname.startsWith('/og/') && fileKindOf(url.pathname))
      urls.add(url.href);
  }
  return [...urls];
}

/** The origins of the remotes the runtime config names (its `remotes`' manifest URLs). */
export function remoteOrigins(config: unknown): string[] {
  const remotes = (config as { remotes?: unknown } | null)?.remotes;
  if (!remotes || typeof remotes !== 'object') return [];
  const origins = new Set<string>();
  for (const value of Object.values(remotes as Record<string, unknown>)) {
    if (typeof value !== 'string') continue;
    try {
      origins.add(new URL(value).origin);
    } catch {
      // Not a URL: that remote's files are not kept.
    }
  }
  return [...origins];
}

/** The `<title>` of a page's HTML, its entities read back, or the path when it has none. */
export function titleOf(html: string, fallback: string): string {
  const match = /<title>([^<]*)<\/title>/i.exec(html);
  const text = match?.[1]
    ?.replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();
  // The site's name after the page's own ('Kuliah di Australia | NIEC Indonesia') says nothing in a list of its pages.
  return text?.replace(/\s*\|\s*NIEC Indonesia$/, '') || fallback;
}
