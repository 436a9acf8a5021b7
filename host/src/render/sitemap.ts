import type { SitemapSource } from '@niec/shared';
import { loadRemoteRoutes } from '../federation/load-remote';
import { ROUTES } from '../route-table';
import { collectSitemap, sitemapApi, type SitemapUrls } from './sitemap-urls';

/** The sitemap's URLs, as a render worker makes them: each route's source from its remote's routes module. */
export function sitemapUrls(apiBase: string): Promise<SitemapUrls> {
  return collectSitemap(
    ROUTES,
    async (route) =>
      ((await loadRemoteRoutes(route.remote)).sitemap as Partial<Record<string, SitemapSource>> | undefined)?.[
        route.page
      ],
    sitemapApi(apiBase),
  );
}
