// /og/<page path>.png: the link-preview card of a public page (its og:image), drawn on first request by a
// render worker (the page is rendered to read its head) and kept in memory; /og/logo.png is the logo search
// engines show for the Organization. Cards are public and change with their page's title: a day in caches.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { RenderPool } from '../pool';
import { withPolicy } from '../caches';

export function registerOgCards(
  app: FastifyInstance,
  {
    pool,
    hostDist,
    siteOriginOf,
    keep = () => true,
    onDrawn,
  }: {
    pool: RenderPool;
    hostDist: string;
    siteOriginOf: (r: FastifyRequest) => string;
    /** False while the server's caches are off (config key serverCache): every card is drawn anew. */
    keep?: () => boolean;
    /** Told of every card a worker drew (metrics). */
    onDrawn?: () => void;
  },
): void {
  const cards = new LRUCache<string, Buffer>({ maxSize: 64 * 1024 * 1024, sizeCalculation: (png) => png.length });
  const missing = new LRUCache<string, true>({ max: 1000, ttl: 60_000 });
  let logo: Buffer | null = null;

  app.get('/og/logo.png', async (_request, reply) => {
    logo ??= new Resvg(readFileSync(path.join(hostDist, 'favicon.svg'), 'utf8'), {
      fitTo: { mode: 'width', value: 512 },
    })
      .render()
      .asPng();
    return withPolicy(reply.type('image/png'), 'card').send(logo);
  });

  app.get<{ Params: { '*': string } }>('/og/*', async (request, reply) => {
    const rest = request.params['*'];
    if (!rest.endsWith('.png') || rest.includes('..')) return reply.code(404).send({ message: 'Tidak ditemukan.' });
    // The page's canonical query comes along (ogImageUrl): /og/bandingkan-negara.png?negara=aus,ger.
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const pagePath = `${rest === 'index.png' ? '/' : `/${rest.slice(0, -'.png'.length)}`}${search}`;
    const { version } = pool.generation;
    const site = new URL(siteOriginOf(request)).host;
    const key = `${version}:${site}:${pagePath}`;
    const keeping = keep();
    let png = keeping ? cards.get(key) : undefined;
    if (!png && !(keeping && missing.has(key))) {
      const drawn = (await pool.generation.pool.run({
        type: 'card',
        path: pagePath,
        site,
        requestId: request.id,
      })) as Uint8Array | null;
      if (drawn) {
        png = Buffer.from(drawn);
        onDrawn?.();
        if (keeping) cards.set(key, png);
      } else if (keeping) {
        missing.set(key, true);
      }
    }
    if (!png) return withPolicy(reply.code(404), 'unknownRecord').send({ message: 'Tidak ditemukan.' });
    return withPolicy(reply.type('image/png'), 'card').send(png);
  });
}
