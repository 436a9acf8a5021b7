import type { SitemapApi, SitemapSource } from '@niec/shared';
import type { RouteEntry } from '../route-table';

// The URLs of /sitemap.xml, from the route manifest alone: a route lists its own path, or the URLs its remote's
// sitemap source gives (exposes/sitemap.ts), in the manifest's order. Free of React and of the federation
// runtime: the render workers run it with the remotes they load (sitemap.ts), and the static export
// (scripts/sitemap.mjs) with the remotes' source files.

export interface SitemapUrl {
  path: string;
  /** The day (YYYY-MM-DD) its record last changed. */
  lastmod?: string;
}

export interface SitemapUrls {
  urls: SitemapUrl[];
  /** Every source answered (a sitemap without some of them is served, but kept only briefly). */
  complete: boolean;
}

const day = (value: unknown): string | undefined => {
  const text = typeof value === 'string' ? value.slice(0, 10) : '';
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : undefined;
};

/** The route's path with its parameters filled in, or null when one of them is missing. */
function fill(pattern: string, params: Record<string, string>): string | null {
  let missing = false;
  const path = pattern.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (!value) missing = true;
    return encodeURIComponent(value ?? '');
  });
  return missing ? null : path;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The API as the sitemap sources read it: GET `base + path`, the list inside the answer. */
export function sitemapApi(apiBase: string): SitemapApi {
  const base = apiBase.replace(/\/$/, '');
  return {
    async list(path) {
      const response = await fetch(`${base}${path}`, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`${base}${path} answered ${response.status}`);
      const body: unknown = await response.json();
      const list = Array.isArray(body) ? body : isRecord(body) && Array.isArray(body.data) ? body.data : [];
      return list.filter(isRecord);
    },
  };
}

/**
 * The sitemap's URLs. `sourceOf` finds a route's sitemap source in its remote; a route whose source is missing or
 * fails leaves the sitemap incomplete.
 */
export async function collectSitemap(
  routes: readonly RouteEntry[],
  sourceOf: (route: RouteEntry) => Promise<SitemapSource | undefined>,
  api: SitemapApi,
): Promise<SitemapUrls> {
  let complete = true;
  const perRoute = await Promise.all(
    routes.map(async (route): Promise<SitemapUrl[]> => {
      if (route.sitemap === 'none') return [];
      if (route.sitemap === 'path') return [{ path: route.path }];
      try {
        const source = await sourceOf(route);
        if (!source) throw new Error(`${route.remote} has no sitemap source for ${route.page}`);
        return (await source(api)).flatMap((entry) => {
          const path = fill(route.path, entry.params);
          return path === null ? [] : [{ path, lastmod: day(entry.lastmod) }];
        });
      } catch {
        complete = false;
        return [];
      }
    }),
  );
  return { urls: perRoute.flat(), complete };
}
