// The edge of scripts/lib/edge.mjs (nginx with deploy/nginx in front of render servers), for the edge specs.
// Loaded as the ES module it is (it reads import.meta), not through the test files' transform.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './static-server';

import type * as EdgeLibrary from '../../scripts/lib/edge.mjs';

export type EdgeModule = typeof EdgeLibrary;
export type { Edge } from '../../scripts/lib/edge.mjs';

export function loadEdge(): Promise<EdgeModule> {
  return import(pathToFileURL(path.join(repoRoot, 'scripts/lib/edge.mjs')).href) as Promise<EdgeModule>;
}
