// How every script and test starts the render server: the built JavaScript (host/dist/server-node/main.js, written
// by the host's build) with plain `node`, as in production; no TypeScript compiler in the process.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The built render server. */
export const RENDER_SERVER_MAIN = path.join(rootDir, 'host', 'dist', 'server-node', 'main.js');

/** `node`'s arguments for the render server with `args` (throws, saying what to do, when the host is not built). */
export function renderServerArgs(args) {
  if (!fs.existsSync(RENDER_SERVER_MAIN)) {
    throw new Error(`${path.relative(rootDir, RENDER_SERVER_MAIN)} is missing: build the host (npm run build -w host)`);
  }
  return [RENDER_SERVER_MAIN, ...args];
}
