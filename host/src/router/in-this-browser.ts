import { keepSavedCount } from '@niec/shared/saved';
import { savedRecordsUntil, siteSearchUntil } from '../federation/site-search';
import type { FetchPageData } from './page-data';

/** How long a static host's browser waits for a remote's search records before it shows the others. */
const STATIC_SEARCH_LIMIT_MS = 10_000;

/**
 * Runs the page's loader in this browser (a static host, without a render server). Its calls are not stopped when
 * a navigation moves on: the data is kept for the page view, as the render server's would be. Its late parts stay
 * promises: the page's `<Await>`s show their loading state until they come. The site search (/cari) gathers every
 * remote's records here, as the render server does.
 */
export const inThisBrowser: FetchPageData = ({ request, params, loader }) =>
  loader({
    params,
    searchParams: new URL(request.url).searchParams,
    request,
    signal: new AbortController().signal,
    siteSearch: siteSearchUntil(Date.now() + STATIC_SEARCH_LIMIT_MS),
    savedRecords: savedRecordsUntil(Date.now() + STATIC_SEARCH_LIMIT_MS),
  });

// The header's count of the saved list: on a server-rendered page the inline contract keeps it; a static host has
// none, and loads this chunk once, before it renders (docs/decisions/015-saved-list.md).
keepSavedCount();
