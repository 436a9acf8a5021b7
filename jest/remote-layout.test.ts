/**
 * @jest-environment node
 */
// Where things live in a remote (docs/architecture.md#where-things-live-in-a-remote): every remote names and places the
// same kinds of files alike. This test fails when one drifts again.
import { readdirSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const REMOTES = ['content', 'scholarship', 'careers', 'shop'];

/** The verbs an API file may start with: fetch for GETs, the action's own verb for the others. */
const API_VERBS = ['fetch', 'filter', 'register', 'submit', 'create', 'check'];
const API_FILE = /^([a-z]+)-[a-z0-9-]+\.ts$/;

/** Names of view-model files that belong in the feature's model.ts instead. */
const VIEW_MODEL_FILE = /(^types|-item|-types|-view)\.ts$/;

/** Every file under a remote's src/, as a path relative to the repository. */
function sourceFiles(remote: string): string[] {
  const src = path.join(ROOT, 'remotes', remote, 'src');
  return readdirSync(src, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

const files = REMOTES.flatMap(sourceFiles);
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

test('the layout rules look at every remote', () => {
  for (const remote of REMOTES) {
    expect(files.some((file) => file.startsWith(`remotes/${remote}/src/features/`))).toBe(true);
  }
});

test('every API file is named <verb>-<noun>.ts after the call it makes', () => {
  const apiFiles = files.filter((file) => /^remotes\/[^/]+\/src\/features\/[^/]+\/api\/[^/]+$/.test(file));
  expect(apiFiles.length).toBeGreaterThan(0);
  const misnamed = apiFiles
    .filter((file) => !isTest(file))
    .filter((file) => {
      const verb = API_FILE.exec(path.posix.basename(file))?.[1];
      return verb === undefined || !API_VERBS.includes(verb);
    });
  expect(misnamed).toEqual([]);
});

test("a feature's view-model types live in its model.ts, not in types.ts, *-item.ts, *-types.ts or *-view.ts", () => {
  expect(files.filter((file) => VIEW_MODEL_FILE.test(path.posix.basename(file)))).toEqual([]);
});

test('model.ts sits at the root of a feature', () => {
  const misplaced = files
    .filter((file) => path.posix.basename(file) === 'model.ts')
    .filter((file) => !/^remotes\/[^/]+\/src\/features\/[^/]+\/model\.ts$/.test(file));
  expect(misplaced).toEqual([]);
});

test('what several features of a remote share lives in its src/lib/ (no common/, utils/ or shared/ beside it)', () => {
  const topLevel = new Set(
    files
      .map((file) => file.split('/'))
      .filter((parts) => parts.length > 4)
      .map((parts) => parts[3]),
  );
  expect([...topLevel].filter((folder) => !['exposes', 'features', 'lib', 'assets', 'test'].includes(folder!))).toEqual(
    [],
  );
});
