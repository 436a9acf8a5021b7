/**
 * @jest-environment node
 */
// The lint rule that keeps the code free of import cycles (eslint/no-import-cycle.cjs), on small trees of files:
// it must see a loop made of `import type` alone (import/no-cycle does not), follow local-api's `.js` specifiers
// to their `.ts` files, leave dynamic import() alone, and say the whole loop.
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Linter, type Rule } from 'eslint';
import tseslint from 'typescript-eslint';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the rule is CommonJS, as eslint.config.mjs loads it
const { noImportCycle, staticSpecifiers } = require('../eslint/no-import-cycle.cjs') as {
  noImportCycle: Rule.RuleModule;
  staticSpecifiers(text: string): string[];
};

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'niec-cycle-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function write(files: Record<string, string>): void {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
}

/** The rule's messages for one file of the tree. */
function lint(name: string): string[] {
  const linter = new Linter({ cwd: dir });
  const file = path.join(dir, name);
  const messages = linter.verify(
    readFileSync(file, 'utf8'),
    [
      {
        files: ['**/*.ts', '**/*.tsx'],
        languageOptions: { parser: tseslint.parser },
        plugins: { niec: { rules: { 'no-import-cycle': noImportCycle } } },
        rules: { 'niec/no-import-cycle': 'error' },
      },
    ],
    file,
  );
  return messages.map((m) => m.message);
}

test('a loop made of type imports alone is reported, with every file on it', () => {
  write({
    'app.ts': "import type { Mode } from './context';\nexport const app = (m: Mode) => m;\n",
    'context.ts': "import type { Options } from './routes/options';\nexport type Mode = Options['mode'];\n",
    'routes/options.ts':
      "import { type app } from '../app';\nexport interface Options { mode: 'a'; app: typeof app }\n",
  });
  expect(lint('app.ts')).toEqual([
    'This import closes an import cycle: app.ts → context.ts → routes/options.ts → app.ts.',
  ]);
});

test("local-api's .js specifiers lead to the .ts files, and re-exports count", () => {
  write({
    'a.ts': "export * from './b.js';\n",
    'b.ts': "export { a } from './c.js';\n",
    'c.ts': "import './a.js';\nexport const a = 1;\n",
  });
  expect(lint('a.ts')).toEqual(['This import closes an import cycle: a.ts → b.ts → c.ts → a.ts.']);
});

test('a tree without a loop, and a loop closed only by a dynamic import(), pass', () => {
  write({
    'index.ts': "import { page } from './page';\nexport const start = () => import('./late').then(() => page);\n",
    'page.ts': "import { format } from './format';\nexport const page = format('x');\n",
    'format.ts': 'export const format = (s: string) => s;\n',
    'late.ts': "import { start } from './index';\nexport const late = start;\n",
  });
  expect(lint('index.ts')).toEqual([]);
  expect(lint('page.ts')).toEqual([]);
});

test('the specifiers read from a file: static imports and re-exports, not dynamic imports or comments', () => {
  const text = [
    "import a from './a';",
    "import type {\n  B,\n  C,\n} from './b';",
    "import './side-effect.css';",
    "export * as d from './d';",
    "export type { E } from './e';",
    "// import x from './commented';",
    "/* export * from './block-commented'; */",
    "const later = import('./dynamic');",
    "const url = 'http://example.test/x'; // a comment after a string",
  ].join('\n');
  expect(staticSpecifiers(text)).toEqual(['./a', './b', './side-effect.css', './d', './e']);
});
