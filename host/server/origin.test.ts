/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import type { ServerConfigFile } from './config';
import {
  NOT_THIS_SITE_MESSAGE,
  isSitePath,
  productionConfigProblem,
  registerOriginGuard,
  siteOriginFor,
} from './origin';

const base: ServerConfigFile = {
  apiBaseUrl: 'http://localhost:4000/api',
  shippingBaseUrl: 'http://localhost:4000/shipping',
  remotes: { content: '', scholarship: '', careers: '', shop: '' },
};

describe('isSitePath', () => {
  it.each(['/', '/artikel', '/artikel?q=a\\b', '/campus/melbourne?tab=biaya#x'])('takes %s', (target) => {
    expect(isSitePath(target)).toBe(true);
  });
  it.each([
    '//evil.example/artikel',
    '/\\evil.example/artikel',
    '/\\/evil.example',
    'http://evil.example/artikel',
    '*',
    '',
    '/a\\b',
  ])('refuses %s', (target) => {
    expect(isSitePath(target)).toBe(false);
  });
});

describe('siteOriginFor', () => {
  it('is siteOrigin whatever the Host says', () => {
    const config = { ...base, siteOrigin: 'https://niec.example/' };
    expect(siteOriginFor(config, 'evil.example')).toBe('https://niec.example');
    expect(siteOriginFor(config, undefined)).toBe('https://niec.example');
  });
  it('without siteOrigin, is the Host only when it is on the allow-list', () => {
    expect(siteOriginFor(base, 'localhost:3000')).toBe('http://localhost:3000');
    expect(siteOriginFor(base, '127.0.0.1:3100')).toBe('http://127.0.0.1:3100');
    expect(siteOriginFor(base, 'evil.example')).toBeNull();
    expect(siteOriginFor(base, 'localhost.evil.example')).toBeNull();
    expect(siteOriginFor(base, 'localhost:3000/x')).toBeNull();
    expect(siteOriginFor({ ...base, allowedHosts: ['niec.example'] }, 'niec.example')).toBe('http://niec.example');
    expect(siteOriginFor({ ...base, allowedHosts: ['niec.example'] }, 'localhost')).toBeNull();
  });
});

describe('productionConfigProblem', () => {
  it('refuses a production start without siteOrigin, and only then', () => {
    expect(productionConfigProblem(base, { NODE_ENV: 'production' })).toMatch(/siteOrigin is required/);
    expect(productionConfigProblem({ ...base, siteOrigin: 'evil' }, { NODE_ENV: 'production' })).toMatch(/siteOrigin/);
    expect(
      productionConfigProblem({ ...base, siteOrigin: 'https://niec.example' }, { NODE_ENV: 'production' }),
    ).toBeNull();
    expect(productionConfigProblem(base, {})).toBeNull();
  });
});

describe('registerOriginGuard', () => {
  async function server(config: ServerConfigFile) {
    const app = Fastify();
    const refused: string[] = [];
    registerOriginGuard(
      app,
      () => config,
      (reason) => refused.push(reason),
    );
    app.get('/*', (request, reply) => reply.send({ url: request.url }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    // The request target exactly as written (fetch would resolve it as a URL first).
    const inject = ({ url, headers = {} }: { url: string; headers?: Record<string, string> }) =>
      new Promise<{ statusCode: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
        const request = http.request({ host: '127.0.0.1', port, path: url, headers }, (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve({ statusCode: response.statusCode ?? 0, headers: response.headers, body }));
        });
        request.on('error', reject);
        request.end();
      });
    return { app: { inject, close: () => app.close() }, refused };
  }

  it('refuses another host in the target and an unknown Host with 400, in Indonesian, kept by no cache', async () => {
    const { app, refused } = await server(base);
    for (const url of ['//evil.example/artikel', '/\\evil.example/artikel', 'http://evil.example/artikel']) {
      const response = await app.inject({ url, headers: { host: 'localhost:3000' } });
      expect(response.statusCode).toBe(400);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toContain(NOT_THIS_SITE_MESSAGE);
      expect(response.headers['content-type']).toContain('text/html');
    }
    expect((await app.inject({ url: '/artikel', headers: { host: 'evil.example' } })).statusCode).toBe(400);
    expect((await app.inject({ url: '/artikel', headers: { host: 'localhost:3000' } })).statusCode).toBe(200);
    expect(refused).toEqual(['path', 'path', 'path', 'host']);
    await app.close();
  });

  it('with siteOrigin, any Host reaches the page (which names siteOrigin only)', async () => {
    const { app } = await server({ ...base, siteOrigin: 'https://niec.example' });
    expect((await app.inject({ url: '/artikel', headers: { host: 'evil.example' } })).statusCode).toBe(200);
    expect((await app.inject({ url: '//evil.example/artikel', headers: { host: 'niec.example' } })).statusCode).toBe(
      400,
    );
    await app.close();
  });
});
