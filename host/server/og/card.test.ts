/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Resvg } from '@resvg/resvg-js';
import { ARTWORK_MAX_BYTES, CARD_MAX_BYTES, artworkOrigins, fetchArtwork, renderCard } from './card';

/** Width and height from a PNG's header. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** The card's pixels (RGBA), read back by drawing the PNG with resvg. */
function pixelsOf(png: Buffer): Buffer {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><image width="1200" height="630" href="data:image/png;base64,${png.toString('base64')}"/></svg>`;
  return new Resvg(svg).render().pixels;
}

/** How many colours the card has in the area its artwork takes (x 740-1200). */
function artworkColours(png: Buffer): number {
  const pixels = pixelsOf(png);
  const colours = new Set<number>();
  for (let y = 0; y < 630; y += 5) {
    for (let x = 760; x < 1200; x += 5) {
      const i = (y * 1200 + x) * 4;
      colours.add((pixels[i]! << 16) | (pixels[i + 1]! << 8) | pixels[i + 2]!);
    }
  }
  return colours.size;
}

// A product photo stand-in: 800×1000 of fractal noise over a colour, as detailed as a photo (1.6 MB as a PNG).
const PHOTO = new Resvg(
  `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000"><filter id="n"><feTurbulence type="fractalNoise" baseFrequency="0.05" numOctaves="4" seed="7"/></filter><rect width="800" height="1000" fill="#3a7"/><rect width="800" height="1000" filter="url(#n)"/></svg>`,
)
  .render()
  .asPng();

