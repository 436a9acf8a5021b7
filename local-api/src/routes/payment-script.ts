import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context.js';

export async function registerPaymentScript(_app: FastifyInstance, _ctx: ApiContext): Promise<void> {
  // GET /payment/snap.js: the card-payment popup stand-in (window.snap.pay), added by the checkout issue.
}
