// `npm start` as a developer runs it: when one of its processes dies, it says which and stops the rest, instead of
// going on with part of the site down (scripts/serve.mjs). The built site of this run, served on ports of its own.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { portOffset } from '../support/env';

const ROOT = path.resolve(__dirname, '../..');
const OFFSET = portOffset + 60;
const HOST = `http://localhost:${3000 + OFFSET}`;
const CONTENT = `http://localhost:${3001 + OFFSET}`;
const API = `http://localhost:${4000 + OFFSET}`;

/** `node scripts/serve.mjs` (what `npm start` runs once built), its output kept. */
function serve(env: Record<string, string> = {}): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
} {
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    cwd: ROOT,
    env: { ...process.env, PORT_OFFSET: String(OFFSET), NIEC_LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => text, exited };
}

/** The process ids whose command line holds every one of `parts`. */
function pidsOf(...parts: string[]): number[] {
  return execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => parts.every((part) => line.includes(part)))
    .map((line) => Number(line.trim().split(/\s+/)[0]));
}

/** What e2e/support/loaded-modules.cjs writes as a process exits. */
interface LoadedModules {
  argv: string[];
  execArgv: string[];
  modules: string[];
}

const answers = (url: string) =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );

test.describe('npm start watches its processes', () => {
  test.describe.configure({ mode: 'serial', timeout: 150_000 });
  test.skip(process.env.NIEC_SSR === '0', 'the render server is off (NIEC_SSR=0)');

  for (const victim of ['render server', 'local-api'] as const) {
    test(`when the ${victim} dies, it says so, stops every other server and exits with an error`, async () => {
      const site = serve();
      try {
        await expect.poll(() => site.output(), { timeout: 90_000 }).toContain('NIEC website ready');
        expect(await answers(`${HOST}/`)).toBe(true);
        expect(await answers(`${CONTENT}/remoteEntry.js`)).toBe(true);

        const pids =
          victim === 'render server'
            ? pidsOf('host/dist/server-node/main.js', `--port ${3000 + OFFSET}`)
            : pidsOf('src/server.ts').filter((pid) =>
                readFileSync(`/proc/${pid}/environ`, 'utf8').includes(`API_PORT=${4000 + OFFSET}\0`),
              );
        expect(pids).toHaveLength(1);
        const [pid] = pids;
        if (pid === undefined) throw new Error(`no ${victim} process found`);
        process.kill(pid, 'SIGKILL');

        expect(await site.exited).toBe(1);
        expect(site.output()).toContain(`✖ ${victim} was killed by SIGKILL: the site is down`);
        // Nothing of the site is left answering: not the remotes' files, not the API, not the pages.
        for (const url of [`${HOST}/`, `${CONTENT}/remoteEntry.js`, `${API}/health`]) {
          expect(await answers(url), url).toBe(false);
        }
      } finally {
        if (site.child.exitCode === null) site.child.kill('SIGTERM');
        await site.exited;
      }
    });
  }

  test('the render server runs its built JavaScript with plain node: no TypeScript compiler in the process', async () => {
    const reports = mkdtempSync(path.join(os.tmpdir(), 'niec-modules-'));
    const site = serve({
      NODE_OPTIONS: `--require ${path.join(ROOT, 'e2e/support/loaded-modules.cjs')}`,
      NIEC_LOADED_MODULES_DIR: reports,
    });
    try {
      await expect.poll(() => site.output(), { timeout: 90_000 }).toContain('NIEC website ready');
      const [pid] = pidsOf('server-node/main.js', `--port ${3000 + OFFSET}`);
      if (pid === undefined) throw new Error('no render server process found');
      const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
      expect(commandLine.slice(0, 2)).toEqual([process.execPath, path.join(ROOT, 'host/dist/server-node/main.js')]);
      expect(commandLine.join(' ')).not.toContain('tsx');
      // A page rendered, so the render workers and the host's render code are loaded too.
      expect(await answers(`${HOST}/`)).toBe(true);
    } finally {
      site.child.kill('SIGTERM');
      await site.exited;
    }
    // The render server's own report, written as it exited (drained by serve.mjs's SIGTERM).
    const report = readdirSync(reports)
      .map((file) => JSON.parse(readFileSync(path.join(reports, file), 'utf8')) as LoadedModules)
      .find((entry) => entry.argv[1]?.endsWith(path.join('server-node', 'main.js')));
    rmSync(reports, { recursive: true, force: true });
    if (!report) throw new Error('the render server wrote no report of its modules');
    expect(report.execArgv).toEqual([]);
    expect(report.modules.some((file) => file.includes(`${path.sep}fastify${path.sep}`))).toBe(true);
    expect(report.modules.filter((file) => /[\\/]tsx[\\/]|\.tsx?$/.test(file))).toEqual([]);
  });
});
