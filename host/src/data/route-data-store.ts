import { partsAsSent, type LoaderResult, type RouteDataState } from '@niec/shared';

/**
 * The page data of this page view, keyed by URL (path + query). The render server fills it for the URL
 * it rendered and sends that entry with the HTML; the browser starts from it, so hydration sees the same
 * data and nothing is fetched twice. Later entries come from the render server's data endpoint, or, on the
 * static host, from the loader itself.
 */
export type Entry = RouteDataState<unknown>;

export const LOADING_ENTRY: Entry = { status: 'loading', data: undefined, error: undefined };

export function entryFromResult(result: LoaderResult): Entry {
  return result.kind === 'data'
    ? { status: 'success', data: result.data, error: undefined }
    : { status: 'not-found', data: undefined, error: undefined };
}

const pathOf = (key: string): string => key.split('?')[0] ?? key;

export class RouteDataStore {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<void>>();
  private readonly listeners = new Set<() => void>();
  /** Per path, the query whose data was loaded last (a list's previous page or filter). */
  private readonly lastLoaded = new Map<string, string>();

  constructor(initial: Record<string, Entry> = {}) {
    for (const [key, entry] of Object.entries(initial)) this.set(key, entry);
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get(key: string): Entry | undefined {
    return this.entries.get(key);
  }

  /** The data last loaded for the same path (another query of the same page), if any. */
  previous(key: string): Entry | undefined {
    const last = this.lastLoaded.get(pathOf(key));
    return last === undefined ? undefined : this.entries.get(last);
  }

  set(key: string, entry: Entry): void {
    this.entries.set(key, entry);
    if (entry.status === 'success') this.lastLoaded.set(pathOf(key), key);
    for (const listener of this.listeners) listener();
  }

  /** Loads a key once at a time; `force` loads it again (a retry after an error). */
  load(key: string, fetchEntry: () => Promise<LoaderResult>, force = false): Promise<void> {
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    if (!force && this.entries.get(key)?.status === 'success') return Promise.resolve();
    if (force) this.set(key, LOADING_ENTRY);
    const run = fetchEntry()
      .then(
        (result) => this.set(key, entryFromResult(result)),
        (error: unknown) => this.set(key, { status: 'error', data: undefined, error }),
      )
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, run);
    return run;
  }

  /**
   * What the server sends the browser: the entries it rendered with, a streamed part as the value it was rendered
   * with (docs/decisions/011-streamed-parts.md), so the browser holds plain data and hydrates the same page.
   */
  toJSON(): Record<string, Entry> {
    return Object.fromEntries(
      [...this.entries]
        .filter(([, entry]) => entry.status !== 'loading')
        .map(([key, entry]) => [
          key,
          entry.status === 'error'
            ? { ...entry, error: { message: 'unavailable' } }
            : entry.status === 'success'
              ? { ...entry, data: partsAsSent(entry.data) }
              : entry,
        ]),
    );
  }
}
