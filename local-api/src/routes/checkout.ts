import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context.js';

export async function registerCheckout(_api: FastifyInstance, _ctx: ApiContext): Promise<void> {
  // Consultants, schools, member check, checkout and tracking: added by the checkout issue.
}
