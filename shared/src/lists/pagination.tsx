import { Link, useLocation } from 'react-router-dom';
import { pageSearch } from './paging';
import styles from './lists.module.css';

export interface PaginationProps {
  page: number;
  pageCount: number;
  /** What the list holds, for screen readers ('Halaman daftar artikel'). */
  label: string;
}

type Slot = number | 'gap-before' | 'gap-after';

/** Page 1, the last page and two either side of the current one; gaps where pages are left out. */
export function pageSlots(page: number, pageCount: number): Slot[] {
  const pages = new Set([1, pageCount]);
  for (let n = page - 2; n <= page + 2; n += 1) if (n >= 1 && n <= pageCount) pages.add(n);
  const sorted = [...pages].sort((a, b) => a - b);
  const slots: Slot[] = [];
  sorted.forEach((n, index) => {
    const before = sorted[index - 1];
    if (before !== undefined && n - before > 1) slots.push(n < page ? 'gap-before' : 'gap-after');
    slots.push(n);
  });
  return slots;
}

/**
 * Links to the other pages of a list: real links carrying `?page=N` (the list's other query keys kept),
 * in the server's HTML too, so crawlers and visitors without JavaScript reach every page; with
 * JavaScript they navigate in the browser, and Back and Forward move between pages. Nothing is shown
 * when the whole list fits on one page.
 */
export function Pagination({ page, pageCount, label }: PaginationProps) {
  const { pathname, search } = useLocation();
  if (pageCount <= 1) return null;
  const to = (n: number) => `${pathname}${pageSearch(search, n)}`;
  return (
    <nav className={styles.pagination} aria-label={label}>
      <p className={styles.pageStatus}>
        Halaman {page} dari {pageCount}
      </p>
      <ul className={styles.pageList}>
        <li>
          {page > 1 ? (
            <Link className={styles.pageStep} to={to(page - 1)} rel="prev">
              <span aria-hidden="true">‹</span> Sebelumnya
            </Link>
          ) : (
            <span className={styles.pageStepDisabled} aria-hidden="true">
              <span>‹</span> Sebelumnya
            </span>
          )}
        </li>
        {pageSlots(page, pageCount).map((slot) =>
          typeof slot === 'number' ? (
            <li key={slot} className={styles.pageNumberItem}>
              <Link
                className={slot === page ? styles.pageCurrent : styles.pageNumber}
                to={to(slot)}
                aria-label={`Halaman ${slot}`}
                aria-current={slot === page ? 'page' : undefined}
              >
                {slot}
              </Link>
            </li>
          ) : (
            <li key={slot} className={styles.pageGap} aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link className={styles.pageStep} to={to(page + 1)} rel="next">
              Berikutnya <span aria-hidden="true">›</span>
            </Link>
          ) : (
            <span className={styles.pageStepDisabled} aria-hidden="true">
              Berikutnya <span>›</span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
