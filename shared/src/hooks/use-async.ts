import { useEffect, useState } from 'react';

export type AsyncState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown };

/**
 * Runs `load` when `deps` change and tracks loading, data and error. The AbortSignal is aborted
 * when deps change or the component unmounts, so a slow earlier response never overwrites a newer one.
 */
export function useAsync<T>(load: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[]): AsyncState<T> {
  const [state, setState] = useState<{ key: readonly unknown[]; value: AsyncState<T> }>({
    key: deps,
    value: { status: 'loading', data: undefined, error: undefined },
  });
  // Reset to loading during render when deps change (React's advice for derived state).
  let current = state;
  if (state.key.length !== deps.length || state.key.some((d, i) => !Object.is(d, deps[i]))) {
    current = { key: deps, value: { status: 'loading', data: undefined, error: undefined } };
    setState(current);
  }

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ key: deps, value: { status: 'success', data, error: undefined } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ key: deps, value: { status: 'error', data: undefined, error } });
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps decide when to reload
  }, deps);

  return current.value;
}
