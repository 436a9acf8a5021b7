// The production shape on one machine (docs/deploying.md): nginx (deploy/nginx) in front of N render servers,
// the remotes' dist/ folders served by nginx as a CDN would, local-api behind it. Used by `npm run serve:edge`,
// the bench's edge section and the e2e tests, which all run the repository's nginx configuration.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, configForPorts } from './ports.mjs';
import { renderServerArgs } from './render-server.mjs';

export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const REMOTES = APPS.filter((app) => app.name !== 'host');

/**
 * The ports of an edge whose site answers on `port`: the remotes' CDN origins on the next four, the API on
 * port + 1000 (as `npm start` has them: 3000, 3001-3004, 4000); the render servers and local-api itself
 * listen behind nginx on port + 10 and up.
 */
export function edgePorts(port, instances) {
  return {
    site: port,
    remotes: Object.fromEntries(REMOTES.map((app, index) => [app.name, port + 1 + index])),
    api: port + 1000,
    apiInternal: port + 10,
    instances: Array.from({ length: instances }, (_, index) => port + 11 + index),
  };
}

/** nginx's binary; installed with apt-get when the machine has none (as .ci/run installs Chromium). */
export function ensureNginx({ log = console.log } = {}) {
  const found = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file));
  if (found) return found;
  log("nginx is missing: installing Debian's package (apt-get install -y nginx)");
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const run = (args) => {
    const [command, ...rest] = [...sudo, ...args];
    execFileSync(command, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  };
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', 'nginx']);
  const installed = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file));
  if (!installed) throw new Error('nginx could not be installed');
  return installed;
}

/**
 * Requests per minute and burst per client address, counted at the edge for all render servers together
 * (deploy/nginx: limit_req). Generous for people behind one address (a campus, a carrier's NAT); an operator tunes
 * them, a test lowers one to see it refuse.
 */
export const EDGE_RATE_LIMITS = {
  pages: { rate: 600, burst: 120 },
  files: { rate: 3000, burst: 600 },
  data: { rate: 600, burst: 120 },
  api: { rate: 30, burst: 10 },
  shipping: { rate: 120, burst: 40 },
  og: { rate: 60, burst: 30 },
  calendar: { rate: 60, burst: 20 },
  reports: { rate: 60, burst: 20 },
};

/** The render server's main-thread heap (MB) at the edge; its workers' is the config's renderWorkerHeapMb. */
export const SERVER_HEAP_MB = 192;

/** The host names the site answers to at the edge (nginx server_name); any other Host is refused. */
export const EDGE_SERVER_NAMES = ['localhost', '127.0.0.1'];

const fill = (template, values) =>
  template.replace(/\{\{(\w+)\}\}/g, (match, name) => {
    if (!(name in values)) throw new Error(`deploy/nginx: no value for ${match}`);
    return String(values[name]);
  });

/** Renders deploy/nginx into `run` (its own folder: config, cache, temp files, logs). */
export function writeNginxConfig({
  run,
  ports,
  remoteRoots = {},
  listen = '127.0.0.1',
  rateLimits = {},
  serverNames = EDGE_SERVER_NAMES,
}) {
  for (const dir of ['logs', 'cache', 'temp', 'remotes']) fs.mkdirSync(path.join(run, dir), { recursive: true });
  const siteOrigin = `http://localhost:${ports.site}`;
  const values = {
    RUN: run,
    LISTEN: listen,
    PORT: ports.site,
    API_PORT: ports.api,
    API_INTERNAL_PORT: ports.apiInternal,
    // Debian's nginx-common installs it with the binary.
    MIME_TYPES: '/etc/nginx/mime.types',
    // max_fails counts errors and time-outs only (proxy_next_upstream): a render server's own 503 keeps it in the pool.
    RENDER_SERVERS: ports.instances.map((p) => `    server 127.0.0.1:${p} max_fails=2 fail_timeout=5s;`).join('\n'),
    SERVER_NAMES: serverNames.join(' '),
    RETRY_AFTER: 30,
  };
  for (const [group, defaults] of Object.entries(EDGE_RATE_LIMITS)) {
    const { rate, burst } = { ...defaults, ...rateLimits[group] };
    values[`RATE_${group.toUpperCase()}`] = rate;
    values[`BURST_${group.toUpperCase()}`] = burst;
  }
  const main = fs.readFileSync(path.join(rootDir, 'deploy/nginx/nginx.conf'), 'utf8');
  fs.writeFileSync(path.join(run, 'nginx.conf'), fill(main, values));
  const remote = fs.readFileSync(path.join(rootDir, 'deploy/nginx/remote.conf'), 'utf8');
  for (const app of REMOTES) {
    const root = remoteRoots[app.name] ?? path.join(rootDir, app.dir, 'dist');
    if (!fs.existsSync(path.join(root, 'mf-manifest.json')))
      throw new Error(`${root} has no build: npm run build first`);
    fs.writeFileSync(
      path.join(run, 'remotes', `${app.name}.conf`),
      fill(remote, {
        LISTEN: listen,
        REMOTE_PORT: ports.remotes[app.name],
        REMOTE_ROOT: root,
        SITE_ORIGIN: siteOrigin,
      }),
    );
  }
  return path.join(run, 'nginx.conf');
}

