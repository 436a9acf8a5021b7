import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context.js';
import { isCollection } from '../store.js';

/**
 * Read-only view of what was stored (bookings, applications, orders, contact messages), for the
 * team and the e2e tests: GET /__admin/<collection>. It lists names, emails, phones, addresses and
 * payment tokens to anyone, so app.ts registers it in development mode only.
 */
export async function registerAdmin(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  app.get<{ Params: { collection: string } }>('/__admin/:collection', async (request, reply) => {
    const { collection } = request.params;
    if (!isCollection(collection)) return reply.code(404).send({ message: 'Koleksi tidak dikenal.', data: {} });
    return { data: ctx.store.list(collection) };
  });
}
