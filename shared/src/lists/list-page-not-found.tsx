import { useLocation } from 'react-router-dom';
// From the main entry, not '../ui/not-found': this entry is bundled apart, and a copy of the page-meta module
// would not reach the render server's head collector (the 404 would go out with the list's title, indexable).
import { NotFoundPage } from '@niec/shared';
import { pageSearch } from './paging';

export interface ListPageNotFoundProps {
  /** Why this page of the list is not there, in the list's own words. */
  message: string;
}

/**
 * A page number past a list's last page (or not a page number): the list loader answered notFound(), the
 * render server sends 404, and the visitor is offered the first page of the same list (filters and search kept).
 */
export function ListPageNotFound({ message }: ListPageNotFoundProps) {
  const { pathname, search } = useLocation();
  return (
    <NotFoundPage
      title="Halaman tidak ditemukan"
      message={message}
      action={{ to: `${pathname}${pageSearch(search, 1)}`, label: 'Kembali ke halaman pertama' }}
    />
  );
}
