/**
 * @jest-environment node
 */
import Fastify from 'fastify';
import { encodeUsed } from '../src/render/css-rest';
import { registerCssRests } from './css-rests';

const styles = {
  '/575.a.css': ':root{--a:1}.header{top:0}.dialog{top:1}',
  'https://content.niec.example/page-home.2.css': '.hero{color:red}.modal{color:blue}',
};

async function server() {
  const app = Fastify();
  registerCssRests(app, () => styles);
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const get = async (url: string) => {
    const response = await fetch(base + url);
    return {
      statusCode: response.status,
      cacheControl: response.headers.get('cache-control'),
      json: (await response.json()) as unknown,
    };
  };
  return { app, get };
}

test("answers each file's rest for the document's classes, kept by any cache", async () => {
  const { app, get } = await server();
  const home = 'https://content.niec.example/page-home.2.css';
  const query = new URLSearchParams([
    ['f', '/575.a.css'],
    ['u', encodeUsed(styles['/575.a.css'], new Set(['header']))],
    ['f', home],
    ['u', encodeUsed(styles[home], new Set(['hero', 'modal']))],
  ]);
  const response = await get(`/__css-rest?${query}`);
  expect(response.statusCode).toBe(200);
  expect(response.cacheControl).toBe('public, max-age=31536000, immutable');
  // A file whose every rule the document uses still answers, so the loader knows it is whole.
  expect(response.json).toEqual({ '/575.a.css': ['.dialog{top:1}'], [home]: [''] });
  await app.close();
});

test('a file it does not serve is left out and the answer is kept by no cache; a malformed request is refused', async () => {
  const { app, get } = await server();
  const unknown = await get('/__css-rest?f=https%3A%2F%2Fevil.example%2Fx.css&u=AA');
  expect(unknown.json).toEqual({});
  expect(unknown.cacheControl).toBe('no-store');
  const unpaired = await get('/__css-rest?f=%2F575.a.css');
  expect(unpaired.statusCode).toBe(400);
  const inherited = await get('/__css-rest?f=toString&u=AA');
  expect(inherited.json).toEqual({});
  await app.close();
});
