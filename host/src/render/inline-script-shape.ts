// What the render server needs to know of the site's own inline scripts (inline-scripts.tsx finds them in a worker;
// host/server/csp.ts allows them), without React or the template: read by the main thread too.
import { createHash } from 'node:crypto';

/** An inline script as the host's build wrote it (build/inline-script.cjs): its exact text and its hash. */
export interface BuiltInlineScript {
  script: string;
  /** `'sha256-…'`, as a Content-Security-Policy names it. */
  hash: string;
}

export interface SiteInlineScripts {
  /**
   * The policy's hashes of the whole scripts that never change while a worker generation runs: the press contract's
   * and the boot loader's as the build computed them, React's runtime-only scripts' once when the generation starts.
   */
  hashes: string[];
  /**
   * React's runtime functions as it writes them before its first instruction of a kind (`$RC=…;`, `$RX=…;`): a
   * script is React's when it is one of these (or nothing) followed by instruction calls only.
   */
  reactRuntimes: string[];
}

/** An inline script's hash as a Content-Security-Policy names it. */
export const scriptHash = (body: string): string =>
  `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

/** React's per-boundary instruction calls at the end of a script: `$RC("B:0","S:0")`, `$RX("B:1","digest")`. */
export const REACT_CALLS = /(?:\$R[CXS]\((?:"(?:[^"\\\n]|\\.)*"|null)(?:,(?:"(?:[^"\\\n]|\\.)*"|null))*\);?)+$/;
