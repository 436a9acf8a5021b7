import path from 'node:path';
import fs from 'node:fs';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import compress from '@fastify/compress';

// Files that must be re-checked on every load: the entry points and the config. Everything else
// webpack emits carries a content hash and is cached for good.
const NO_CACHE =
  /(^|\/)(index\.html|config\.json|mf-manifest\.json|remoteEntry\.js|main\.js|robots\.txt|sitemap\.xml|sw\.js|manifest\.webmanifest)$/;

/**
 * Serves one built app folder. Remotes answer with CORS headers; the host answers unknown paths
 * with index.html (history routing) and can serve a generated /config.json.
 */
export async function startStaticServer({
  root,
  port,
  host = '127.0.0.1',
  spa = false,
  cors = false,
  config = null,
  extraRoutes,
}) {
  if (!fs.existsSync(root)) throw new Error(`${root} does not exist: build it first (npm run build)`);
  // Closing drops open keep-alive connections too, so a stopped server is really gone at once (npm start's
  // Ctrl-C, and the e2e tests that stop a remote to prove failure isolation).
  const app = Fastify({ logger: false, forceCloseConnections: true });
  await app.register(compress, { global: true, threshold: 1024 });
  if (cors) {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('Access-Control-Allow-Origin', '*');
    });
  }
  if (config) {
    app.get('/config.json', async (_request, reply) => reply.header('Cache-Control', 'no-cache').send(config));
  }
  if (extraRoutes) await extraRoutes(app);
  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    index: ['index.html'],
    cacheControl: false,
    // The build writes each script, stylesheet and SVG also as .br at brotli's highest quality; sent as it is.
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      // The file sent may be the .br beside the one asked for: its policy is that file's.
      const rel = path.relative(root, filePath).split(path.sep).join('/').replace(/\.br$/, '');
      reply.header('Cache-Control', NO_CACHE.test(rel) ? 'no-cache' : 'public, max-age=31536000, immutable');
    },
  });
  if (spa) {
    app.setNotFoundHandler((request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(404).send();
      return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
    });
  }
  await app.listen({ port, host });
  return app;
}
