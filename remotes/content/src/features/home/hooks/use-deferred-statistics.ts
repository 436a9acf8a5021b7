import { useEffect } from 'react';
import { useDeferredData } from '@niec/shared';
import type { HomeStatistics } from '../model';
import type { HomeStatisticsData } from '../home-statistics.loader';

const EMPTY: HomeStatistics = { totalStudents: null, totalMembers: null, totalAmbassador: null, totalUniversity: null };

/**
 * The home statistics (docs/product-rules.md#home): the home loader's deferred part 'statistics', loaded after
 * the first paint through the page's data path, kept, but not shown on the page.
 */
export function useDeferredStatistics(): HomeStatistics {
  const part = useDeferredData<HomeStatisticsData>('statistics');
  useEffect(() => {
    // docs/product-rules.md#home: load failures are only logged.
    if (part.status === 'success') {
      for (const { label, message } of part.data.failures) console.error(`Error fetching ${label}`, new Error(message));
    } else if (part.status === 'error') {
      console.error('Error fetching home statistics', part.error);
    }
  }, [part]);
  return part.status === 'success' ? part.data.statistics : EMPTY;
}
