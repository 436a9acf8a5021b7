import { useCallback, useEffect, useRef, useState } from 'react';
import { isCancel } from '@niec/shared';
import { fetchScholarships } from '../api/fetch-scholarships';
import { filterScholarships } from '../api/filter-scholarships';
import type { ScholarshipItem } from '../api/scholarship-item';
import { isEmptySelection, selectionKey, type FilterSelection } from '../lib/filter-state';

export type ListState =
  { status: 'loading' } | { status: 'success'; items: ScholarshipItem[] } | { status: 'error'; error: unknown };

export interface ScholarshipSearch {
  /** The list to show: the full list until a filter is applied, then the latest filter result. */
  list: ListState;
  /** A newer filter request is on its way (the list shown is the previous result). */
  updating: boolean;
  retry: () => void;
}

const LOADING: ListState = { status: 'loading' };

/**
 * On load GET /website/scholarship (SPEC section 7); on every selection change (and on load when
 * the URL already carries one) POST /filter/scholarship. Each new selection aborts the previous
 * request, and an answer that still arrives for an aborted request is dropped, so a slow earlier
 * response never overwrites a newer one.
 */
export function useScholarshipSearch(selection: FilterSelection): ScholarshipSearch {
  const key = selectionKey(selection);
  const [initialKey] = useState(key);
  const [all, setAll] = useState<ListState>(LOADING);
  const [allAttempt, setAllAttempt] = useState(0);
  const [filterAttempt, setFilterAttempt] = useState(0);
  const [filtered, setFiltered] = useState<{ key: string; attempt: number; result: ListState } | null>(null);
  // Filtering starts with a selection in the URL or with the first change, and stays on after that
  // (unticking everything POSTs the empty filter too).
  const [filterActive, setFilterActive] = useState(() => !isEmptySelection(selection));
  if (!filterActive && key !== initialKey) setFilterActive(true);

  const selectionRef = useRef(selection);
  useEffect(() => {
    selectionRef.current = selection;
  });

  useEffect(() => {
    const controller = new AbortController();
    fetchScholarships(controller.signal).then(
      (items) => {
        if (!controller.signal.aborted) setAll({ status: 'success', items });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isCancel(error)) return;
        console.error('Gagal memuat daftar beasiswa', error);
        setAll({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [allAttempt]);

  useEffect(() => {
    if (!filterActive) return;
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

  const retry = useCallback(() => {
    if (filterActive) {
      setFilterAttempt((n) => n + 1);
    } else {
      setAll(LOADING);
      setAllAttempt((n) => n + 1);
    }
  }, [filterActive]);

  if (!filterActive) return { list: all, updating: false, retry };
  const settled = filtered !== null && filtered.key === key && filtered.attempt === filterAttempt;
  // While a newer request runs, the previous successful result stays on screen (dimmed).
  const showPrevious = filtered !== null && (settled || filtered.result.status === 'success');
  return {
    list: showPrevious ? filtered.result : LOADING,
    updating: showPrevious && !settled,
    retry,
  };
}
