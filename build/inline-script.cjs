// The inline scripts the site writes into its documents, built from typed sources (docs/decisions/009-presses-
// before-hydration.md): TypeScript compiled to ES5 and minified by swc, with the Content-Security-Policy hash of
// the exact text, so the render server neither builds nor hashes them. The host's server build puts the result in
// its render bundle (create-webpack-config.cjs); jest.config.cjs gives the tests the same result from this function.
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const swc = require('@swc/core');

const PRESS_CONTRACT_SOURCE = path.join(__dirname, '../host/src/early-input/press-contract.ts');
const PRESS_NAMES_SOURCE = path.join(__dirname, '../shared/src/press/press.ts');
const SAVED_NAMES_SOURCE = path.join(__dirname, '../shared/src/saved/names.ts');
const BOOT_LOADER_SOURCE = path.join(__dirname, '../host/src/early-input/boot-loader.ts');
const AFTER_PAINT_SOURCE = path.join(__dirname, '../host/src/after-paint.ts');

/**
 * One source file as the script a document carries inline: its `defines` (identifiers the source declares,
 * `declare const NAME: string`) replaced by their values, compiled to ES5 and minified as a classic script, so
 * nothing it declares leaks into the page's globals unless the source puts it there.
 * @param {string} file
 * @param {Record<string, string>} defines
 * @returns {{ script: string, hash: string }}
 */
function compileInlineScript(file, defines) {
  const vars = Object.fromEntries(Object.entries(defines).map(([name, value]) => [name, JSON.stringify(value)]));
  const { code } = swc.transformSync(fs.readFileSync(file, 'utf8'), {
    filename: file,
    swcrc: false,
    configFile: false,
    isModule: true,
    jsc: { parser: { syntax: 'typescript' }, target: 'es5', transform: { optimizer: { globals: { vars } } } },
  });
  // A type-only import leaves the module marker `export {};`: the script itself is a classic one.
  const classic = code.replace(/^export \{\s*\};?\s*$/m, '');
  const { code: minified } = swc.minifySync(classic, {
    module: false,
    ecma: 5,
    compress: { passes: 2 },
    mangle: true,
    format: { comments: false },
  });
  const script = minified.replace(/;?\s*$/, '');
  return { script, hash: `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'` };
}

/** Runs a TypeScript module that imports nothing (the press names), as CommonJS, and returns its exports. */
function importFree(file) {
  const { code } = swc.transformSync(fs.readFileSync(file, 'utf8'), {
    filename: file,
    swcrc: false,
    configFile: false,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  if (/\brequire\(/.test(code)) throw new Error(`${file} must import nothing: the build runs it on its own`);
  const module = { exports: {} };
  new Function('module', 'exports', code)(module, module.exports);
  return module.exports;
}

/** The press contract with @niec/shared's names. */
function buildPressContract() {
  const names = { ...importFree(PRESS_NAMES_SOURCE), ...importFree(SAVED_NAMES_SOURCE) };
  const { PRESS_ATTRIBUTE, PRESS_QUEUED_ATTRIBUTE, PRESS_GLOBAL } = names;
  const { SAVED_STORAGE_KEY, SAVED_ATTRIBUTE, SAVED_COUNT_ATTRIBUTE, SAVED_CHANGE_EVENT } = names;
  return compileInlineScript(PRESS_CONTRACT_SOURCE, {
    PRESS_ATTRIBUTE,
    PRESS_QUEUED_ATTRIBUTE,
    PRESS_GLOBAL,
    SAVED_STORAGE_KEY,
    SAVED_ATTRIBUTE,
    SAVED_COUNT_ATTRIBUTE,
    SAVED_CHANGE_EVENT,
  });
}

/** The boot loader with the ids of the document's data blocks. */
function buildBootLoader() {
  const { PRELOAD_LIST_ID, BOOT_FILES_ID } = importFree(AFTER_PAINT_SOURCE);
  return compileInlineScript(BOOT_LOADER_SOURCE, { PRELOAD_LIST_ID, BOOT_FILES_ID });
}

/**
 * What the host's server build defines (and jest.config.cjs, for the tests): each built script by its name in the
 * code, with the files it is built from.
 */
const INLINE_SCRIPTS = {
  __PRESS_CONTRACT__: {
    build: buildPressContract,
    sources: [PRESS_CONTRACT_SOURCE, PRESS_NAMES_SOURCE, SAVED_NAMES_SOURCE],
  },
  __BOOT_LOADER__: { build: buildBootLoader, sources: [BOOT_LOADER_SOURCE, AFTER_PAINT_SOURCE] },
};

module.exports = { compileInlineScript, INLINE_SCRIPTS };
