import type { PageAssets } from '../src/render/document';

/** page-assets.json as a remote's build writes it (PageAssetsPlugin, build/create-webpack-config.cjs). */
interface PageAssetsFile {
  routes: string[];
  pages: Record<string, { js: string[]; css: string[]; shared?: Record<string, string[]> }>;
}

/** The share keys the host's own build provides, from its mf-manifest.json; null when it cannot be read. */
export function hostSharedKeys(manifestText: string | null): Set<string> | null {
  try {
    const manifest = JSON.parse(manifestText ?? '') as { shared?: { name?: unknown }[] };
    const keys = (manifest.shared ?? []).map((entry) => entry.name).filter((n): n is string => typeof n === 'string');
    return keys.length > 0 ? new Set(keys) : null;
  } catch {
    return null;
  }
}

/**
 * A remote's page assets for the render server. Of the shared modules a page consumes, the browser loads the
 * remote's own copy of those the host does not provide (the host provides first, and a first load loads no
 * other remote): found only once the page's chunk has run, they were a round trip and a download after it,
 * just before hydration. Listed with the page's files, they are preloaded with them
 * (docs/decisions/008-hydrate-less.md). Without the host's list (null) none is: a copy the page will not take
 * would only slow the others down. Throws when the text is no JSON.
 */
export function readPageAssets(
  text: string,
  hostProvides: ReadonlySet<string> | null,
): Pick<PageAssets, 'routes' | 'pages'> {
  const file = JSON.parse(text) as PageAssetsFile;
  const pages: PageAssets['pages'] = {};
  for (const [name, page] of Object.entries(file.pages ?? {})) {
    const own = Object.entries((hostProvides && page.shared) ?? {})
      .filter(([key]) => !hostProvides?.has(key))
      .flatMap(([, files]) => files);
    const fresh = [...new Set(own)].filter((f) => !page.js.includes(f) && !page.css.includes(f));
    pages[name] = {
      js: page.js,
      css: page.css,
      sharedJs: fresh.filter((f) => f.endsWith('.js')),
      sharedCss: fresh.filter((f) => f.endsWith('.css')),
    };
  }
  return { routes: file.routes ?? [], pages };
}
