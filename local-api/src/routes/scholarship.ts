import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context.js';

export async function registerScholarship(_api: FastifyInstance, _ctx: ApiContext): Promise<void> {
  // Endpoints of the scholarship remote are added by its issue.
}
