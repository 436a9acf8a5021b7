// `npm run serve:ssr -- --port <P> --config <file>`: the render server (docs/decisions/005-server-rendering.md).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createRenderServer } from './app';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
    config: { type: 'string' },
    threads: { type: 'string' },
  },
});

const hostDist = path.resolve(__dirname, '..', 'dist');
const configFile = path.resolve(values.config ?? path.join(hostDist, 'config.json'));

async function main(): Promise<void> {
  const { app } = await createRenderServer({
    configFile,
    hostDist,
    threads: values.threads ? Number(values.threads) : undefined,
    pollMs: process.env.NIEC_REDEPLOY_POLL_MS ? Number(process.env.NIEC_REDEPLOY_POLL_MS) : undefined,
  });
  await app.listen({ port: Number(values.port), host: values.host });
  console.log(`render server on http://localhost:${values.port} (config ${configFile})`);
  const stop = () => {
    void app.close().then(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
