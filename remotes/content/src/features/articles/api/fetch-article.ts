import { getCachedApiClient, type Article } from '@niec/shared';

// A public read: on the render server it goes through the instance's shared cache of API answers (about a minute).

/** GET /website/artikel/{slug}: one article, or null when the API answers with an empty record. */
export async function fetchArticle(slug: string, signal?: AbortSignal): Promise<Article | null> {
  const { data } = await getCachedApiClient().get<{ data: Article | null }>(
    `/website/artikel/${encodeURIComponent(slug)}`,
    { signal },
  );
  return data?.data ?? null;
}
