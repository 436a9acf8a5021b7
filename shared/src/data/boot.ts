import type { LoaderResult, RouteDataState } from './route-data';

/** The id of the JSON script the render server writes into every page it renders. */
export const BOOT_SCRIPT_ID = 'niec-boot';

/** True in the browser when the document is one the render server wrote (it carries the boot data). */
export const renderedByTheServer = (): boolean =>
  typeof document !== 'undefined' && document.getElementById(BOOT_SCRIPT_ID) !== null;

/**
 * A page's data state as the render server sends it (boot data, its data requests): the late parts of its data
 * (promises, LoaderResult) as the values they settled with, and the names of those that failed or came too late,
 * which the browser turns back into failed parts so the page shows what the server rendered.
 */
export type SentDataState = RouteDataState<unknown> & { failedParts?: readonly string[] };

/** A loader's result as the render server answers the browser's data request: sent as SentDataState is. */
export type SentLoaderResult = LoaderResult & { failedParts?: readonly string[] };

/** What the render server hands the browser with its HTML (see host/src/render and host/src/bootstrap.tsx). */
export interface BootData {
  /**
   * The path and query the server rendered. The browser hydrates at it even when the visitor moved on before the
   * scripts ran (a Back press), then goes where the visitor is.
   */
  url: string;
  /** The browser's part of the runtime config the page was rendered with (no server-only keys). */
  config: unknown;
  /** The page data the server rendered with, keyed by path + query. */
  data: Record<string, SentDataState>;
  /** Paths the server sent as the shell only: the browser renders them itself. */
  shellOnly: string[];
}
