import type { RemoteSitemap } from '@niec/shared';
import { CAMPUS_IDS } from '../features/campus/model';
import { isPublished } from '../features/articles/lib/articles';
import { COUNTRY_CODES } from '../lib/country-codes';

/**
 * What the content pages with parameters list in the sitemap (RemoteRoutesModule.sitemap): every campus and
 * country guide, and each published article with the day it last changed. Kept free of React and images: the
 * static export (scripts/sitemap.mjs) runs it outside webpack.
 */
export const sitemap: RemoteSitemap<'content'> = {
  campus: () => Promise.resolve(CAMPUS_IDS.map((campusId) => ({ params: { campusId } }))),
  country: () => Promise.resolve(COUNTRY_CODES.map((code) => ({ params: { code } }))),
  // GET /website/artikel, as fetchArticles reads it: drafts are in the list and left out here.
  articleDetail: async (api) =>
    (await api.list('/website/artikel'))
      .filter((article) => isPublished({ is_publish: String(article.is_publish) }))
      .filter((article) => typeof article.slug === 'string' && article.slug !== '')
      .map((article) => ({ params: { slug: String(article.slug) }, lastmod: article.updated_at })),
};
