export { PAGE_SIZE, PAGE_PARAM, readPage, paginate, pageSearch, changeSearch, type ListPage } from './paging';
export { SEARCH_PARAM, SEARCH_MAX_LENGTH, foldText, readSearch, searchMatcher } from './search';
export { Pagination, type PaginationProps } from './pagination';
export { SearchField, type SearchFieldProps } from './search-field';
export { useListTop } from './use-list-top';
export { ListPageNotFound, type ListPageNotFoundProps } from './list-page-not-found';
export { listCardClasses, ListCardPicture, type ListCardPictureProps } from './list-card';
