// One switch for every cache of the render server (config key `serverCache`, docs/deploying.md): a staging
// site or an editor checking a published article sees the API's current answer on every request.
import type { FastifyInstance } from 'fastify';
import type { ServerConfigFile } from './config';

/** False when the config turns the server's caches off: the page cache, the API read cache, the sitemap's and the link-preview cards'. */
export function serverCachesOn(config: ServerConfigFile): boolean {
  return config.serverCache !== false;
}

/**
 * With the caches off, what the server would let shared caches keep (pages, their data, the sitemap, the
 * cards: everything that says s-maxage) is marked no-store, so an edge cache or CDN in front does not keep it
 * either. Hashed static files keep their year: their content cannot change under their name.
 */
export function registerCacheSwitch(app: FastifyInstance, getConfig: () => ServerConfigFile): void {
  app.addHook('onSend', async (_request, reply) => {
    if (serverCachesOn(getConfig())) return;
    const cacheControl = reply.getHeader('cache-control');
    if (typeof cacheControl === 'string' && cacheControl.includes('s-maxage'))
      reply.header('Cache-Control', 'no-store');
  });
}
