import { isCancel, loaded, type LoaderArgs, type LoaderResult } from '@niec/shared';
import {
  fetchAmbassadorTotal,
  fetchMemberTotal,
  fetchStudentTotal,
  fetchUniversityTotal,
} from './api/fetch-statistics';
import type { HomeStatistics } from './model';

/** The home statistics and which of them failed (the page logs those, docs/product-rules.md#home). */
export interface HomeStatisticsData {
  statistics: HomeStatistics;
  failures: { label: string; message: string }[];
}

/**
 * The four home statistics (docs/product-rules.md#home), a part of the home page loaded after its first paint
 * (`deferred.statistics` of the home loader, read with useDeferredData). One failing call leaves its value
 * null; the others still arrive.
 */
export async function loadHomeStatistics({ signal }: LoaderArgs): Promise<LoaderResult<HomeStatisticsData>> {
  const failures: HomeStatisticsData['failures'] = [];
  const settle = async (load: () => Promise<number | null>, label: string): Promise<number | null> => {
    try {
      return await load();
    } catch (error) {
      if (!isCancel(error)) failures.push({ label, message: error instanceof Error ? error.message : String(error) });
      return null;
    }
  };
  const [totalStudents, totalMembers, totalAmbassador, totalUniversity] = await Promise.all([
    settle(() => fetchStudentTotal(signal), 'student total'),
    settle(() => fetchMemberTotal(signal), 'total members'),
    settle(() => fetchAmbassadorTotal(signal), 'ambassador count'),
    settle(() => fetchUniversityTotal(signal), 'university total'),
  ]);
  return loaded({ statistics: { totalStudents, totalMembers, totalAmbassador, totalUniversity }, failures });
}
