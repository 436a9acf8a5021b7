#!/usr/bin/env node
// `npm test`: every check the project has, in the shortest wall time a 2-core CI machine allows.
// Lanes run side by side. The site lane builds for production and runs the end-to-end suite, which has the
// machine's priority: its timing bounds (a redeploy live within 30 s, a drained server gone within 10 s) are
// about the site, not about a busy machine. The checks lane (typecheck, lint, jest, local-api's tests) needs no
// build, and the size budget (bytes, not time) needs only the build: both run at the lowest CPU priority
// (nice 19), so they take what the site lane leaves: the browser tests wait on pages and timers much of the
// time. A lane that fails stops the others; each step is named with its time, so a slow CI run says where it
// went.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

let markBuilt;
const built = new Promise((resolve) => {
  markBuilt = resolve;
});

const LANES = {
  site: { scripts: ['build', 'e2e'], nice: 0, after: { build: () => markBuilt() } },
  checks: { scripts: ['typecheck', 'lint', 'test:unit', 'test:api'], nice: 19 },
  size: { scripts: ['test:size'], nice: 19, waitFor: built },
};

const running = new Set();
/** How many of a failed step's last lines are printed again at the very end, where a CI log's tail shows them. */
const TAIL_LINES = 60;

function runScript(lane, script, nice) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const [command, args] =
      nice > 0 && process.platform !== 'win32'
        ? ['nice', ['-n', String(nice), npm, 'run', '--silent', script]]
        : [npm, ['run', '--silent', script]];
    const child = spawn(command, args, {
      cwd: rootDir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: process.env,
      detached: true,
    });
    running.add(child);
    const prefix = `[${lane}] `;
    const tail = [];
    const forward = (stream, out) => {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) {
          out.write(prefix + line + '\n');
          tail.push(line);
          if (tail.length > TAIL_LINES) tail.shift();
        }
      });
      stream.on('end', () => rest && out.write(prefix + rest + '\n'));
    };
    forward(child.stdout, process.stdout);
    forward(child.stderr, process.stderr);
    child.on('exit', (code, signal) => {
      running.delete(child);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0) {
        console.log(`${prefix}✓ npm run ${script} (${seconds} s)`);
        resolve();
      } else {
        const error = new Error(`${prefix}npm run ${script} failed (${signal ?? `exit ${code}`}) after ${seconds} s`);
        reject(Object.assign(error, { tail: [...tail] }));
      }
    });
  });
}

async function runLane(lane, { scripts, nice, waitFor, after = {} }) {
  await waitFor;
  for (const script of scripts) {
    await runScript(lane, script, nice);
    after[script]?.();
  }
}

/**
 * Stops every running step: SIGINT to its process group first, which Playwright answers by stopping its tests and
 * the web server it started (in a process group of its own, which a SIGTERM to the runner left running on its
 * ports); whatever is still there after 20 s is killed.
 */
async function stopAll() {
  const children = [...running];
  const signal = (child, name) => {
    try {
      process.kill(-child.pid, name);
    } catch {
      // already gone
    }
  };
  for (const child of children) signal(child, 'SIGINT');
  const exited = children.map(
    (child) =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) resolve();
        else child.once('exit', resolve);
      }),
  );
  const timeout = new Promise((resolve) => setTimeout(resolve, 20_000).unref());
  await Promise.race([Promise.all(exited), timeout]);
  for (const child of children) signal(child, 'SIGKILL');
}

process.on('SIGINT', () => {
  void stopAll().then(() => process.exit(130));
});
process.on('SIGTERM', () => {
  void stopAll().then(() => process.exit(143));
});

const started = Date.now();
try {
  await Promise.all(Object.entries(LANES).map(([lane, spec]) => runLane(lane, spec)));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stopAll();
  // The other lanes' last words (a test runner's summary of what it stopped) came after the failure: it is said
  // again last, with the failed step's own last lines.
  if (error instanceof Error && Array.isArray(error.tail)) {
    console.error(`\nThe step that failed, its last ${error.tail.length} lines:`);
    for (const line of error.tail) console.error(`  ${line}`);
  }
  console.error(`\nnpm test failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
console.log(`npm test: every check passed in ${((Date.now() - started) / 60000).toFixed(1)} min`);
