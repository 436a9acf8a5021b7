import { useCallback, useEffect, useRef, useState } from 'react';
import { isCancel, type RouteData } from '@niec/shared';
import { filterScholarships } from '../api/filter-scholarships';
import type { ScholarshipItem } from '../api/scholarship-item';
import { selectionKey, type FilterSelection } from '../lib/filter-state';
import type { ScholarshipsData } from '../scholarships.loader';

export type ListState =
  { status: 'loading' } | { status: 'success'; items: ScholarshipItem[] } | { status: 'error'; error: unknown };

export interface ScholarshipSearch {
  /** The list to show for the selection. */
  list: ListState;
  /** A newer answer is on its way (the list shown is the previous result). */
  updating: boolean;
  retry: () => void;
}

const LOADING: ListState = { status: 'loading' };

/**
 * The list for the selection in the URL. What the page shows on load (and for any URL the host has
 * loaded, e.g. after Back) is the loader's answer, `route`. Each selection the visitor makes is POSTed
 * to /filter/scholarship from the browser as before (SPEC section 7), beside the host loading the new
 * URL's data; the first answer for the current selection is shown. A new selection cancels the
 * previous request, and an answer for an older selection is never shown as the current one.
 */
export function useScholarshipSearch(
  selection: FilterSelection,
  route: RouteData<ScholarshipsData>,
): ScholarshipSearch {
  const key = selectionKey(selection);
  const [initialKey] = useState(key);
  const [filterAttempt, setFilterAttempt] = useState(0);
  const [filtered, setFiltered] = useState<{ key: string; attempt: number; result: ListState } | null>(null);
  // The browser filters from the first change of the selection on (unticking everything POSTs the empty filter).
  const [filterActive, setFilterActive] = useState(false);
  if (!filterActive && key !== initialKey) setFilterActive(true);

  const routeAnswers = route.status === 'success' && route.data.selection === key;
  const routeAnswersRef = useRef(routeAnswers);
  const selectionRef = useRef(selection);
  useEffect(() => {
    routeAnswersRef.current = routeAnswers;
    selectionRef.current = selection;
  });

  useEffect(() => {
    // A selection whose answer the page already holds (Back to it) is not asked for again.
    if (!filterActive || routeAnswersRef.current) return;
    const controller = new AbortController();
    const settle = (result: ListState) => {
      if (!controller.signal.aborted) setFiltered({ key, attempt: filterAttempt, result });
    };
    filterScholarships(selectionRef.current, controller.signal).then(
      (items) => settle({ status: 'success', items }),
      (error: unknown) => {
        if (controller.signal.aborted || isCancel(error)) return;
        console.error('Gagal memfilter beasiswa', error);
        settle({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [key, filterAttempt, filterActive]);

  const { reload } = route;
  const retry = useCallback(() => {
    reload();
    if (filterActive) setFilterAttempt((n) => n + 1);
  }, [reload, filterActive]);

  const own = filtered !== null && filtered.key === key && filtered.attempt === filterAttempt ? filtered.result : null;
  let current: ListState | null = null;
  if (routeAnswers) current = { status: 'success', items: route.data.items };
  else if (own?.status === 'success') current = own;
  else if (own?.status === 'error') current = own;
  else if (route.status === 'error' && !filterActive) current = { status: 'error', error: route.error };

  // The last list shown stays on screen (dimmed) while the answer for a new selection is on its way.
  const [shown, setShown] = useState<ScholarshipItem[] | null>(current?.status === 'success' ? current.items : null);
  if (current?.status === 'success' && current.items !== shown) setShown(current.items);

  if (current) return { list: current, updating: false, retry };
  return shown
    ? { list: { status: 'success', items: shown }, updating: true, retry }
    : { list: LOADING, updating: false, retry };
}
