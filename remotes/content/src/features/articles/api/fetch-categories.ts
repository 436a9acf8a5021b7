import { getCachedApiClient, type ArticleCategory } from '@niec/shared';

/** GET /website/artikel-kategori: the categories of the radio filter (a public read: cached on the render server). */
export async function fetchCategories(signal?: AbortSignal): Promise<ArticleCategory[]> {
  const { data } = await getCachedApiClient().get<{ data: ArticleCategory[] | null }>('/website/artikel-kategori', {
    signal,
  });
  return Array.isArray(data?.data) ? data.data : [];
}
