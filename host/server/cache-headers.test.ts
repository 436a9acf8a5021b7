/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Every answer of the render server takes its cache headers from the typed policy (host/src/render/policy.ts),
// through withPolicy (caches.ts): no other file of the server or of the render writes a Cache-Control value,
// names the header, or reads one back.

const hostDir = path.resolve(__dirname, '..');
const POLICY_MODULE = path.join(hostDir, 'src', 'render', 'policy.ts');
/** A string literal that names the header or holds one of its directives. */
const CACHE_LITERAL = /(['"`])[^'"`\n]*\b(cache-control|s-maxage|max-age|no-store|no-cache|immutable)\b[^'"`\n]*\1/i;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The code without its comments (which may name the header to say why). */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/[^\n]*/g, '$1');

test('no file of the render server but the policy module writes or reads a Cache-Control value', () => {
  // The server and what its workers run (the browser's own code, host/src elsewhere, answers nothing).
  const files = [...sourceFiles(path.join(hostDir, 'server')), ...sourceFiles(path.join(hostDir, 'src', 'render'))];
  expect(files).toContain(path.join(hostDir, 'server', 'app.ts'));
  const offenders = files
    .filter((file) => file !== POLICY_MODULE)
    .flatMap((file) =>
      withoutComments(readFileSync(file, 'utf8'))
        .split('\n')
        .filter((line) => CACHE_LITERAL.test(line))
        .map((line) => `${path.relative(hostDir, file)}: ${line.trim()}`),
    );
  expect(offenders).toEqual([]);
});

test('the policy module itself writes them (the check above looks for what it should)', () => {
  expect(withoutComments(readFileSync(POLICY_MODULE, 'utf8'))).toMatch(CACHE_LITERAL);
});
