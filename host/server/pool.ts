import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Piscina } from 'piscina';
import type { RenderSetup } from '../src/render/render';
import type { SiteInlineScripts } from '../src/render/inline-script-shape';
import type { WorkerData, WorkerTask } from './render-worker-protocol';
import { cachedApiBase, type ApiCache } from './api-cache';
import { browserConfig, readConfigFile, type ServerConfigFile } from './config';
import { renderWorkerFile } from './files';
import { hostSharedKeys, readPageAssets } from './page-assets';
import { fetchText, hostStyles, readStyles, readTextFile } from './generation-files';

const REMOTES = ['content', 'scholarship', 'careers', 'shop'] as const;

export interface Generation {
  version: string;
  config: ServerConfigFile;
  pool: Piscina<WorkerTask, unknown>;
  /** The inline scripts this generation's documents carry (csp.ts allows these and no other). */
  inlineScripts: SiteInlineScripts;
  /** The stylesheets' texts its documents are drawn with, by URL (RenderSetup.styles): css-rests.ts answers from them. */
  styles: Readonly<Record<string, string>>;
}

export interface RenderPoolOptions {
  configFile: string;
  hostDist: string;
  threads: number;
  /** How often manifests and the config file are checked for a redeploy. */
  pollMs: number;
  log: (message: string) => void;
  /** The instance's shared cache of API reads, when it is on. */
  apiCache?: ApiCache | null;
  /**
   * How long a new generation may take to start its threads and load the pages (45 s by default). Past it, the
   * generation goes live with what it has loaded; a worker that cannot even list its inline scripts in that time
   * is given up, the live generation stays, and the next poll tries again. Without a bound one stuck warm-up kept
   * every later redeploy waiting behind it.
   */
  warmTimeoutMs?: number;
  /** How long a closing generation's renders may still run (30 s by default); past it they are ended. */
  closeTimeoutMs?: number;
  /** The worker module (tests give their own). */
  workerFile?: string;
}

/** The promise's value, or `fallback` once `ms` have passed. */
function within<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const TIMED_OUT = Symbol('timed out');

/** A render worker's old-generation heap, in MB: config key renderWorkerHeapMb, 256 by default. */
export function workerHeapMb(config: ServerConfigFile): number {
  const value = config.renderWorkerHeapMb;
  return typeof value === 'number' && value >= 64 ? Math.floor(value) : 256;
}

/**
 * Worker generations: one piscina pool per set of code versions (the config file, the host build and each
 * remote's manifest). A changed manifest or config starts a new generation, which is warmed before it takes
 * traffic; the old one finishes its renders and closes, so nothing of an old remote stays in memory.
 */
export class RenderPool {
  private current: Generation | null = null;
  private timer: NodeJS.Timeout | null = null;
  private refreshing: Promise<void> | null = null;
  private readonly workerFile: string;
  private readonly warmTimeoutMs: number;

  constructor(private readonly options: RenderPoolOptions) {
    this.workerFile = options.workerFile ?? renderWorkerFile;
    this.warmTimeoutMs = options.warmTimeoutMs ?? 45_000;
  }

  /** The live generation, or null before the first is warm (readiness, metrics). */
  get live(): Generation | null {
    return this.current;
  }

  /** Per remote, the version the live generation renders with: its manifest's hash, or 'down'. */
  remoteVersions: Record<string, string> = {};

  get generation(): Generation {
    if (!this.current) throw new Error('The render pool has not started');
    return this.current;
  }

  async start(): Promise<void> {
    await this.refresh();
    this.timer = setInterval(() => void this.refresh(), this.options.pollMs);
    this.timer.unref();
  }

