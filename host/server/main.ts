// `npm run serve:ssr -- --port <P> --config <file>`: the render server (docs/decisions/005-server-rendering.md).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createRenderServer } from './app';
import { hostDir } from './files';
import { logFormatOf } from './observability';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
    config: { type: 'string' },
    threads: { type: 'string' },
    // Another build of the host to serve (a test's modified copy); host/dist by default.
    dist: { type: 'string' },
  },
});

const hostDist = path.resolve(values.dist ?? path.join(hostDir, 'dist'));
const configFile = path.resolve(values.config ?? path.join(hostDist, 'config.json'));

async function main(): Promise<void> {
  const { app, lifecycle } = await createRenderServer({
    configFile,
    hostDist,
    threads: values.threads ? Number(values.threads) : undefined,
    pollMs: process.env.NIEC_REDEPLOY_POLL_MS ? Number(process.env.NIEC_REDEPLOY_POLL_MS) : undefined,
    logLevel: process.env.NIEC_LOG_LEVEL,
    logFormat: logFormatOf(process.env, process.stdout.isTTY),
  });
  await app.listen({ port: Number(values.port), host: values.host });
  app.log.info(`render server on http://localhost:${values.port} (config ${configFile})`);
  // SIGTERM drains (lifecycle.ts): not ready at once, the responses in flight finished, gone within 10 s.
  const stop = (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    const delayMs = process.env.NIEC_DRAIN_DELAY_MS ? Number(process.env.NIEC_DRAIN_DELAY_MS) : undefined;
    void lifecycle.drain({ delayMs }).then((outcome) => process.exit(outcome === 'drained' ? 0 : 1));
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
