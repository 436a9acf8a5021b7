// ESLint rule `niec/no-import-cycle`: no module reaches itself through its static imports (docs/architecture.md,
// "Boundaries"). Unlike import/no-cycle it counts `import type` too: a loop of type imports still ties the files
// into one unit a reader has to take in whole (ApiMode once tied local-api's 13 route files into one loop).
// Dynamic `import()` is a load boundary and is not followed. It follows relative specifiers (local-api's `.js`
// ones name their `.ts` file) and @niec/shared's entries (its package.json exports); other packages are leaves.
// Each file's imports are read once per run (and again when the file changes).
'use strict';

const fs = require('node:fs');
const path = require('node:path');

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'];

/** Static import and re-export specifiers of a module's text (comments and strings of code left aside roughly). */
function staticSpecifiers(text) {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
  const found = [];
  const patterns = [
    // import x from 'a'; import type { X } from 'a'; import * as x from 'a'; import 'a';
    /(?:^|[;\n}])\s*import\s+(?:type\s+)?(?:[\w$*{}\s,]+?\s+from\s+)?['"]([^'"\n]+)['"]/g,
    // export { x } from 'a'; export type { X } from 'a'; export * from 'a'; export * as x from 'a';
    /(?:^|[;\n}])\s*export\s+(?:type\s+)?(?:\*(?:\s+as\s+[\w$]+)?|\{[^}]*\})\s*from\s+['"]([^'"\n]+)['"]/g,
  ];
  for (const pattern of patterns) for (const match of code.matchAll(pattern)) found.push(match[1]);
  return found;
}

/** A file that exists with one of the source extensions, for a path given with or without one. */
function resolveFile(base) {
  const candidates = [base];
  const ext = path.extname(base);
  if (['.js', '.mjs', '.cjs', '.jsx'].includes(ext)) {
    const stem = base.slice(0, -ext.length);
    candidates.push(`${stem}.ts`, `${stem}.tsx`, `${stem}${ext.replace('j', 't')}`);
  }
  for (const e of SOURCE_EXTENSIONS) candidates.push(base + e);
  for (const e of SOURCE_EXTENSIONS) candidates.push(path.join(base, `index${e}`));
  return candidates.find((file) => SOURCE_EXTENSIONS.includes(path.extname(file)) && isFile(file)) ?? null;
}

function isFile(file) {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The package directory of a workspace package by name (@niec/shared), with its exports; looked up from `from`. */
const packages = new Map();
function workspacePackage(name, from) {
  let dir = path.dirname(from);
  for (;;) {
    const key = `${dir}\0${name}`;
    if (packages.has(key)) return packages.get(key);
    const manifest = path.join(dir, 'node_modules', ...name.split('/'), 'package.json');
    if (isFile(manifest)) {
      const real = fs.realpathSync(path.dirname(manifest));
      // Only workspace packages (linked, outside node_modules) are followed; installed ones are leaves.
      const found = real.includes(`${path.sep}node_modules${path.sep}`)
        ? null
        : { dir: real, exports: JSON.parse(fs.readFileSync(manifest, 'utf8')).exports ?? {} };
      packages.set(key, found);
      return found;
    }
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

/** The file a specifier names from `from`, or null for a package outside the workspace (or nothing found). */
function resolveSpecifier(specifier, from) {
  if (specifier.startsWith('.')) return resolveFile(path.resolve(path.dirname(from), specifier));
  const match = /^(@[^/]+\/[^/]+|[^@/][^/]*)(\/.*)?$/.exec(specifier);
  if (!match) return null;
  const pkg = workspacePackage(match[1], from);
  if (!pkg) return null;
  const target = pkg.exports[`.${match[2] ?? ''}`];
  return typeof target === 'string' ? resolveFile(path.resolve(pkg.dir, target)) : null;
}

/** Each file's resolved static imports, kept while its modification time stays the same. */
const graph = new Map();
function importsOf(file) {
  let mtime;
  try {
    mtime = fs.statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const known = graph.get(file);
  if (known && known.mtime === mtime) return known.imports;
  const imports = [
    ...new Set(
      staticSpecifiers(fs.readFileSync(file, 'utf8'))
        .map((specifier) => resolveSpecifier(specifier, file))
        .filter((target) => target !== null),
    ),
  ];
  graph.set(file, { mtime, imports });
  return imports;
}

/** A shortest way from `start` back to `target` through static imports, or null. */
function pathBack(start, target) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const next of importsOf(file)) {
      if (next === target) {
        const way = [file];
        for (let step = previous.get(file); step !== null; step = previous.get(step)) way.unshift(step);
        return way;
      }
      if (!previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No module reaches itself through its static imports, type-only imports included.' },
    schema: [],
    messages: { cycle: 'This import closes an import cycle: {{cycle}}.' },
  },
  create(context) {
    const file = context.physicalFilename;
    const root = context.cwd;
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const target = resolveSpecifier(node.source.value, file);
      if (!target) return;
      const way = target === file ? [] : pathBack(target, file);
      if (!way) return;
      const cycle = [file, ...(target === file ? [] : way), file].map((f) => path.relative(root, f)).join(' → ');
      context.report({ node, messageId: 'cycle', data: { cycle } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

module.exports = { noImportCycle, staticSpecifiers };
