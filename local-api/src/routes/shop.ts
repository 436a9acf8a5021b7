import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context.js';

export async function registerShop(_api: FastifyInstance, _ctx: ApiContext): Promise<void> {
  // Endpoints of the shop remote are added by its issue.
}
