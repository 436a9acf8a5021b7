import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context.js';
import { assetUrl } from '../assets.js';
import home from '../fixtures/home.json' with { type: 'json' };

/** Home statistics, platinum universities, articles and the contact form (content remote). */
export async function registerContent(api: FastifyInstance, ctx: ApiContext): Promise<void> {
  api.post('/student/student-total', async () => ({ data: home.studentTotal }));
  api.get('/members/total-members', async (request) => {
    const { status_payment } = request.query as { status_payment?: string };
    return { data: [status_payment === 'Y' ? home.memberTotal : 0] };
  });
  api.get('/ambassador/countAll', async () => ({ data: home.ambassadorTotal }));
  api.get('/university/all', async () => ({ data: home.universityTotal }));
  api.get('/university/platinum', async () => ({
    data: home.platinum.map((u) => ({ name: u.name, logo: assetUrl(ctx, u.logo) })),
  }));
}
