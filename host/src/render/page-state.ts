import { partsAsSent, type RouteDataState } from '@niec/shared';
import { LOADING_STATE, stateFromResult } from '../router/page-data';
import type { Prepared } from './prepare';

/**
 * The page's data state as the server renders it (its route's loader data, router/page-route.tsx), or undefined for
 * a page without data. Late or failed data is the page's loading state, which the browser loads again; a detail page
 * whose API failed shows its failure text (HTTP 503), and so does a page whose loader must not run twice (its retry
 * is the visitor's 'Coba lagi').
 */
export function pageStateOf(prepared: Prepared): RouteDataState<unknown> | undefined {
  if (prepared.kind !== 'page' || prepared.result === 'none') return undefined;
  if (typeof prepared.result === 'object') return stateFromResult(prepared.result);
  return (prepared.result === 'failed' && prepared.route.detail) || !prepared.repeatable
    ? { status: 'error', data: undefined, error: { message: 'API unavailable' } }
    : LOADING_STATE;
}

/**
 * What the boot data carries of the page's data, by its key: the state it was rendered with, a streamed part as the
 * value it was rendered with (docs/decisions/011-streamed-parts.md), so the browser holds plain data and hydrates
 * the same page. A loading state is left out: the browser loads it.
 */
export function bootPageData(
  prepared: Prepared,
  state: RouteDataState<unknown> | undefined,
): Record<string, RouteDataState<unknown>> {
  if (prepared.kind !== 'page' || !state || state.status === 'loading') return {};
  const sent: RouteDataState<unknown> =
    state.status === 'error'
      ? { ...state, error: { message: 'unavailable' } }
      : state.status === 'success'
        ? { ...state, data: partsAsSent(state.data) }
        : state;
  return { [prepared.dataKey]: sent };
}
