import { useAsync } from '@niec/shared';
import { fetchBranches, fetchJobCategories, type BranchOption } from '../api/fetch-filter-options';

export interface FilterOptions {
  branches: BranchOption[];
  categories: string[];
  loading: boolean;
}

/** Branches and categories for the filter. A failure is only logged (SPEC section 8): the select keeps 'Semua'. */
export function useFilterOptions(): FilterOptions {
  const state = useAsync(
    (signal) =>
      Promise.all([
        fetchBranches(signal).catch((error: unknown) => {
          if (!signal.aborted) console.error('Error fetching career branches', error);
          return [];
        }),
        fetchJobCategories(signal).catch((error: unknown) => {
          if (!signal.aborted) console.error('Error fetching job categories', error);
          return [];
        }),
      ]),
    [],
  );
  const [branches, categories] = state.data ?? [[], []];
  return { branches, categories, loading: state.status === 'loading' };
}