  /** Checks for a redeploy now (also what the poll does). */
  refresh(): Promise<void> {
    this.refreshing ??= this.check().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async check(): Promise<void> {
    const config = readConfigFile(this.options.configFile);
    const { setup, version, remoteVersions } = await this.describe(config);
    if (this.current?.version === version) return;
    const pool = new Piscina<WorkerTask, unknown>({
      filename: this.workerFile,
      workerData: { hostDist: this.options.hostDist, setup } satisfies WorkerData,
      minThreads: this.options.threads,
      maxThreads: this.options.threads,
      idleTimeout: Number.POSITIVE_INFINITY,
      // A render mostly waits on the API: a worker takes several at once (request state lives in React
      // context, never in module state).
      concurrentTasksPerWorker: 16,
      // An idle worker keeps running its event loop (piscina's default blocks it in Atomics.wait): otherwise it
      // never sees the API close an idle keep-alive connection, reuses the dead socket on its next task and
      // the loader fails with ECONNRESET (a /__data 503 after a minute or so without traffic on that thread).
      atomics: 'disabled',
      execArgv: process.execArgv,
      // Each worker's heap within the operator's budget (config key renderWorkerHeapMb): a flood of renders can
      // not grow the instance without bound; a worker over it is replaced, and its renders fall back to the shell.
      resourceLimits: { maxOldGenerationSizeMb: workerHeapMb(config), maxYoungGenerationSizeMb: 32 },
      closeTimeout: this.options.closeTimeoutMs ?? 30_000,
    });
    // Piscina says so with an 'error' event when an old generation's renders outlast its close: without a listener
    // that event would end the process.
    pool.on('error', (error: unknown) => {
      this.options.log(
        `render generation ${version.slice(0, 8)}: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
    // Every thread loads the host bundle and the remotes before the generation takes traffic.
    const started = Date.now();
    const failed = await within(
      Promise.all(
        Array.from({ length: this.options.threads }, () => pool.run({ type: 'warm' }) as Promise<string[]>),
      ).catch(() => [['all']]),
      this.warmTimeoutMs,
      [['warm-up timed out']],
    );
    // Fixed for the generation (the template and React do not change while it runs): csp.ts hashes these.
    const inlineScripts = await within<SiteInlineScripts | typeof TIMED_OUT>(
      pool.run({ type: 'inline-scripts' }) as Promise<SiteInlineScripts>,
      Math.max(this.warmTimeoutMs - (Date.now() - started), Math.min(5000, this.warmTimeoutMs)),
      TIMED_OUT,
    );
    if (inlineScripts === TIMED_OUT) {
      this.options.log(
        `render generation ${version.slice(0, 8)} did not start within ${this.warmTimeoutMs} ms; ` +
          `${this.current ? `${this.current.version.slice(0, 8)} stays live` : 'no generation is live yet'}, ` +
          'the next check tries again',
      );
      void pool.destroy();
      return;
    }
    const previous = this.current;
    this.current = { version, config, pool, inlineScripts, styles: setup.styles ?? {} };
    this.remoteVersions = remoteVersions;
    const down = [...new Set(failed.flat())];
    this.options.log(
      `render generation ${version.slice(0, 8)} ready${down.length ? ` (not loaded on the server: ${down.join(', ')})` : ''}`,
    );
    if (previous) void previous.pool.close();
  }

  private async describe(
    config: ServerConfigFile,
  ): Promise<{ setup: RenderSetup; version: string; remoteVersions: Record<string, string> }> {
    const { hostDist } = this.options;
    const template = readFileSync(path.join(hostDist, 'index.html'), 'utf8');
    const hash = createHash('sha256');
    hash.update(JSON.stringify(config));
    hash.update(template);
    hash.update(String(statSync(path.join(hostDist, 'server', 'render.js')).mtimeMs));
    const remoteAssets: RenderSetup['remoteAssets'] = {};
    const hostShared = hostSharedKeys(readTextFile(path.join(hostDist, 'mf-manifest.json')));
    const fetched = await Promise.all(
      REMOTES.map(async (name) => {
        const manifestUrl = config.remotes[name];
        const manifest = await fetchText(manifestUrl);
        const base = new URL('.', manifestUrl).href;
        const assets = manifest ? await fetchText(new URL('page-assets.json', base).href) : null;
        return { name, manifest, base, assets };
      }),
    );
    const remoteVersions: Record<string, string> = {};
    for (const { name, manifest, base, assets } of fetched) {
      {
        remoteVersions[name] = manifest ? createHash('sha256').update(manifest).digest('hex').slice(0, 12) : 'down';
        hash.update(`${name}:${manifest ?? 'down'}:${assets ?? ''}`);
        if (assets) {
          try {
            remoteAssets[name] = { base, ...readPageAssets(assets, hostShared) };
          } catch {
            // A remote without readable page assets still renders; the browser loads its styles with its chunks.
          }
        }
      }
    }
    const version = hash.digest('hex');
    const apiCacheUrl = cachedApiBase(this.options.apiCache, config);
    const host = hostStyles(hostDist);
    const styles = await readStyles(hostDist, host, remoteAssets);
    return {
      version,
      remoteVersions,
      setup: {
        config,
        browserConfig: browserConfig(config),
        template,
        hostStyles: host,
        styles,
        remoteAssets,
        version,
        // The read cache is skipped when it is turned off alone (apiCacheSeconds: 0) or with every other (caches.ts).
        ...(apiCacheUrl ? { apiCacheUrl } : {}),
      },
    };
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.refreshing;
    await this.current?.pool.close();
    this.current = null;
  }
}
