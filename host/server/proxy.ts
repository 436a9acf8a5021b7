import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import replyFrom from '@fastify/reply-from';
import { API_PROXY_PATH, SHIPPING_PROXY_PATH, type ServerConfigFile } from './config';

/**
 * The calls that need a bearer token never carry it from the browser: the browser sends them here and the
 * render server forwards them with the token from its own config (apiToken for study-tour registration and
 * the recommender list, shippingToken for the shipping aggregator). Only these calls are forwarded; method,
 * body and the other headers pass through unchanged.
 */
const API_CALLS: { method: 'GET' | 'POST'; path: string }[] = [
  { method: 'POST', path: '/study-tour/register' },
  { method: 'POST', path: '/ambassador/consultant/jobdesk' },
];
const SHIPPING_CALLS: { method: 'GET' | 'POST'; path: string }[] = [
  { method: 'GET', path: '/v1/maps/areas' },
  { method: 'POST', path: '/v1/rates/couriers' },
  { method: 'GET', path: '/v1/trackings/:waybill/couriers/:courier' },
];

const join = (base: string, rest: string) => `${base.replace(/\/$/, '')}${rest}`;

export async function registerProxies(app: FastifyInstance, getConfig: () => ServerConfigFile): Promise<void> {
  await app.register(async (proxy) => {
    await proxy.register(replyFrom, { http: { requestOptions: { timeout: 30_000 } } });
    // Bodies are streamed to the API as they came (multipart uploads included), not parsed here.
    proxy.removeAllContentTypeParsers();
    proxy.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    const forward =
      (target: (config: ServerConfigFile) => { base: string; token: string | undefined }, prefix: string) =>
      (request: FastifyRequest, reply: FastifyReply) => {
        const { base, token } = target(getConfig());
        const rest = request.url.slice(prefix.length);
        return reply.from(join(base, rest), {
          rewriteRequestHeaders: (_original, headers) => {
            const next: Record<string, string | string[] | undefined> = { ...headers };
            delete next.host;
            delete next.cookie;
            if (token) next.authorization = `Bearer ${token}`;
            else delete next.authorization;
            return next;
          },
        });
      };

    const api = forward(
      (config) => ({ base: config.serverApiBaseUrl || config.apiBaseUrl, token: config.apiToken }),
      API_PROXY_PATH,
    );
    for (const call of API_CALLS)
      proxy.route({ method: call.method, url: `${API_PROXY_PATH}${call.path}`, handler: api });

    const shipping = forward(
      (config) => ({ base: config.shippingBaseUrl, token: config.shippingToken }),
      SHIPPING_PROXY_PATH,
    );
    for (const call of SHIPPING_CALLS) {
      proxy.route({ method: call.method, url: `${SHIPPING_PROXY_PATH}${call.path}`, handler: shipping });
    }
  });
}
