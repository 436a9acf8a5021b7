/**
 * @jest-environment node
 */
// `npm ci` on a fresh machine prints no warning about install scripts nobody reviewed: every package of the lockfile
// that has one is approved or denied in package.json's allowScripts (`npm approve-scripts`, `npm install-scripts
// deny`), so adding a dependency with an install script fails here until someone decides about it.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const read = (file: string): unknown => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));

const lock = read('package-lock.json') as {
  packages: Record<string, { version?: string; hasInstallScript?: boolean; link?: boolean }>;
};
const { allowScripts = {} } = read('package.json') as { allowScripts?: Record<string, boolean> };

/** The package's name from its lockfile key (node_modules/a/node_modules/@scope/b → @scope/b). */
const nameOf = (key: string) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);

const withScripts = Object.entries(lock.packages)
  .filter(([key, entry]) => key.includes('node_modules/') && entry.hasInstallScript)
  .map(([key, entry]) => `${nameOf(key)}@${entry.version}`);

test('the lockfile has packages with install scripts (the rule below has something to hold)', () => {
  expect(withScripts.length).toBeGreaterThan(0);
});

test('every package with an install script is approved or denied in allowScripts', () => {
  const decided = (spec: string) => {
    const name = spec.slice(0, spec.lastIndexOf('@'));
    return Object.keys(allowScripts).some((entry) => entry === name || entry === spec);
  };
  expect(withScripts.filter((spec) => !decided(spec))).toEqual([]);
});

test('a native build from source is denied where a prebuilt binary is installed beside it', () => {
  // @parcel/watcher (jest's watch mode) has a binding.gyp, so npm would run node-gyp; its prebuilt package is used.
  expect(allowScripts['@parcel/watcher']).toBe(false);
  expect(lock.packages['node_modules/@parcel/watcher-linux-x64-glibc']).toBeDefined();
});
