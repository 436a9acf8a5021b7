import type { RouteDataState, SentDataState } from '@niec/shared';
import { stateFromResult } from '../router/page-data';
import type { Prepared } from './prepare';

/**
 * The page's data state as the server renders it (its route's loader data, router/page-route.tsx), or undefined for
 * a page without data. Data that failed or did not come within its time limit is the page's failed state, with its
 * 'Coba lagi' (HTTP 503 on a detail page): the server always finishes the page, the browser never loads it again.
 */
export function pageStateOf(prepared: Prepared): RouteDataState<unknown> | undefined {
  if (prepared.kind !== 'page' || prepared.result === 'none') return undefined;
  if (prepared.result === 'failed') return { status: 'error', data: undefined, error: { message: 'API unavailable' } };
  return stateFromResult(prepared.result);
}

/**
 * What the boot data carries of the page's data, by its key: the state it was rendered with, its late parts as the
 * values they settled with and the names of those that failed (docs/decisions/011-streamed-parts.md), so the browser
 * hydrates the same page. Written once the render has ended, when every part the page rendered has settled.
 */
export function bootPageData(
  prepared: Prepared,
  state: RouteDataState<unknown> | undefined,
): Record<string, SentDataState> {
  if (prepared.kind !== 'page' || !state) return {};
  if (state.status === 'error') return { [prepared.dataKey]: { ...state, error: { message: 'unavailable' } } };
  if (state.status !== 'success' || !prepared.lateParts) return { [prepared.dataKey]: state };
  const { data, failedParts } = prepared.lateParts.asSent(state.data);
  return { [prepared.dataKey]: { ...state, data, ...(failedParts.length > 0 ? { failedParts } : {}) } };
}
