import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context.js';

export async function registerShipping(_api: FastifyInstance, _ctx: ApiContext): Promise<void> {
  // The shipping aggregator stand-in (areas, rates, trackings) is added by the checkout issue.
}
