/** The query key of a list's page number (`?page=2`; page 1 has none). */
export const PAGE_PARAM = 'page';

/** The query key of a list's search (`?q=`). */
export const SEARCH_PARAM = 'q';
