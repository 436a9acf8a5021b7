import { getApiClient, type Consultant } from '@niec/shared';
import { loadMasterData } from '@niec/shared/master';

/** GET /master/consultant/list-active: the consultants a new member can register with (once per visit). */
export function fetchConsultants(signal?: AbortSignal): Promise<Consultant[]> {
  return loadMasterData(
    'GET /master/consultant/list-active',
    async (requestSignal) => {
      const { data } = await getApiClient().get<{ data: Consultant[] }>('/master/consultant/list-active', {
        signal: requestSignal,
      });
      return Array.isArray(data.data) ? data.data : [];
    },
    signal,
  );
}
