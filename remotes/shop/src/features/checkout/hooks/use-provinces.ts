import { useRouteData, type Province } from '@niec/shared';
import type { CheckoutData } from '../checkout.loader';

export interface ProvinceOptions {
  status: 'loading' | 'success' | 'error';
  list: Province[];
}

const NONE: Province[] = [];

/** The provinces of the address and member steps, from the page's loader (checkout.loader.ts). */
export function useProvinces(): ProvinceOptions {
  const data = useRouteData<CheckoutData>();
  if (data.status === 'success') return { status: 'success', list: data.data.provinces };
  return { status: data.status === 'loading' ? 'loading' : 'error', list: NONE };
}
