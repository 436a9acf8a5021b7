/** The query key of a page's selected tab: `?tab=makassar` on the contact page, `?tab=biaya` on a campus's. */
export const TAB_PARAM = 'tab';

/** The tab a URL asks for, when it is one of `ids`; otherwise `fallback` (a mistyped or old link shows the first). */
export function tabFromSearch(search: URLSearchParams, ids: readonly string[], fallback: string): string {
  const asked = search.get(TAB_PARAM);
  return asked !== null && ids.includes(asked) ? asked : fallback;
}

/**
 * The link of a tab: the page's path with only the tab in the query, and the tabs' section as the fragment, so
 * the page answered by the server opens where the visitor pressed.
 */
export function tabHref(pathname: string, id: string, fragment: string): string {
  return `${pathname}?${new URLSearchParams({ [TAB_PARAM]: id }).toString()}#${fragment}`;
}
