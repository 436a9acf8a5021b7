// The home page's view model.

/** The four home statistics (docs/product-rules.md#home); loaded, never shown. */
export interface HomeStatistics {
  totalStudents: number | null;
  totalMembers: number | null;
  totalAmbassador: number | null;
  totalUniversity: number | null;
}
