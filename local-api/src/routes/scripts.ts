import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context.js';

export async function registerScripts(_app: FastifyInstance, _ctx: ApiContext): Promise<void> {
  // Stand-ins for the payment popup (/payment/snap.js) and CAPTCHA (/captcha/api.js) scripts.
}
