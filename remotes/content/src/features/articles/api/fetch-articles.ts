import { getCachedApiClient, type Article } from '@niec/shared';

// A public read with no side effect: on the render server it goes through the instance's shared cache of API
// answers (about a minute), so page 7 of the list, or another article's related list, does not fetch the
// whole list from the API again. In the browser (static host) this is the API client.

/** GET /website/artikel: every article, drafts included (the list filters on is_publish). */
export async function fetchArticles(signal?: AbortSignal): Promise<Article[]> {
  const { data } = await getCachedApiClient().get<{ data: Article[] | null }>('/website/artikel', { signal });
  return Array.isArray(data?.data) ? data.data : [];
}
