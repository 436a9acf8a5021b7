import type { RemoteSitemap } from '@niec/shared';

/**
 * What the vacancy pages list in the sitemap (RemoteRoutesModule.sitemap): every open vacancy, dated by its last
 * change (or its posting). Kept free of React: the static export (scripts/sitemap.mjs) runs it outside webpack.
 */
export const sitemap: RemoteSitemap<'careers'> = {
  // GET /niec-career/loker, the list fetchVacancies reads: every vacancy in it is open.
  vacancyDetail: async (api) =>
    (await api.list('/niec-career/loker'))
      .filter((vacancy) => typeof vacancy.slug_title === 'string' && vacancy.slug_title !== '')
      .map((vacancy) => ({
        params: { slug_title: String(vacancy.slug_title) },
        lastmod: vacancy.updated_at ?? vacancy.created_at,
      })),
};
