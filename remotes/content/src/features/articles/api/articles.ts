import { getApiClient, type Article } from '@niec/shared';

/** GET /website/artikel: every article, drafts included (the list filters on is_publish). */
export async function fetchArticles(signal?: AbortSignal): Promise<Article[]> {
  const { data } = await getApiClient().get<{ data: Article[] | null }>('/website/artikel', { signal });
  return Array.isArray(data?.data) ? data.data : [];
}

/** GET /website/artikel/{slug}: one article, or null when the API answers with an empty record. */
export async function fetchArticle(slug: string, signal?: AbortSignal): Promise<Article | null> {
  const { data } = await getApiClient().get<{ data: Article | null }>(`/website/artikel/${encodeURIComponent(slug)}`, {
    signal,
  });
  return data?.data ?? null;
}
