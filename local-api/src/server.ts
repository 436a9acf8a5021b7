import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, modeFromEnv } from './app.js';
import { seedEvenFromEnv, seedScaleFromEnv } from './catalogue.js';
import { loggerFromEnv } from './logger.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.API_PORT ?? process.env.PORT ?? 4000);
const host = process.env.API_HOST ?? '127.0.0.1';
const dataDir = path.resolve(process.env.LOCAL_API_DATA_DIR ?? path.join(here, '..', 'data'));

const mode = modeFromEnv();
const seedScale = seedScaleFromEnv();
const app = await buildApp({
  dataDir,
  mode,
  apiToken: process.env.LOCAL_API_TOKEN ?? 'local-dev-token',
  shippingToken: process.env.LOCAL_SHIPPING_TOKEN ?? 'local-shipping-token',
  publicUrl: process.env.LOCAL_API_PUBLIC_URL ?? `http://localhost:${port}`,
  seedScale,
  seedEven: seedEvenFromEnv(),
  logger: loggerFromEnv(process.env),
});

await app.listen({ port, host });
// The bound port (API_PORT=0 picks a free one, as the tests do).
const address = app.server.address();
const boundPort = typeof address === 'object' && address ? address.port : port;
console.log(
  `local-api listening on http://localhost:${boundPort} (${mode} mode, data in ${dataDir}${seedScale ? `, seed scale ${seedScale}` : ''})`,
);
const { restored, removed, missing } = app.uploadRecovery;
if (restored + removed + missing > 0) {
  console.log(
    `uploads repaired at start: ${restored} moved into place, ${removed} without a record removed, ${missing} missing`,
  );
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
