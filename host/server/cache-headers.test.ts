/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ServerConfigFile } from './config';

// Every answer of the render server takes its cache headers from the typed policy (host/src/render/policy.ts),
// through withPolicy (caches.ts): no other file of the server or of the render writes a Cache-Control value,
// names the header, or reads one back.

const hostDir = path.resolve(__dirname, '..');
const POLICY_MODULE = path.join(hostDir, 'src', 'render', 'policy.ts');
/** A string literal that names the header or holds one of its directives. */
const CACHE_LITERAL = /(['"`])[^'"`\n]*\b(cache-control|s-maxage|max-age|no-store|no-cache|immutable)\b[^'"`\n]*\1/i;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The code without its comments (which may name the header to say why). */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/[^\n]*/g, '$1');

test('no file of the render server but the policy module writes or reads a Cache-Control value', () => {
  // The server and what its workers run (the browser's own code, host/src elsewhere, answers nothing).
  const files = [...sourceFiles(path.join(hostDir, 'server')), ...sourceFiles(path.join(hostDir, 'src', 'render'))];
  expect(files).toContain(path.join(hostDir, 'server', 'app.ts'));
  const offenders = files
    .filter((file) => file !== POLICY_MODULE)
    .flatMap((file) =>
      withoutComments(readFileSync(file, 'utf8'))
        .split('\n')
        .filter((line) => CACHE_LITERAL.test(line))
        .map((line) => `${path.relative(hostDir, file)}: ${line.trim()}`),
    );
  expect(offenders).toEqual([]);
});

test('the policy module itself writes them (the check above looks for what it should)', () => {
  expect(withoutComments(readFileSync(POLICY_MODULE, 'utf8'))).toMatch(CACHE_LITERAL);
});

describe('the answers of the render server', () => {
  async function server(serverCache: boolean) {
    const { default: Fastify } = await import('fastify');
    const { registerCacheSwitch, withPolicy } = await import('./caches');
    const app = Fastify();
    const remotes = { content: '', scholarship: '', careers: '', shop: '' };
    const config: ServerConfigFile = { apiBaseUrl: '', shippingBaseUrl: '', remotes, serverCache };
    registerCacheSwitch(app, () => config);
    app.get('/og/card.png', async (_request, reply) => withPolicy(reply, 'card').send('png'));
    // A route that names no policy, as an API call passed through would: the API's header is not the site's.
    app.get('/__api/x', async (_request, reply) => reply.header('cache-control', 'public, max-age=600').send('{}'));
    app.get('/broken', () => {
      throw new Error('boom');
    });
    // Over HTTP (fastify's inject needs an ES module jest does not load).
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    return { headerOf: async (url: string) => (await fetch(address + url)).headers.get('cache-control'), app };
  }

  it('each carry the cache headers of a policy, and one that names none is kept by nobody', async () => {
    const { app, headerOf } = await server(true);
    expect(await headerOf('/og/card.png')).toBe('public, max-age=86400, s-maxage=604800');
    expect(await headerOf('/__api/x')).toBe('no-store');
    expect(await headerOf('/broken')).toBe('no-store');
    expect(await headerOf('/nothing-here')).toBe('no-store');
    await app.close();
  });

  it('with the caches off, what shared caches would keep is kept by none', async () => {
    const { app, headerOf } = await server(false);
    expect(await headerOf('/og/card.png')).toBe('no-store');
    await app.close();
  });
});
