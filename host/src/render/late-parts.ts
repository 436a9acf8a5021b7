import { isRecord, isThenable, PartUnavailable } from '../router/late-parts';

/**
 * The late parts of a page's data on the render server (docs/decisions/011-streamed-parts.md): each promise field
 * of a loader's data, bounded by a time limit. The page is rendered without waiting for them (its `<Await>`s
 * suspend), and React streams each into the same response when it settles. A part that fails or runs out of time
 * rejects: the page renders its `errorElement` (its failed state, with its retry).
 */
export interface LateParts {
  /** Whether a part ran out of time (the page is then not complete: caches keep it a few seconds at most). */
  late(): boolean;
  /** Settles once every part has (each within its limit). */
  settled: Promise<void>;
  /** The data as the server sends it: each part's value in place, and the names of those that failed. */
  asSent(data: unknown): { data: unknown; failedParts: string[] };
}

type Outcome = { ok: true; value: unknown } | { ok: false };

/**
 * Bounds the late parts of `data` by `limitMs` each; `stop` ends the loader's calls once one ran out of time.
 * `parts` is undefined when the data has none.
 */
export function boundLateParts<T>(data: T, limitMs: number, stop: () => void): { data: T; parts?: LateParts } {
  if (!isRecord(data) || !Object.values(data).some(isThenable)) return { data };
  const outcomes = new Map<string, Outcome>();
  let late = false;
  const waits: Promise<unknown>[] = [];
  const bound = (name: string, part: PromiseLike<unknown>): Promise<unknown> => {
    const bounded = new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => {
        late = true;
        outcomes.set(name, { ok: false });
        stop();
        reject(new PartUnavailable(`The part "${name}" came later than ${limitMs} ms`));
      }, limitMs);
      part.then(
        (value) => {
          clearTimeout(timer);
          if (outcomes.has(name)) return;
          outcomes.set(name, { ok: true, value });
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          if (outcomes.has(name)) return;
          outcomes.set(name, { ok: false });
          reject(error instanceof Error ? error : new PartUnavailable(String(error)));
        },
      );
    });
    // A part no `<Await>` renders is no unhandled rejection.
    waits.push(bounded.catch(() => undefined));
    return bounded;
  };
  const bounded = Object.fromEntries(
    Object.entries(data).map(([name, field]) => [name, isThenable(field) ? bound(name, field) : field]),
  ) as T;
  return {
    data: bounded,
    parts: {
      late: () => late,
      settled: Promise.all(waits).then(() => undefined),
      asSent(sent) {
        if (!isRecord(sent)) return { data: sent, failedParts: [] };
        const failedParts: string[] = [];
        const plain = Object.fromEntries(
          Object.entries(sent).map(([name, field]) => {
            if (!isThenable(field)) return [name, field];
            const outcome = outcomes.get(name);
            if (outcome?.ok) return [name, outcome.value];
            // Failed, too late, or (a part the page never rendered) not settled yet.
            failedParts.push(name);
            return [name, null];
          }),
        );
        return { data: plain, failedParts };
      },
    },
  };
}
