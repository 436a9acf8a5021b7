import { recordsOf, type SearchRecord } from '@niec/shared/search';
import { href } from '@niec/shared/routes';
import { savedKey } from '@niec/shared/saved';
import { fetchArticles } from '../articles/api/fetch-articles';
import { publishedArticles } from '../articles/lib/articles';
import { plainText } from '../articles/lib/plain-text';
import { CAMPUSES } from '../campus/data/campuses';
import { CAMPUS_IDS } from '../campus/model';
import { GUIDE_LOADERS } from '../country/data/guides';
import { COUNTRY_CODES } from '../../lib/country-codes';

/** The guides' records, made once: they are fixed content. */
let guides: Promise<SearchRecord[]> | null = null;

/** The twelve country guides and the campus profiles (fixed content), as the site search shows them. */
function guideRecords(): Promise<SearchRecord[]> {
  guides ??= buildGuides().catch((error: unknown) => {
    guides = null;
    throw error;
  });
  return guides;
}

async function buildGuides(): Promise<SearchRecord[]> {
  const guides = await Promise.all(COUNTRY_CODES.map((code) => GUIDE_LOADERS[code]()));
  const countries = guides.map((guide): SearchRecord => ({
    kind: 'panduan',
    title: `Kuliah di ${guide.name}`,
    text: [
      guide.intro,
      ...guide.why.map((item) => `${item.title}. ${item.text}`),
      ...guide.cities.map((city) => `${city.title}. ${city.text}`),
      ...guide.campusTypes.map((type) => `${type.type}. ${type.description}`),
    ].join(' '),
    meta: 'Panduan negara',
    href: href('country', { code: guide.code }),
  }));
  const campuses = CAMPUS_IDS.map((id): SearchRecord => {
    const campus = CAMPUSES[id];
    return {
      kind: 'panduan',
      title: campus.name,
      text: [
        ...campus.description,
        ...campus.advantages.map((item) => `${item.title}. ${item.text}`),
        ...campus.programs.map((program) => program.name),
      ].join(' '),
      meta: `Kampus · ${campus.location}`,
      href: href('campus', { campusId: id }),
      saved: savedKey('kampus', id),
    };
  });
  return [...countries, ...campuses];
}

/** The published articles (GET /website/artikel, as the list reads it), their bodies as plain text. */
async function articleRecords(signal: AbortSignal): Promise<SearchRecord[]> {
  const articles = await fetchArticles(signal);
  return recordsOf(articles, () =>
    publishedArticles(articles)
      .filter((article) => article.slug)
      .map((article) => ({
        kind: 'artikel',
        title: article.judul,
        text: `${article.sub_judul}. ${plainText(article.isi)}`,
        ...(article.kategori?.kategori ? { meta: article.kategori.kategori } : {}),
        href: href('articleDetail', { slug: article.slug }),
        saved: savedKey('artikel', article.slug),
      })),
  );
}

/** What the content remote offers the site search (RemoteRoutesModule.search): guides, campuses and articles. */
export async function contentRecords(signal: AbortSignal): Promise<SearchRecord[]> {
  const [guides, articles] = await Promise.all([guideRecords(), articleRecords(signal)]);
  return [...guides, ...articles];
}