async function waitFor(url, timeoutMs, what) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not answering yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not answer ${url} within ${timeoutMs / 1000} s`);
}

const exited = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
  });

/**
 * Starts the edge: local-api, N render servers, nginx. Returns their handles; `stop()` ends every process
 * it started. `remoteRoots` serves a remote from another folder (a redeploy test), `config` adds keys to the
 * render servers' config file, `renderEnv` to their environment.
 */
export async function startEdge({
  port,
  instances = 2,
  threads = 1,
  remoteRoots = {},
  config: extraConfig = {},
  rateLimits = {},
  renderEnv = {},
  env = process.env,
  stdio = 'inherit',
  run = path.join(rootDir, '.edge', String(port)),
  log = console.log,
} = {}) {
  const nginxBinary = ensureNginx({ log });
  const ports = edgePorts(port, instances);
  fs.rmSync(run, { recursive: true, force: true });
  fs.mkdirSync(run, { recursive: true });
  const children = new Set();
  const output = stdio === 'inherit' ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'ignore', 'ignore'];
  const track = (child) => {
    children.add(child);
    child.once('exit', () => children.delete(child));
    return child;
  };

  const stop = async () => {
    const all = [...children];
    for (const child of all) child.kill('SIGTERM');
    const gone = Promise.all(all.map(exited));
    const late = setTimeout(() => all.forEach((child) => child.kill('SIGKILL')), 12_000);
    await gone;
    clearTimeout(late);
  };
  try {
    const dataDir = env.LOCAL_API_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'niec-edge-api-'));
    track(
      spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: path.join(rootDir, 'local-api'),
        env: {
          ...env,
          // As in production: the stand-in's admin (visitors' personal data) and payment status endpoints do not exist.
          NODE_ENV: 'production',
          API_PORT: String(ports.apiInternal),
          LOCAL_API_DATA_DIR: dataDir,
          LOCAL_API_PUBLIC_URL: `http://localhost:${ports.api}`,
        },
        stdio: output,
      }),
    );

    const hostDist = path.join(rootDir, 'host', 'dist');
    const base = JSON.parse(fs.readFileSync(path.join(hostDist, 'config.json'), 'utf8'));
    const publicPorts = { host: ports.site, ...ports.remotes, api: ports.api };
    const configFile = path.join(run, 'config.json');
    const writeConfig = (extra) =>
      fs.writeFileSync(
        configFile,
        JSON.stringify(
          { ...configForPorts(base, publicPorts), siteOrigin: `http://localhost:${ports.site}`, ...extra },
          null,
          2,
        ),
      );
    writeConfig(extraConfig);

    const nginxConf = writeNginxConfig({ run, ports, remoteRoots, rateLimits });
    // Started by root (CI, this machine), nginx runs its workers as `nobody`, who cannot read a checkout in a
    // private folder (mktemp -d is 0700) nor the run folder in it: the workers run as the user who owns them.
    const asUser = process.getuid?.() === 0 ? ` user ${os.userInfo().username};` : '';
    const check = spawnSync(
      nginxBinary,
      ['-t', '-q', '-p', run, '-c', nginxConf, '-e', path.join(run, 'logs/error.log'), '-g', `daemon off;${asUser}`],
      {
        encoding: 'utf8',
      },
    );
    if (check.status !== 0) throw new Error(`nginx -t failed: ${check.stderr}`);
    const nginx = track(
      spawn(
        nginxBinary,
        ['-p', run, '-c', nginxConf, '-e', path.join(run, 'logs/error.log'), '-g', `daemon off;${asUser}`],
        {
          stdio: output,
        },
      ),
    );

    const servers = ports.instances.map((instancePort) => {
      const server = {
        port: instancePort,
        url: `http://127.0.0.1:${instancePort}`,
        child: null,
        start() {
          server.child = track(
            spawn(
              process.execPath,
              renderServerArgs(['--port', String(instancePort), '--config', configFile, '--threads', String(threads)]),
              {
                cwd: rootDir,
                // The main thread's heap within a budget (the workers' is renderWorkerHeapMb): docs/deploying.md#security.
                env: {
                  ...env,
                  NODE_OPTIONS: [env.NODE_OPTIONS, `--max-old-space-size=${SERVER_HEAP_MB}`].filter(Boolean).join(' '),
                  ...renderEnv,
                },
                stdio: output,
              },
            ),
          );
          return waitFor(`${server.url}/readyz`, 90_000, `render server :${instancePort}`);
        },
        /** Sends a signal and resolves when the process has exited. */
        async kill(signal = 'SIGTERM') {
          const child = server.child;
          if (!child || child.exitCode !== null || child.signalCode !== null) return;
          child.kill(signal);
          await exited(child);
        },
      };
      return server;
    });
    await Promise.all(servers.map((server) => server.start()));
    await waitFor(`http://127.0.0.1:${ports.site}/__edge/health`, 10_000, 'nginx');
    await waitFor(`http://127.0.0.1:${ports.api}/health`, 30_000, 'local-api behind nginx');
    return { ports, run, servers, nginx, configFile, writeConfig, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Bounded page traffic (autocannon) to `url`, the requests going round `paths`. A `{n}` in a path is replaced by the
 * request's number: with a query key the page reads (`/artikel?q=muat{n}`), every such request is a new URL that no
 * cache answers and a render server draws (a key the page does not read is only redirected: page-url.ts). Every
 * answer is checked: status 200 and a whole document.
 */
export async function pageTraffic({ url, paths, amount, connections = 6, timeoutSeconds = 20 }) {
  const { default: autocannon } = await import('autocannon');
  let sent = 0;
  let truncated = 0;
  let notOk = 0;
  const result = await autocannon({
    url,
    amount,
    connections,
    timeout: timeoutSeconds,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const path = paths[sent % paths.length];
          sent += 1;
          return { ...request, path: path.replaceAll('{n}', String(sent)) };
        },
        onResponse: (status, body) => {
          if (status !== 200) notOk += 1;
          else if (!String(body).trimEnd().endsWith('</html>')) truncated += 1;
        },
      },
    ],
  });
  return {
    requests: result.requests.sent,
    responses: result['2xx'] + result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    notOk,
    truncated,
  };
}
