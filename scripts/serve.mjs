#!/usr/bin/env node
// Serves the production builds: host on 3000, remotes on 3001-3004, local-api on 4000.
// Ports: PORT_OFFSET, or HOST_PORT, CONTENT_PORT, SCHOLARSHIP_PORT, CAREERS_PORT, SHOP_PORT, API_PORT.
import path from 'node:path';
import fs from 'node:fs';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import { APPS, configForPorts, resolvePorts } from './lib/ports.mjs';
import { renderServerArgs } from './lib/render-server.mjs';
import { startStaticServer } from './lib/static-server.mjs';
import { buildRobots, buildSitemap } from './sitemap.mjs';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Serves the site. The child processes (local-api, the render server) are watched: when one exits while the site is
 * up, `onExit` is told which and how, after everything else was stopped; by default it says so and ends this
 * process with code 1, so `npm start` never keeps running with part of the site down.
 */
export async function serveAll({
  env = process.env,
  log = console.log,
  except = [],
  staticHost = false,
  onExit = exitWith(log),
} = {}) {
  const ports = resolvePorts(env);
  /** @type {{ name: string, child: import('node:child_process').ChildProcess }[]} */
  const children = [];
  const servers = [];

  const api = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(rootDir, 'local-api'),
    env: { ...env, API_PORT: String(ports.api), LOCAL_API_PUBLIC_URL: `http://localhost:${ports.api}` },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push({ name: 'local-api', child: api });

  const hostDist = path.join(rootDir, 'host', 'dist');
  const baseConfig = JSON.parse(fs.readFileSync(path.join(hostDist, 'config.json'), 'utf8'));
  // The deployed config.json is served as built unless ports were moved (or CONFIG_FILE says otherwise).
  const config = env.CONFIG_FILE
    ? JSON.parse(fs.readFileSync(env.CONFIG_FILE, 'utf8'))
    : configForPorts(baseConfig, ports);

  // The static host's sitemap.xml and robots.txt: a deployment writes them with `npm run sitemap`; here they are
  // made on first request from local-api, by the render server's own code (host/server/sitemap.ts).
  const siteUrl = `http://localhost:${ports.host}`;
  let sitemap = null;
  const hostRoutes = async (server) => {
    server.get('/sitemap.xml', async (_request, reply) => {
      sitemap ??= await buildSitemap({ apiBase: config.apiBaseUrl, siteUrl });
      return reply.type('application/xml').header('Cache-Control', 'no-cache').send(sitemap);
    });
    server.get('/robots.txt', async (_request, reply) => reply.type('text/plain').send(buildRobots(siteUrl)));
  };

  // NIEC_SSR=0 (or --static) serves the host's files alone, as a CDN-only deployment would.
  const renderServer = env.NIEC_SSR !== '0' && !staticHost && !except.includes('host');
  // The host is served by the render server (host/server), which renders every page; the static host
  // server remains for `--static` (a CDN-only deployment: the browser renders everything).
  for (const app of APPS.filter((a) => !except.includes(a.name) && !(renderServer && a.name === 'host'))) {
    const isHost = app.name === 'host';
    servers.push(
      await startStaticServer({
        root: path.join(rootDir, app.dir, 'dist'),
        port: ports[app.name],
        spa: isHost,
        cors: !isHost,
        config: isHost ? config : null,
        extraRoutes: isHost ? hostRoutes : undefined,
      }),
    );
  }

  if (renderServer) {
    const configFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'niec-config-')), 'config.json');
    // NIEC_SERVER_CONFIG: more keys for the render server's config file (JSON), e.g. the bench's {"pageCacheMb":0}.
    const extra = JSON.parse(env.NIEC_SERVER_CONFIG || '{}');
    fs.writeFileSync(configFile, JSON.stringify({ ...config, siteOrigin: siteUrl, ...extra }, null, 2));
    const child = spawn(process.execPath, renderServerArgs(['--port', String(ports.host), '--config', configFile]), {
      cwd: rootDir,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    children.push({ name: 'render server', child });
  }

  let stopping = false;
  const stop = async () => {
    stopping = true;
    await Promise.allSettled([
      ...children.map(({ child }) => stopChild(child)),
      ...servers.map((server) => server.close()),
    ]);
  };
  let ended = null;
  const ending = new Promise((resolve) => {
    for (const { name, child } of children) {
      child.once('exit', (code, signal) => {
        if (stopping) return;
        ended = { name, code, signal };
        void stop().then(() => resolve(ended));
      });
    }
  });
  void ending.then((how) => onExit(how));
  if (renderServer) await Promise.race([waitFor(`http://127.0.0.1:${ports.host}/__health`), ending]);
  if (ended) throw new Error(`${describeExit(ended)} before the site was up`);
  if (except.length) log(`  (not serving ${except.join(', ')}: served by its dev server)`);
  log(`\n  NIEC website ready on http://localhost:${ports.host}`);
  log(
    `  remotes: ${APPS.slice(1)
      .map((a) => `${a.name} :${ports[a.name]}`)
      .join(', ')}; local-api :${ports.api}\n`,
  );
  return { ports, stop };
}

/** "local-api exited with code 1", "the render server was killed by SIGKILL". */
export function describeExit({ name, code, signal }) {
  return signal ? `${name} was killed by ${signal}` : `${name} exited with code ${code}`;
}

/** The default of serveAll's onExit: say which process ended, and end with code 1. */
function exitWith(log) {
  return (how) => {
    log(`\n  ✖ ${describeExit(how)}: the site is down, everything else was stopped.`);
    process.exit(1);
  };
}

/** SIGTERM, and the child's exit awaited (SIGKILL after 10 s: the render server drains for up to 10 s). */
function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 11_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Waits until a URL answers (the render server warms its workers before it listens). */
async function waitFor(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const exceptIndex = process.argv.indexOf('--except');
  const except = exceptIndex > 0 ? (process.argv[exceptIndex + 1] ?? '').split(',') : [];
  const { stop } = await serveAll({ except, staticHost: process.argv.includes('--static') });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      void stop().then(() => process.exit(0));
    });
  }
}