const ARTWORK = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="#0b3b75"/><circle cx="200" cy="150" r="90" fill="#f0a030"/></svg>`;

describe('link-preview cards', () => {
  let server: http.Server;
  let base = '';
  let requests = 0;

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      requests += 1;
      if (request.url === '/art.svg') response.writeHead(200, { 'content-type': 'image/svg+xml' }).end(ARTWORK);
      else if (request.url === '/photo.png') response.writeHead(200, { 'content-type': 'image/png' }).end(PHOTO);
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('draws a PNG of 1200×630 under 300 KB with the page artwork', async () => {
    const png = await renderCard(
      {
        title: 'Panduan Beasiswa Australia Awards 2027: Syarat, Jadwal dan Tips Lolos',
        description: 'Semua yang perlu Anda siapkan sebelum pendaftaran dibuka.',
        kind: 'Artikel',
        image: `${base}/art.svg`,
      },
      { artworkOrigins: [base] },
    );
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(png.length).toBeLessThan(CARD_MAX_BYTES);
    expect(requests).toBe(1);
  });

  it("draws a page's own photo (PNG or JPEG) into the card and still stays under 300 KB", async () => {
    const withPhoto = await renderCard(
      {
        title: 'Kaos NIEC Edisi Pelajar',
        kind: 'Merchandise',
        image: `${base}/photo.png`,
        // The photo's 1.6 MB comes from this same busy process: the 2 s bound a live card keeps would test the machine.
      },
      { artworkTimeoutMs: 30_000, artworkOrigins: [base] },
    );
    const without = await renderCard({ title: 'Kaos NIEC Edisi Pelajar', kind: 'Merchandise', image: null });
    expect(pngSize(withPhoto)).toEqual({ width: 1200, height: 630 });
    expect(withPhoto.length).toBeLessThan(CARD_MAX_BYTES);
    // The photo is there (hundreds of its colours where the artwork goes), not the plain card's panel.
    expect(artworkColours(without)).toBeLessThan(10);
    expect(artworkColours(withPhoto)).toBeGreaterThan(100);
  });

  it('still draws a card when the artwork is missing, unreachable or not an image', async () => {
    for (const image of [null, `${base}/missing.png`, 'http://127.0.0.1:9/x.png', 'data:image/png;base64,AAAA']) {
      const png = await renderCard(
        { title: 'Kaos NIEC Edisi Pelajar', description: 'Rp 150.000', image },
        { artworkOrigins: [base, 'http://127.0.0.1:9'] },
      );
      expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    }
  });

  it('differs with the title (a card is the page, not a generic picture)', async () => {
    const a = await renderCard({ title: 'Beasiswa MEXT Jepang' });
    const b = await renderCard({ title: 'Kuliah Gratis di Jerman' });
    expect(a.equals(b)).toBe(false);
  });
});

/** A local server that counts what it was asked for and how much of each answer it managed to send. */
async function startServer(handler: (request: http.IncomingMessage, response: http.ServerResponse) => void) {
  const paths: string[] = [];
  const server = http.createServer((request, response) => {
    paths.push(request.url ?? '');
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    paths,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// Far more than the limit and than what the loopback socket buffers hold (a few MiB), so a download that was
// not cut off shows as the whole of it sent.
const HUGE_BYTES = 64 * 1024 * 1024;

/** What a streamed answer managed to send before its connection closed. */
interface Streamed {
  sent: number;
  closedEarly: boolean;
}

/** Streams `total` bytes in 64 KiB pieces, waiting for the socket to drain, until done or the connection closes. */
function stream(response: http.ServerResponse, total: number, headers: http.OutgoingHttpHeaders): Promise<Streamed> {
  return new Promise((resolve) => {
    const piece = Buffer.alloc(64 * 1024, 0x41);
    let sent = 0;
    let closed = false;
    response.on('close', () => {
      closed = true;
      resolve({ sent, closedEarly: !response.writableFinished });
    });
    response.writeHead(200, headers);
    const next = () => {
      while (!closed && sent < total) {
        sent += piece.length;
        if (!response.write(piece)) {
          response.once('drain', next);
          return;
        }
      }
      if (!closed) response.end();
    };
    next();
  });
}

describe('fetching a card artwork', () => {
  let allowed: Awaited<ReturnType<typeof startServer>>;
  let other: Awaited<ReturnType<typeof startServer>>;
  let streamed: Promise<Streamed> | null = null;

  beforeAll(async () => {
    other = await startServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'image/svg+xml' }).end(ARTWORK);
    });
    allowed = await startServer((request, response) => {
      if (request.url === '/art.svg') response.writeHead(200, { 'content-type': 'image/svg+xml' }).end(ARTWORK);
      else if (request.url === '/away') response.writeHead(302, { location: `${other.origin}/art.svg` }).end();
      else if (request.url === '/here') response.writeHead(301, { location: '/art.svg' }).end();
      else if (request.url === '/huge.png') streamed = stream(response, HUGE_BYTES, { 'content-type': 'image/png' });
      else if (request.url === '/declared.png')
        streamed = stream(response, HUGE_BYTES, { 'content-type': 'image/png', 'content-length': HUGE_BYTES });
      else if (request.url === '/page.html') response.writeHead(200, { 'content-type': 'text/html' }).end('<p>hi</p>');
      else if (request.url === '/anim.gif') response.writeHead(200, { 'content-type': 'image/gif' }).end('GIF89a');
      else response.writeHead(404).end();
    });
  });
  afterAll(async () => {
    await allowed.close();
    await other.close();
  });
  beforeEach(() => {
    allowed.paths.length = 0;
    other.paths.length = 0;
    streamed = null;
  });

  const fetchFromAllowed = (url: string) => fetchArtwork(url, { allowedOrigins: [allowed.origin], timeoutMs: 20_000 });

  it('fetches artwork from an allowed origin', async () => {
    expect(await fetchFromAllowed(`${allowed.origin}/art.svg`)).toMatch(/^data:image\/png;base64,/);
    expect(allowed.paths).toEqual(['/art.svg']);
  });

  it('asks no other origin at all, and fetches nothing when no origin is allowed', async () => {
    expect(await fetchFromAllowed(`${other.origin}/art.svg`)).toBeNull();
    expect(await fetchArtwork(`${allowed.origin}/art.svg`)).toBeNull();
    // Not a prefix match: the allowed origin followed by another host name is another origin.
    expect(await fetchFromAllowed(`${allowed.origin}.evil.example/art.svg`)).toBeNull();
    expect(await fetchFromAllowed('/art.svg')).toBeNull();
    expect(other.paths).toEqual([]);
    expect(allowed.paths).toEqual([]);
  });

  it('follows no redirect, not even to its own origin', async () => {
    expect(await fetchFromAllowed(`${allowed.origin}/away`)).toBeNull();
    expect(await fetchFromAllowed(`${allowed.origin}/here`)).toBeNull();
    expect(other.paths).toEqual([]);
    expect(allowed.paths).toEqual(['/away', '/here']);
  });

  it('stops downloading an artwork once it is over the limit', async () => {
    expect(await fetchFromAllowed(`${allowed.origin}/huge.png`)).toBeNull();
    expect(streamed).not.toBeNull();
    const { sent, closedEarly } = await streamed!;
    // The connection was closed under the server: it never sent the whole answer.
    expect(closedEarly).toBe(true);
    expect(sent).toBeLessThan(HUGE_BYTES);
    expect(sent).toBeGreaterThan(ARTWORK_MAX_BYTES);
  });

  it('refuses an artwork whose Content-Length is over the limit before reading it', async () => {
    expect(await fetchFromAllowed(`${allowed.origin}/declared.png`)).toBeNull();
    const { sent, closedEarly } = await streamed!;
    expect(closedEarly).toBe(true);
    expect(sent).toBeLessThan(HUGE_BYTES);
  });

  it('refuses what is not a PNG, JPEG or SVG', async () => {
    expect(await fetchFromAllowed(`${allowed.origin}/page.html`)).toBeNull();
    expect(await fetchFromAllowed(`${allowed.origin}/anim.gif`)).toBeNull();
  });

  it('draws the card without the artwork it refused', async () => {
    const refused = await renderCard(
      { title: 'Kaos NIEC Edisi Pelajar', image: `${other.origin}/art.svg` },
      { artworkOrigins: [allowed.origin] },
    );
    const plain = await renderCard({ title: 'Kaos NIEC Edisi Pelajar', image: null });
    expect(refused.equals(plain)).toBe(true);
    expect(other.paths).toEqual([]);
  });
});

describe('artworkOrigins', () => {
  it("is the API's and every remote's origin, from the render server's config", () => {
    expect(
      artworkOrigins({
        apiBaseUrl: 'https://api.example.id/api/v1/application',
        serverApiBaseUrl: 'http://10.0.0.5:8080/api/v1/application',
        shippingBaseUrl: 'https://shipping.example.id',
        siteOrigin: 'https://www.example.id',
        remotes: {
          content: 'https://cdn.example.id/content/mf-manifest.json',
          scholarship: 'https://cdn.example.id/scholarship/mf-manifest.json',
          careers: 'https://careers.example.id/mf-manifest.json',
          shop: 'not a url',
        },
      }),
    ).toEqual([
      'https://api.example.id',
      'http://10.0.0.5:8080',
      'https://cdn.example.id',
      'https://careers.example.id',
    ]);
  });
});
