import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { ApiContext, ApiMode } from './context.js';
import { buildCatalogue } from './catalogue.js';
import { hasBearer, replyUnauthorized } from './http.js';
import { Store, type RecoveryReport } from './store.js';
import { registerErrorHandling } from './errors.js';
import { BODY_LIMIT_BYTES, MAX_FILE_BYTES, MULTIPART_LIMITS } from './limits.js';
import { registerAdmin } from './routes/admin.js';
import { registerContent } from './routes/content.js';
import { registerMaster } from './routes/master.js';
import { registerScholarship } from './routes/scholarship.js';
import { registerCareers } from './routes/careers.js';
import { registerShop } from './routes/shop.js';
import { registerCheckout } from './routes/checkout.js';
import { registerShipping } from './routes/shipping.js';
import { registerCaptchaScript } from './routes/captcha-script.js';
import { registerPaymentScript } from './routes/payment-script.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the start-up repair of the upload folder did (store.ts). */
    uploadRecovery: RecoveryReport;
  }
}

const here = path.dirname(fileURLToPath(import.meta.url));
const API_PREFIX = '/api/v1/application';

export const modeFromEnv = (env: NodeJS.ProcessEnv = process.env): ApiMode =>
  env.NODE_ENV === 'production' ? 'production' : 'development';

export interface AppOptions {
  dataDir: string;
  mode?: ApiMode;
  apiToken?: string;
  shippingToken?: string;
  publicUrl: string;
  /** Fastify's logger (pino) options, or false for none (the tests' default). */
  logger?: FastifyServerOptions['logger'];
  /**
   * Grows the served records to this many articles and scholarships, a quarter as many products and
   * vacancies, a tenth as many tours (fixtures first; LOCAL_API_SEED_SCALE for server.ts). Unset: the fixtures.
   */
  seedScale?: number;
  /** Every list at the seed scale (LOCAL_API_SEED_EVEN). */
  seedEven?: boolean;
}

function parseUrlencoded(text: string): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  for (const [key, value] of new URLSearchParams(text)) {
    const previous = fields[key];
    fields[key] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return fields;
}

/** One module per area registers its endpoints; see docs/local-api.md. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    // The render server sends its page's request id with every call: the two logs can be matched.
    requestIdHeader: 'x-request-id',
  });
  registerErrorHandling(app);
  const store = Store.open(options.dataDir);
  app.decorate('uploadRecovery', store.recovery);
  app.addHook('onClose', async () => store.close());
  const ctx: ApiContext = {
    mode: options.mode ?? modeFromEnv(),
    store,
    catalogue: buildCatalogue(options.seedScale, { even: options.seedEven ?? false }),
    apiToken: options.apiToken ?? 'local-dev-token',
    shippingToken: options.shippingToken ?? 'local-shipping-token',
    publicUrl: options.publicUrl.replace(/\/$/, ''),
  };

  await app.register(cors, {
    // The site's own ports on this machine (any port, since they are overridable).
    origin: (origin, cb) => cb(null, !origin || /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(origin)),
  });
  // Urlencoded forms decoded the WHATWG way: a broken %-sequence becomes U+FFFD, which readBody
  // refuses per field; a repeated key becomes a list, which readBody refuses too.
  await app.register(formbody, { parser: parseUrlencoded });
  // A file over the limit arrives cut (part.file.truncated) and is refused per field by the route.
  // preservePath keeps "../x.pdf" as sent, so such a name is refused instead of silently shortened.
  await app.register(multipart, {
    limits: { ...MULTIPART_LIMITS, fileSize: MAX_FILE_BYTES },
    throwFileSizeLimit: false,
    preservePath: true,
  });
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
  await app.register(
    async (shipping) => {
      // The aggregator answers only calls that carry its key (the render server's proxy adds it).
      shipping.addHook('onRequest', async (request, reply) => {
        if (request.method !== 'OPTIONS' && !hasBearer(request, ctx.shippingToken)) await replyUnauthorized(reply);
      });
      await registerShipping(shipping, ctx);
    },
    { prefix: '/shipping' },
  );
  // Stand-ins for the third-party scripts; switching to the real providers is only a config change.
  await registerCaptchaScript(app, ctx);
  await registerPaymentScript(app, ctx);
  if (ctx.mode === 'development') await registerAdmin(app, ctx);
  return app;
}
