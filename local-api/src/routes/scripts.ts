import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context.js';
import { registerCaptchaScript } from './captcha-script.js';
import { registerPaymentScript } from './payment-script.js';

/** Stand-ins for the third-party scripts; switching to the real providers is only a config change. */
export async function registerScripts(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  await registerCaptchaScript(app, ctx);
  await registerPaymentScript(app, ctx);
}
