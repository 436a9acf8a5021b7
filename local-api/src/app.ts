import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { ApiContext } from './context.js';
import { Store } from './store.js';
import { registerAdmin } from './routes/admin.js';
import { registerContent } from './routes/content.js';
import { registerMaster } from './routes/master.js';
import { registerScholarship } from './routes/scholarship.js';
import { registerCareers } from './routes/careers.js';
import { registerShop } from './routes/shop.js';
import { registerCheckout } from './routes/checkout.js';
import { registerShipping } from './routes/shipping.js';
import { registerScripts } from './routes/scripts.js';

const here = path.dirname(fileURLToPath(import.meta.url));
export const API_PREFIX = '/api/v1/application';
/** Upload limit enforced by the server (the careers form states the same limit). */
export const MAX_FILE_BYTES = 2 * 1024 * 1024;

/**
 * development (the default, for `npm start`, `npm run dev` and the tests): the stand-in admin
 * (GET /__admin/*) and the payment stand-in's status endpoint answer. production (NODE_ENV=production):
 * they do not exist. local-api is not a production backend either way (README "Local API").
 */
export type ApiMode = 'development' | 'production';

export const modeFromEnv = (env: NodeJS.ProcessEnv = process.env): ApiMode =>
  env.NODE_ENV === 'production' ? 'production' : 'development';

export interface AppOptions {
  dataDir: string;
  mode?: ApiMode;
  apiToken?: string;
  publicUrl: string;
  logger?: boolean;
}

/** One module per area registers its endpoints; see README "Local API". */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 12 * 1024 * 1024 });
  const store = Store.open(options.dataDir);
  app.addHook('onClose', async () => store.close());
  const ctx: ApiContext = {
    mode: options.mode ?? modeFromEnv(),
    store,
    apiToken: options.apiToken ?? 'local-dev-token',
    publicUrl: options.publicUrl.replace(/\/$/, ''),
  };

  await app.register(cors, {
    // The site's own ports on this machine (any port, since they are overridable).
    origin: (origin, cb) => cb(null, !origin || /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(origin)),
  });
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES * 2, files: 10 }, throwFileSizeLimit: false });
  await app.register(fastifyStatic, {
    root: path.join(here, '..', 'public'),
    prefix: '/static/',
    maxAge: '7d',
  });

  app.get('/health', async () => ({ ok: true }));

  await app.register(
    async (api) => {
      await registerMaster(api, ctx);
      await registerContent(api, ctx);
      await registerScholarship(api, ctx);
      await registerCareers(api, ctx);
      await registerShop(api, ctx);
      await registerCheckout(api, ctx);
    },
    { prefix: API_PREFIX },
  );
  await app.register(async (shipping) => registerShipping(shipping, ctx), { prefix: '/shipping' });
  await registerScripts(app, ctx);
  if (ctx.mode === 'development') await registerAdmin(app, ctx);
  return app;
}
