import { getBearerApiClient, type Recommender } from '@niec/shared';
import { loadMasterData } from '@niec/shared/master';

/** docs/product-rules.md#booking: the recommender (bizdev) job code. */
export const RECOMMENDER_JOBDESK = 'JD007';

export interface RecommenderOption {
  value: string;
  label: string;
}

/** POST /ambassador/consultant/jobdesk with jobdesk=["JD007"] and the bearer credential (once per visit). */
export function fetchRecommenders(signal?: AbortSignal): Promise<RecommenderOption[]> {
  return loadMasterData(
    `POST /ambassador/consultant/jobdesk ${RECOMMENDER_JOBDESK}`,
    async (requestSignal) => {
      const form = new FormData();
      form.append('jobdesk', JSON.stringify([RECOMMENDER_JOBDESK]));
      const { data } = await getBearerApiClient().post<{ data: unknown }>('/ambassador/consultant/jobdesk', form, {
        signal: requestSignal,
      });
      const list = Array.isArray(data.data) ? (data.data as Recommender[]) : [];
      return list.map((r) => ({ value: r.code_konsultan, label: r.nama }));
    },
    signal,
  );
}
