// Preloaded into a process by a test (NODE_OPTIONS=--require): when the process exits, it writes what it ran
// (its arguments, node's own options and every CommonJS module it loaded) to $NIEC_LOADED_MODULES_DIR/<pid>.json.
const fs = require('node:fs');
const path = require('node:path');

const dir = process.env.NIEC_LOADED_MODULES_DIR;
if (dir) {
  process.once('exit', () => {
    const report = { argv: process.argv, execArgv: process.execArgv, modules: Object.keys(require.cache) };
    fs.writeFileSync(path.join(dir, `${process.pid}.json`), JSON.stringify(report));
  });
}
