import { isCancel, type LoaderArgs } from '@niec/shared';
import {
  fetchAmbassadorTotal,
  fetchMemberTotal,
  fetchStudentTotal,
  fetchUniversityTotal,
} from './api/fetch-statistics';
import type { HomeStatistics } from './model';

/**
 * The four home statistics (docs/product-rules.md#home), loaded but never shown: the home loader starts them and
 * does not wait for them, so they never delay the page. A failed call leaves its value null and is logged where the
 * loader runs (the render server's log, or the browser's console on a static host); the others still arrive.
 */
export async function loadHomeStatistics({ signal }: Pick<LoaderArgs, 'signal'>): Promise<HomeStatistics> {
  const settle = async (load: () => Promise<number | null>, label: string): Promise<number | null> => {
    try {
      return await load();
    } catch (error) {
      if (!isCancel(error)) console.error(`Error fetching ${label}`, error);
      return null;
    }
  };
  const [totalStudents, totalMembers, totalAmbassador, totalUniversity] = await Promise.all([
    settle(() => fetchStudentTotal(signal), 'student total'),
    settle(() => fetchMemberTotal(signal), 'total members'),
    settle(() => fetchAmbassadorTotal(signal), 'ambassador count'),
    settle(() => fetchUniversityTotal(signal), 'university total'),
  ]);
  return { totalStudents, totalMembers, totalAmbassador, totalUniversity };
}
