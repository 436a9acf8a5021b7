import { getApiClient, type ArticleCategory } from '@niec/shared';

/** GET /website/artikel-kategori: the categories of the radio filter. */
export async function fetchCategories(signal?: AbortSignal): Promise<ArticleCategory[]> {
  const { data } = await getApiClient().get<{ data: ArticleCategory[] | null }>('/website/artikel-kategori', {
    signal,
  });
  return Array.isArray(data?.data) ? data.data : [];
}
