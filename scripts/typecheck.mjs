#!/usr/bin/env node
// Type-checks every package against its own tsconfig (each extends tsconfig.base.json).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const projects = [
  'shared',
  'host',
  'host/server',
  'host/src/render',
  'host/src/service-worker',
  'remotes/content',
  'remotes/scholarship',
  'remotes/careers',
  'remotes/shop',
  'local-api',
  'e2e',
  'jest',
];
const tsc = path.join(rootDir, 'node_modules/typescript/bin/tsc');
let failed = false;
for (const project of projects) {
  const result = spawnSync(process.execPath, [tsc, '-p', path.join(rootDir, project, 'tsconfig.json')], {
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    failed = true;
    console.error(`typecheck failed in ${project}`);
  }
}
if (failed) process.exit(1);
console.log(`typecheck: ${projects.length} projects clean`);
