/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CARD_MAX_BYTES, renderCard } from './card';

/** Width and height from a PNG's header. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const ARTWORK = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="#0b3b75"/><circle cx="200" cy="150" r="90" fill="#f0a030"/></svg>`;

describe('link-preview cards', () => {
  let server: http.Server;
  let base = '';
  let requests = 0;

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      requests += 1;
      if (request.url === '/art.svg') response.writeHead(200, { 'content-type': 'image/svg+xml' }).end(ARTWORK);
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('draws a PNG of 1200×630 under 300 KB with the page artwork', async () => {
    const png = await renderCard({
      title: 'Panduan Beasiswa Australia Awards 2027: Syarat, Jadwal dan Tips Lolos',
      description: 'Semua yang perlu Anda siapkan sebelum pendaftaran dibuka.',
      kind: 'Artikel',
      image: `${base}/art.svg`,
    });
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(png.length).toBeLessThan(CARD_MAX_BYTES);
    expect(requests).toBe(1);
  });

  it('still draws a card when the artwork is missing, unreachable or not an image', async () => {
    for (const image of [null, `${base}/missing.png`, 'http://127.0.0.1:9/x.png', 'data:image/png;base64,AAAA']) {
      const png = await renderCard({ title: 'Kaos NIEC Edisi Pelajar', description: 'Rp 150.000', image });
      expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    }
  });

  it('differs with the title (a card is the page, not a generic picture)', async () => {
    const a = await renderCard({ title: 'Beasiswa MEXT Jepang' });
    const b = await renderCard({ title: 'Kuliah Gratis di Jerman' });
    expect(a.equals(b)).toBe(false);
  });
});
