import type { RouteDataState, SentDataState } from '@niec/shared';

/**
 * The late parts of a page's data (docs/decisions/011-streamed-parts.md): the top-level fields of a loader's data
 * that are promises, rendered by the page with React Router's `<Await>` inside `Suspense`. This module is the
 * browser's side of how they travel: the server sends each as the value it settled with, and names the ones that
 * failed or came too late (SentDataState.failedParts).
 */

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
}

/** The error of a part the server could not bring. */
export class PartUnavailable extends Error {}

/**
 * A part the server could not bring, as the browser holds it: a rejected promise already marked as settled the way
 * React Router's `<Await>` marks the promises it has seen (`_tracked`, `_error`), so `<Await>` renders its
 * `errorElement` at once, as the server did, and hydration meets the same HTML.
 */
function failedPart(name: string): Promise<never> {
  const error = new PartUnavailable(`The part "${name}" of the page's data could not be loaded`);
  const promise = Promise.reject(error);
  void promise.catch(() => undefined);
  Reflect.defineProperty(promise, '_tracked', { get: () => true });
  Reflect.defineProperty(promise, '_error', { get: () => error });
  return promise;
}

/** A page's data state as the server sent it, its failed parts failed again: what the page renders in the browser. */
export function receivedState(sent: SentDataState): RouteDataState<unknown> {
  const { failedParts, ...state } = sent;
  if (!failedParts?.length || state.status !== 'success' || !isRecord(state.data)) return state;
  const data: Record<string, unknown> = { ...state.data };
  for (const name of failedParts) data[name] = failedPart(name);
  return { ...state, data };
}
