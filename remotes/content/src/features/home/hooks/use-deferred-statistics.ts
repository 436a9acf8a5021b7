import { useEffect, useState } from 'react';
import { isCancel } from '@niec/shared';
import {
  fetchAmbassadorTotal,
  fetchMemberTotal,
  fetchStudentTotal,
  fetchUniversityTotal,
  type HomeStatistics,
} from '../api/statistics';

type IdleWindow = Window & {
  requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** Runs `task` once the browser is idle after the first paint, so it never competes with it. */
export function afterFirstPaint(task: () => void): () => void {
  const w = window as IdleWindow;
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    if (w.requestIdleCallback) idle = w.requestIdleCallback(task, { timeout: 2000 });
    else timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (idle !== undefined) w.cancelIdleCallback?.(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
}

async function settle(load: () => Promise<number | null>, label: string): Promise<number | null> {
  try {
    return await load();
  } catch (error) {
    // SPEC section 8: home load failures are only logged.
    if (!isCancel(error)) console.error(`Error fetching ${label}`, error);
    return null;
  }
}

const EMPTY: HomeStatistics = { totalStudents: null, totalMembers: null, totalAmbassador: null, totalUniversity: null };

/**
 * The home statistics (SPEC sections 1 and 7): requested after the first paint and kept in state,
 * but not shown on the page.
 */
export function useDeferredStatistics(): HomeStatistics {
  const [stats, setStats] = useState<HomeStatistics>(EMPTY);
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const cancel = afterFirstPaint(() => {
      void Promise.all([
        settle(() => fetchStudentTotal(signal), 'student total'),
        settle(() => fetchMemberTotal(signal), 'total members'),
        settle(() => fetchAmbassadorTotal(signal), 'ambassador count'),
        settle(() => fetchUniversityTotal(signal), 'university total'),
      ]).then(([totalStudents, totalMembers, totalAmbassador, totalUniversity]) => {
        if (!signal.aborted) setStats({ totalStudents, totalMembers, totalAmbassador, totalUniversity });
      });
    });
    return () => {
      cancel();
      controller.abort();
    };
  }, []);
  return stats;
}
