import { loaded, type LoaderArgs, type LoaderResult, type Province } from '@niec/shared';
import { fetchProvinces } from '@niec/shared/master';

/** What /merchandise/checkout shows from the API at once: the province select of the address step. */
export interface CheckoutData {
  /** Also the school-province select of the member step. */
  provinces: Province[];
}

/**
 * GET /master/provinces, trimmed to id and name. The rest of checkout is the visitor's own doing (regencies of
 * the chosen province, postal code, rates, consultants and schools of the member step, payment) and stays in
 * the browser.
 */
export async function loadCheckout({ signal }: LoaderArgs): Promise<LoaderResult<CheckoutData>> {
  const provinces = await fetchProvinces(signal);
  return loaded({
    provinces: (Array.isArray(provinces) ? provinces : []).map(({ id, province_name }) => ({ id, province_name })),
  });
}
