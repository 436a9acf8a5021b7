import { useEffect, useRef } from 'react';

/**
 * After a page change of a list (`shownPage` is the page whose cards are on screen), the list's heading
 * comes into view and takes focus, so the visitor starts reading the new page at its top, and a
 * keyboard or screen reader user is not left on a link at the bottom. Nothing happens on first load.
 * Give the heading `tabIndex={-1}`.
 */
export function useListTop<T extends HTMLElement>(shownPage: number | undefined) {
  const ref = useRef<T>(null);
  const last = useRef(shownPage);
  useEffect(() => {
    if (shownPage === undefined || shownPage === last.current) return;
    const first = last.current === undefined;
    last.current = shownPage;
    if (first) return;
    const heading = ref.current;
    if (!heading) return;
    heading.focus({ preventScroll: true });
    heading.scrollIntoView({ block: 'start' });
  }, [shownPage]);
  return ref;
}
