import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context.js';

export async function registerCareers(_api: FastifyInstance, _ctx: ApiContext): Promise<void> {
  // Endpoints of the careers remote are added by its issue.
}
