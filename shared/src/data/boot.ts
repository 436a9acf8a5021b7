import type { RouteDataState } from './route-data';

/** The id of the JSON script the render server writes into every page it renders. */
export const BOOT_SCRIPT_ID = 'niec-boot';

/** What the render server hands the browser with its HTML (see host/src/server and host/src/bootstrap.tsx). */
export interface BootData {
  /** The browser's part of the runtime config the page was rendered with (no server-only keys). */
  config: unknown;
  /** The page data the server rendered with, keyed by path + query. */
  data: Record<string, RouteDataState<unknown>>;
  /** Paths the server sent as the shell only: the browser renders them itself. */
  shellOnly: string[];
}

/** Serialises boot data for a `<script type="application/json">`: nothing in it can close the script. */
export function serializeBootData(boot: BootData): string {
  // Only what could end the script element or open a comment is escaped; other markup in the data (API HTML)
  // stays as it is, which keeps the document small.
  return JSON.stringify(boot)
    .replace(/<(\/script|!--)/gi, '\\u003c$1')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
