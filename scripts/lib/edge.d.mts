// Types of edge.mjs, for the TypeScript that imports it (the e2e tests).
import type { ChildProcess } from 'node:child_process';

export interface EdgePorts {
  site: number;
  remotes: Record<'content' | 'scholarship' | 'careers' | 'shop', number>;
  api: number;
  apiInternal: number;
  instances: number[];
}

export interface EdgeRenderServer {
  port: number;
  url: string;
  child: ChildProcess | null;
  /** Starts the process and resolves once /readyz answers 200. */
  start(): Promise<void>;
  /** Sends the signal and resolves once the process has exited. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export interface Edge {
  ports: EdgePorts;
  run: string;
  servers: EdgeRenderServer[];
  nginx: ChildProcess;
  configFile: string;
  writeConfig(extra: Record<string, unknown>): void;
  stop(): Promise<void>;
}

export type EdgeRateLimitGroup = 'pages' | 'files' | 'data' | 'api' | 'shipping' | 'og' | 'calendar' | 'reports';
export interface EdgeRateLimit {
  rate: number;
  burst: number;
}
export declare const EDGE_RATE_LIMITS: Record<EdgeRateLimitGroup, EdgeRateLimit>;
export declare const EDGE_SERVER_NAMES: string[];
export declare const SERVER_HEAP_MB: number;
export declare const rootDir: string;
export declare function edgePorts(port: number, instances: number): EdgePorts;
export declare function ensureNginx(options?: { log?: (message: string) => void }): string;
export declare function startEdge(options: {
  port: number;
  instances?: number;
  threads?: number;
  remoteRoots?: Partial<Record<'content' | 'scholarship' | 'careers' | 'shop', string>>;
  config?: Record<string, unknown>;
  /** Per group, the edge's rate (requests a minute) and burst per client address (EDGE_RATE_LIMITS). */
  rateLimits?: Partial<Record<EdgeRateLimitGroup, Partial<EdgeRateLimit>>>;
  renderEnv?: Record<string, string>;
  env?: NodeJS.ProcessEnv;
  stdio?: 'inherit' | 'ignore';
  run?: string;
  log?: (message: string) => void;
}): Promise<Edge>;
export declare function pageTraffic(options: {
  url: string;
  paths: string[];
  amount: number;
  connections?: number;
  timeoutSeconds?: number;
}): Promise<{
  requests: number;
  responses: number;
  errors: number;
  timeouts: number;
  notOk: number;
  truncated: number;
}>;
