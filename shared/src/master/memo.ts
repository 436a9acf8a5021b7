/**
 * Master data (provinces, regencies, cities, consultants, recommenders) does not change during a visit: each list
 * is asked for once per document and every caller shares that one request and its answer.
 * - Keyed by request: one entry per key (e.g. 'GET /master/kabupaten/51').
 * - Callers that ask while the request runs wait for the same request.
 * - A failed request is not kept: the next caller (or a retry) asks again.
 * - A caller's AbortSignal ends only that caller's wait; the shared request runs on for the others.
 * - On the render server (no window) nothing is kept: it serves many visitors and keeps no state between
 *   requests (its own API cache is host/server/api-cache.ts). There `load` runs with the caller's signal.
 *
 * The answer is shared by reference: callers read it and never change it.
 */
const requests = new Map<string, Promise<unknown>>();

function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new DOMException('The operation was aborted.', 'AbortError');
}

/** `request`, or a rejection as soon as `signal` aborts (the request itself goes on). */
function untilAborted<T>(request: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(abortReason(signal));
    signal.addEventListener('abort', abort, { once: true });
    void request.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

export function loadMasterData<T>(
  key: string,
  load: (signal?: AbortSignal) => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  if (typeof window === 'undefined') return load(signal);
  if (signal?.aborted) return Promise.reject(abortReason(signal));
  let request = requests.get(key) as Promise<T> | undefined;
  if (!request) {
    const started = load();
    request = started;
    requests.set(key, started);
    started.catch(() => {
      if (requests.get(key) === started) requests.delete(key);
    });
  }
  return signal ? untilAborted(request, signal) : request;
}

/** Forgets every kept list: a new visit (jest's setup runs it after each test). */
export function forgetMasterData(): void {
  requests.clear();
}
