#!/usr/bin/env node
// `npm run dev`: every app on webpack-dev-server with hot reload, plus local-api in watch mode.
// `npm run dev -w remotes/<name>` (= `node scripts/dev.mjs --only <name>`): only that app on its dev
// server; the host, the other remotes and local-api run from their production builds.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import concurrently from 'concurrently';
import { APPS, resolvePorts } from './lib/ports.mjs';
import { buildAll } from './build-all.mjs';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex > 0 ? process.argv[onlyIndex + 1] : null;
const ports = resolvePorts();
const webpackCli = path.join(rootDir, 'node_modules/webpack-cli/bin/cli.js');

if (only && !APPS.some((a) => a.name === only)) {
  console.error(`Unknown app "${only}". One of: ${APPS.map((a) => a.name).join(', ')}`);
  process.exit(1);
}

const devServer = (app) => ({
  name: app.name,
  cwd: path.join(rootDir, app.dir),
  command: `node ${webpackCli} serve --mode development --port ${ports[app.name]}`,
});

let commands;
if (only) {
  const missing = APPS.filter((a) => a.name !== only && !fs.existsSync(path.join(rootDir, a.dir, 'dist')));
  if (missing.length) await buildAll(missing.map((a) => a.name));
  commands = [
    // The host is the production build, so its React is too: the remote compiles JSX for that runtime.
    { ...devServer(APPS.find((a) => a.name === only)), env: { NIEC_PRODUCTION_REACT: '1' } },
    { name: 'rest', cwd: rootDir, command: `node scripts/serve.mjs --except ${only}` },
  ];
} else {
  commands = [
    { name: 'api', cwd: path.join(rootDir, 'local-api'), command: `node --import tsx --watch src/server.ts` },
    ...APPS.map(devServer),
  ];
}

console.log(
  `Starting ${commands.map((c) => c.name).join(', ')} — site on http://localhost:${ports.host} (Ctrl-C stops all)`,
);
const { result } = concurrently(commands, {
  prefix: 'name',
  killOthersOn: ['failure'],
  env: { ...process.env, API_PORT: String(ports.api) },
});
result.catch(() => process.exit(1));
