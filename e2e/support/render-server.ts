// A render server of the test's own (host/server), with its own config file, for tests that change the
// config (a redeploy), point it at a stopped remote, or put a slow or failing API behind it.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { apiUrl, baseUrl } from './env';
import { repoRoot } from './static-server';

/**
 * The built render server, run with plain `node` as in production (scripts/lib/render-server.mjs; Playwright's
 * loader can not import that .mjs file).
 */
export const RENDER_SERVER_MAIN = path.join(repoRoot, 'host', 'dist', 'server-node', 'main.js');

export type RuntimeConfig = Record<string, unknown> & { remotes: Record<string, string> };

export interface OwnRenderServer {
  url: string;
  pid: number;
  /** Rewrites the config file (a deployer's change); the server notices it on its next poll. */
  writeConfig(next: RuntimeConfig): void;
  /** The generation the server renders with (it changes on a redeploy). */
  generation(): Promise<string>;
  /** Resident memory of the server process, in bytes. */
  rssBytes(): number;
  /** What the server has logged to standard output so far (JSON lines). */
  output(): string;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/** The config of the suite's own site (what the shared render server was started with). */
export async function siteConfig(): Promise<RuntimeConfig> {
  const response = await fetch(`${baseUrl}/config.json`);
  const browser = (await response.json()) as RuntimeConfig;
  // The browser's copy points the bearer calls at the proxy; the server's file names the real bases.
  return {
    ...browser,
    apiToken: 'local-dev-token',
    shippingBaseUrl: `${apiUrl}/shipping`,
    shippingToken: 'local-shipping-token',
  };
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} within ${timeoutMs} ms`);
}

export async function startRenderServer(
  port: number,
  config: RuntimeConfig,
  env: Record<string, string> = {},
  /** More arguments for the render server (e.g. `--dist` for another build of the host). */
  args: string[] = [],
): Promise<OwnRenderServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'niec-render-'));
  const configFile = path.join(dir, 'config.json');
  fs.writeFileSync(configFile, JSON.stringify(config));
  const child: ChildProcess = spawn(
    process.execPath,
    [RENDER_SERVER_MAIN, '--port', String(port), '--config', configFile, ...args],
    {
      cwd: repoRoot,
      env: { ...process.env, NIEC_REDEPLOY_POLL_MS: '500', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  let stdout = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://localhost:${port}`;
  await waitUntil(
    async () => (await fetch(`${url}/__health`)).ok,
    60_000,
    `render server on ${port} did not start: ${stderr}`,
  );
  return {
    url,
    pid: child.pid!,
    writeConfig: (next) => fs.writeFileSync(configFile, JSON.stringify(next)),
    generation: async () => ((await (await fetch(`${url}/__health`)).json()) as { generation: string }).generation,
    output: () => stdout,
    exited,
    rssBytes: () => {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
    },
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => {
          fs.rmSync(dir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

export { waitUntil };

/** What the gate does to the calls whose path matches. */
export interface GateRule {
  match: RegExp;
  /** Answers this much later. */
  delayMs?: number;
  /** Answers with this status and a server error's body instead. */
  status?: number;
  /** Sends the answer's head and the first half of its body at once, and the rest this much later. */
  bodyDelayMs?: number;
}

/** A stand-in in front of local-api that can delay or fail chosen paths (the API as the server sees it). */
export interface ApiGate {
  url: string;
  /** The rule (or rules: the first that matches applies) for the calls from now on; null for none. */
  set(rule: GateRule | GateRule[] | null): void;
  /** Every call that came through, in order (what the render server asked the API). */
  requests: { method: string; path: string; search: string; body: string; requestId?: string }[];
  close(): Promise<void>;
}

/** Rewrites the JSON body of the API's answers (e.g. hostile HTML in a record), as the server receives it. */
export type ApiRewrite = (pathname: string, body: unknown) => unknown;

export async function startApiGate(port: number, rewrite?: ApiRewrite): Promise<ApiGate> {
  let rules: GateRule[] = [];
  const requests: ApiGate['requests'] = [];
  const server = http.createServer((request, response) => {
    const target = new URL(request.url ?? '/', apiUrl);
    const requestId = request.headers['x-request-id'];
    const seen = {
      method: request.method ?? 'GET',
      path: target.pathname,
      search: target.search,
      body: '',
      ...(typeof requestId === 'string' ? { requestId } : {}),
    };
    requests.push(seen);
    // The body is read in full first (it is recorded, and a delayed call forwards it later).
    const sent: Buffer[] = [];
    request.on('data', (chunk: Buffer) => sent.push(chunk));
    const hit = rules.find((rule) => rule.match.test(target.pathname)) ?? null;
    const forward = () => {
      if (hit?.status) {
        response.writeHead(hit.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ message: 'Server Error' }));
        return;
      }
      const headers = { ...request.headers, 'accept-encoding': 'identity' };
      const upstream = http.request(target, { method: request.method, headers }, (answer) => {
        const isJson = /json/.test(String(answer.headers['content-type'] ?? ''));
        if (hit?.bodyDelayMs) {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => {
            const body = Buffer.concat(chunks);
            const half = Math.floor(body.length / 2);
            response.writeHead(answer.statusCode ?? 502, answer.headers);
            response.write(body.subarray(0, half));
            setTimeout(() => response.end(body.subarray(half)), hit.bodyDelayMs);
          });
          return;
        }
        if (!rewrite || !isJson) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = JSON.stringify(rewrite(target.pathname, JSON.parse(Buffer.concat(chunks).toString('utf8'))));
          const { 'content-length': _length, ...rest } = answer.headers;
          response.writeHead(answer.statusCode ?? 502, { ...rest, 'content-length': Buffer.byteLength(body) });
          response.end(body);
        });
      });
      upstream.on('error', () => {
        response.writeHead(502);
        response.end();
      });
      upstream.end(Buffer.concat(sent));
    };
    request.on('end', () => {
      seen.body = Buffer.concat(sent).toString('utf8');
      if (hit?.delayMs) setTimeout(forward, hit.delayMs);
      else forward();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    set: (next) => (rules = next === null ? [] : Array.isArray(next) ? next : [next]),
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
