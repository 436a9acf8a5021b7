// One switch for every cache of the render server (config key `serverCache`, docs/deploying.md): a staging
// site or an editor checking a published article sees the API's current answer on every request.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { cacheHeaders, keptBySharedCaches, type CachePolicy } from '../src/render/policy';
import type { ServerConfigFile } from './config';

/** False when the config turns the server's caches off: the page cache, the API read cache, the sitemap's and the link-preview cards'. */
export function serverCachesOn(config: ServerConfigFile): boolean {
  return config.serverCache !== false;
}

/** The policy each answer was sent with, for the switch below (read as the object it is, never from its header). */
const policies = new WeakMap<FastifyReply, CachePolicy>();

/** Sends the answer with this cache policy's headers (host/src/render/policy.ts): every route says its policy so. */
export function withPolicy(reply: FastifyReply, policy: CachePolicy): FastifyReply {
  policies.set(reply, policy);
  return reply.headers(cacheHeaders(policy));
}

/**
 * Every answer leaves with the cache headers of its policy, `noStore` when its route named none.
 * With the caches off, what the server would let shared caches keep (pages, their data, the sitemap, the cards,
 * the calendar files) is marked no-store, so an edge cache or CDN in front does not keep it either. Hashed static
 * files keep their year: their content cannot change under their name.
 */
export function registerCacheSwitch(app: FastifyInstance, getConfig: () => ServerConfigFile): void {
  app.addHook('onSend', async (_request, reply) => {
    // An answer no route gave a policy (a refusal, an error, the not-found handler, a call proxied to the API,
    // whose own headers are not the site's to pass on) is kept by nobody.
    if (!policies.has(reply)) withPolicy(reply, 'noStore');
    if (serverCachesOn(getConfig())) return;
    const policy = policies.get(reply);
    if (policy !== undefined && keptBySharedCaches(policy)) reply.headers(cacheHeaders('noStore'));
  });
}
