import { Suspense, use, type ReactNode } from 'react';
import type { LoaderArgs, LoaderResult } from './route-data';

/**
 * A part of a page's data that the render server streams into the page after the rest of it
 * (docs/decisions/011-streamed-parts.md): a top-level field of a loader's data whose value is still on its way
 * (the courier's history of a parcel, from a slow external service). The page is sent at once with the part's
 * loading state, and the part follows in the same response when it comes (a Suspense boundary React resolves
 * later); its value reaches the browser with the page's boot data, so nothing is asked for twice.
 *
 * Only the render server ever holds a part on its way: the loader's `streaming` form makes them (RouteLoader), and
 * everywhere else (data requests, a static host, tests) the loader itself runs, which waits for every part, so
 * the browser's data holds plain values only.
 */
const PENDING: unique symbol = Symbol.for('niec.streamed-part');

export interface PendingPart<T> {
  readonly [PENDING]: true;
  /** Settles with the part's value; never rejects (a failure settles with `ifLate`). */
  readonly promise: Promise<T>;
  /**
   * What the page shows when the part does not come in time or fails: the render server stops waiting for it
   * after its time limit and renders this instead (the page's own failed state, with its retry).
   */
  readonly ifLate: T;
}

/** A field of a loader's data that may arrive after the rest of the page: the value, or the part on its way. */
export type Streamed<T> = T | PendingPart<T>;

/** Writes the fields React's use() reads, so a part that has come renders without suspending. */
function tracked<T>(promise: Promise<T>): Promise<T> {
  const fields = promise as Promise<T> & { status?: string; value?: T };
  fields.status = 'pending';
  void promise.then((value) => {
    fields.status = 'fulfilled';
    fields.value = value;
  });
  return promise;
}

/** A part of the loader's data that comes later: `promise`'s value, or `ifLate` if it fails or comes too late. */
export function streamed<T>(promise: Promise<T>, ifLate: T): PendingPart<T> {
  return {
    [PENDING]: true,
    promise: tracked(promise.then(undefined, () => ifLate)),
    ifLate,
  };
}

export function isPending<T>(value: Streamed<T>): value is PendingPart<T> {
  return typeof value === 'object' && value !== null && (value as { [PENDING]?: unknown })[PENDING] === true;
}

/** A settled part's value, read without waiting; undefined while it is on its way. */
function settledValue<T>(part: PendingPart<T>): { value: T } | undefined {
  const fields = part.promise as Promise<T> & { status?: string; value?: T };
  return fields.status === 'fulfilled' ? { value: fields.value as T } : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Replaces the parts of `data` still on their way (its top-level fields only) with what `map` makes of them;
 * `data` itself when it holds none.
 */
export function mapPendingParts<T>(data: T, map: (part: PendingPart<unknown>) => unknown): T {
  if (!isRecord(data) || !Object.values(data).some((field) => isPending(field))) return data;
  return Object.fromEntries(
    Object.entries(data).map(([key, field]) => [key, isPending(field) ? map(field) : field]),
  ) as T;
}

/**
 * The data as the server writes it into the page's boot data: each part's value if it has come, else its
 * `ifLate` (what the page rendered in its place), so the browser hydrates the same page.
 */
export function partsAsSent<T>(data: T): T {
  return mapPendingParts(data, (part) => {
    const settled = settledValue(part);
    return settled ? settled.value : part.ifLate;
  });
}

/** The data once every part has come (each part's value, or its `ifLate`). */
export async function settleParts<T>(data: T): Promise<T> {
  if (!isRecord(data)) return data;
  const entries = await Promise.all(
    Object.entries(data).map(async ([key, field]) => [key, isPending(field) ? await field.promise : field] as const),
  );
  return Object.fromEntries(entries) as T;
}

/**
 * The loader of a page whose data has streamed parts, from its streaming form: it resolves once every part has
 * come, for everywhere the page's data is not streamed (the browser's data requests, a static host).
 */
export function awaitingParts<T>(
  streaming: (args: LoaderArgs) => Promise<LoaderResult<T>>,
): (args: LoaderArgs) => Promise<LoaderResult<T>> {
  return async (args) => {
    const result = await streaming(args);
    return result.kind === 'data' ? { kind: 'data', data: await settleParts(result.data) } : result;
  };
}

function PartValue<T>({ part, render }: { part: Streamed<T>; render: (value: T) => ReactNode }) {
  return render(isPending(part) ? use(part.promise) : part);
}

/**
 * Shows a streamed part: its loading state until it comes (on the server, the state the page is sent with), then
 * `children(value)`. The boundary is there on both sides, so the browser hydrates the part the server streamed
 * into it; in the browser the part has always come (its value is in the boot data), so `fallback` is the
 * server's and a static host's only. Place it inside an element of the page: React holds the whole document back
 * while a boundary at its top level (which could still bring the document's head or body) is on its way.
 */
export function AwaitPart<T>({
  part,
  fallback,
  children,
}: {
  part: Streamed<T>;
  /** The loading state, given what the page will show if the part is late (a way out that needs no script). */
  fallback: (ifLate: T) => ReactNode;
  children: (value: T) => ReactNode;
}) {
  return (
    <Suspense fallback={isPending(part) ? fallback(part.ifLate) : null}>
      <PartValue part={part} render={children} />
    </Suspense>
  );
}
