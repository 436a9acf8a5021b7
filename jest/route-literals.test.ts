/**
 * @jest-environment node
 */
// Every route's path is written once, in shared/src/routes (docs/architecture.md#routes): pages, the host's nav,
// header and footer, breadcrumbs, redirects and the scripts build paths with href() or read them from there. This
// test fails when a route's path is written as a string (a literal, a JSX attribute, the start of a template)
// anywhere else in the source. Left out: tests and what only tests use (e2e/, jest/, the test kit, the e2e's
// press cases), the docs, local-api and comments. API paths ('/website/scholarship') do not start like a route.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { ROUTE_IDS, ROUTES } from '../shared/src/routes/routes';

const ROOT = path.resolve(__dirname, '..');
const SOURCE = /\.(tsx?|mjs|cjs|js)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'e2e', 'jest', 'docs', 'local-api', 'bench', 'coverage']);
const SKIPPED_FILES = [
  /\.test\.tsx?$/,
  /^shared\/src\/routes\//, // the one declaration
  /^shared\/src\/testing\//, // the test kit
  /^scripts\/lib\/press-cases\.mjs$/, // the e2e spec's own cases (e2e/tests/press-to-effect.spec.ts)
];

/** What a route's paths start with: the whole path of a route without parameters, or the part before them. */
const PREFIXES: { id: string; text: string; params: boolean }[] = ROUTE_IDS.filter((id) => id !== 'home').map((id) => {
  const pattern: string = ROUTES[id].path;
  const colon = pattern.indexOf(':');
  return colon === -1 ? { id, text: pattern, params: false } : { id, text: pattern.slice(0, colon), params: true };
});

/** The route whose path a string's text starts with ('/artikel', '/artikel?page=2', `/campus/${id}`), if any. */
function routeOf(text: string): string | undefined {
  const matches = PREFIXES.filter((prefix) => {
    const rest = text.slice(prefix.text.length);
    return text.startsWith(prefix.text) && (prefix.params || rest === '' || /^[?#/]/.test(rest));
  });
  // The longest: '/merchandise/checkout' is the checkout's, not a path under '/merchandise'.
  return matches.sort((a, b) => b.text.length - a.text.length)[0]?.id;
}

/** The route paths written in a source text, with their lines. */
function routeLiterals(fileName: string, text: string): { line: number; text: string; route: string }[] {
  // Parsed only when some route's path occurs in it at all.
  if (!PREFIXES.some((prefix) => text.includes(prefix.text))) return [];
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: { line: number; text: string; route: string }[] = [];
  const visit = (node: ts.Node) => {
    let literal: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) literal = node.text;
    else if (ts.isTemplateExpression(node)) literal = node.head.text;
    const route = literal === undefined ? undefined : routeOf(literal);
    if (route && literal !== undefined) {
      found.push({ line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: literal, route });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The repository's source files the rule covers, relative to the root. */
function sourceFiles(dir = ''): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory())
      return SKIPPED_FOLDERS.has(entry.name) || entry.name.startsWith('.') ? [] : sourceFiles(file);
    return SOURCE.test(entry.name) && !SKIPPED_FILES.some((skip) => skip.test(file)) ? [file] : [];
  });
}

describe('route paths are written only in shared/src/routes', () => {
  test('the rule finds a route path however it is written, and not an API path', () => {
    const planted = [
      "const LIST_PATH = '/artikel';",
      'const detail = (x: string) => `/campus/${x}`;',
      "navigate('/merchandise/checkout');",
      'const a = <Link to="/career?page=2">Karier</Link>;',
      "get('/website/scholarship'); get('/niec-merchandise/tracking/1'); const home = '/';",
      "// a comment naming '/artikel' is not code",
    ].join('\n');
    expect(routeLiterals('planted.tsx', planted).map(({ text, route }) => `${route} ${text}`)).toEqual([
      'articles /artikel',
      'campus /campus/',
      'checkout /merchandise/checkout',
      'vacancies /career?page=2',
    ]);
  });

  test('no source file outside it writes one', () => {
    const files = sourceFiles();
    expect(files).toEqual(expect.arrayContaining(['host/src/layout/nav-data.ts', 'scripts/size-budget.mjs']));
    const written = files.flatMap((file) =>
      routeLiterals(file, readFileSync(path.join(ROOT, file), 'utf8')).map(
        ({ line, text, route }) => `${file}:${line} '${text}' (route ${route}: use href('${route}'))`,
      ),
    );
    expect(written).toEqual([]);
  });
});
