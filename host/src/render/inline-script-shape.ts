// What the render server needs to know of the site's own inline scripts (inline-scripts.tsx finds them in a worker;
// host/server/csp.ts allows them), without React or the template: read by the main thread too.

export interface SiteInlineScripts {
  /** Whole scripts that never change while a worker generation runs (their hashes are the policy's). */
  constants: string[];
  /**
   * React's runtime functions as it writes them before its first instruction of a kind (`$RC=…;`, `$RX=…;`): a
   * script is React's when it is one of these (or nothing) followed by instruction calls only.
   */
  reactRuntimes: string[];
}

/** React's per-boundary instruction calls at the end of a script: `$RC("B:0","S:0")`, `$RX("B:1","digest")`. */
export const REACT_CALLS = /(?:\$R[CXS]\((?:"(?:[^"\\\n]|\\.)*"|null)(?:,(?:"(?:[^"\\\n]|\\.)*"|null))*\);?)+$/;
