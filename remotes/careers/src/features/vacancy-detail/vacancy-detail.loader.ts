import { loaded, notFound, type LoaderArgs, type LoaderResult } from '@niec/shared';
import { fetchProvinces } from '@niec/shared/master';
import type { SelectOption } from '@niec/shared/forms';
import { fetchVacancy } from './api/fetch-vacancy';
import type { VacancyDetail } from './model';

/** What /career/:slug_title shows: the vacancy, and the provinces of its application form's address selects. */
export interface VacancyDetailData {
  vacancy: VacancyDetail;
  /** GET /master/provinces as the selects' options (value: id, label: province_name). */
  provinces: SelectOption[];
  /** Why the provinces could not be loaded (only present then): the page logs it, the form stays usable. */
  provincesFailed?: string;
}

/**
 * The loader of /career/:slug_title: GET /niec-career/detail-lowongan/{slug} and GET /master/provinces at once.
 * An unknown slug is not-found (HTTP 404); a failed vacancy call throws (the page's error state, 503 on the
 * server); a failed province list only leaves the province selects empty.
 */
export async function loadVacancyDetail({ params, signal }: LoaderArgs): Promise<LoaderResult<VacancyDetailData>> {
  const slug = params.slug_title ?? '';
  if (!slug) return notFound();
  let provincesFailed: string | undefined;
  const [vacancy, provinces] = await Promise.all([
    fetchVacancy(slug, signal),
    fetchProvinces(signal).then(
      (list) => (Array.isArray(list) ? list : []).map((p) => ({ value: String(p.id), label: p.province_name })),
      (error: unknown) => {
        if (signal.aborted) throw error;
        provincesFailed = error instanceof Error ? error.message : String(error);
        return [];
      },
    ),
  ]);
  if (!vacancy) return notFound();
  return loaded<VacancyDetailData>({ vacancy, provinces, ...(provincesFailed ? { provincesFailed } : {}) });
}
