#!/usr/bin/env node
// Builds every app for production, one after the other, with visible progress.
// `node scripts/build-all.mjs shop content` builds only those.
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { APPS } from './lib/ports.mjs';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function run(cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(rootDir, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production'],
      {
        cwd,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(output))));
  });
}

export async function buildAll(names = []) {
  const apps = names.length ? APPS.filter((a) => names.includes(a.name)) : APPS;
  const started = Date.now();
  for (const [index, app] of apps.entries()) {
    const t = Date.now();
    process.stdout.write(`[${index + 1}/${apps.length}] building ${app.dir} ... `);
    try {
      await run(path.join(rootDir, app.dir));
    } catch (error) {
      process.stdout.write('failed\n');
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    }
    process.stdout.write(`done in ${((Date.now() - t) / 1000).toFixed(1)} s\n`);
  }
  console.log(`Built ${apps.length} app(s) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildAll(process.argv.slice(2));
}
