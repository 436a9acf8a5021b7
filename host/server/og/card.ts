// Link-preview cards (og:image): WhatsApp, Facebook and LinkedIn show PNG or JPEG only, 1200×630. Each page
// gets a branded card with its title and its own artwork (the article's, product's or guide's image, SVG
// or raster); satori lays it out with the fonts shipped beside this file, @resvg/resvg-js draws the PNG.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { logoFile, ogFontDir } from '../files';
import { encodePalettePng } from './palette-png';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** What link previews accept; a card over it is drawn again with fewer colours (palette-png.ts). */
export const CARD_MAX_BYTES = 300 * 1024;

export interface CardInput {
  title: string;
  description?: string;
  /** What the page is, shown above the title ('Artikel', 'Merchandise', …). */
  kind?: string;
  /** The page's own image (absolute URL on the API's or a remote's origin; SVG, PNG or JPEG). */
  image?: string | null;
  /** The site's host name, printed at the foot of the card. */
  site?: string;
}

const fonts = [
  { weight: 400 as const, file: 'plus-jakarta-sans-latin-400-normal.woff' },
  { weight: 700 as const, file: 'plus-jakarta-sans-latin-700-normal.woff' },
].map(({ weight, file }) => ({
  name: 'Plus Jakarta Sans',
  weight,
  style: 'normal' as const,
  data: readFileSync(path.join(ogFontDir, file)),
}));

// The logo's mark (its wordmark is set in the card's font below: resvg has no system fonts).
const logoMark = readFileSync(logoFile, 'utf8')
  .replace(/viewBox="[^"]*"/, 'viewBox="0 0 44 44"')
  .replace(/width="\d+"/, 'width="44"')
  .replaceAll(/<text[\s\S]*?<\/text>/g, '');

const dataUri = (type: string, body: Buffer): string => `data:${type};base64,${body.toString('base64')}`;

const IMAGE_TYPES: Record<string, string> = { 'image/svg+xml': 'svg', 'image/png': 'png', 'image/jpeg': 'jpeg' };

/** The most artwork bytes read for one card; a larger answer is cut off while it downloads. */
export const ARTWORK_MAX_BYTES = 2 * 1024 * 1024;

const originOf = (url: unknown): string | null => {
  if (typeof url !== 'string' || url === '') return null;
  try {
    const { origin, protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? origin : null;
  } catch {
    return null;
  }
};

/**
 * Where a card's artwork may come from: the API's origins (apiBaseUrl, where its records' images are;
 * serverApiBaseUrl) and each remote's (the folder of its manifest, where its own images are). A page's
 * artwork is a URL out of the API's data, so anything else (another host, an internal address) is never
 * fetched. Relative artwork is not drawn: the API and the remotes give absolute URLs.
 */
export function artworkOrigins(config: Record<string, unknown>): string[] {
  const remotes: unknown[] =
    typeof config.remotes === 'object' && config.remotes !== null ? Object.values(config.remotes) : [];
  const origins = [config.apiBaseUrl, config.serverApiBaseUrl, ...remotes].map(originOf);
  return [...new Set(origins.filter((origin): origin is string => origin !== null))];
}

export interface ArtworkOptions {
  /** The origins artwork is fetched from (artworkOrigins); none by default: no artwork at all. */
  allowedOrigins?: readonly string[];
  /** How long the whole fetch, body included, may take; 2 s by default. */
  timeoutMs?: number;
  /** The most bytes read (ARTWORK_MAX_BYTES by default). */
  maxBytes?: number;
}

/** The body of `response`, or null as soon as it is longer than `maxBytes` (the rest is not downloaded). */
async function readAtMost(response: Response, maxBytes: number, abort: () => void): Promise<Buffer | null> {
  const length = Number(response.headers.get('content-length') ?? NaN);
  if (!response.body || length > maxBytes) {
    abort();
    return null;
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      abort();
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * The page's artwork as a data URI satori can draw, or null: not from an allowed origin, a redirect (never
 * followed), unreachable, not a PNG, JPEG or SVG, or over `maxBytes` (cut off while it downloads).
 */
export async function fetchArtwork(
  url: string | null | undefined,
  { allowedOrigins = [], timeoutMs = 2000, maxBytes = ARTWORK_MAX_BYTES }: ArtworkOptions = {},
): Promise<string | null> {
  const origin = originOf(url);
  if (!url || !origin || !allowedOrigins.includes(origin)) return null;
  const controller = new AbortController();
  const abort = () => controller.abort();
  try {
    const response = await fetch(url, {
      // A redirect could lead anywhere (an internal address): it is an error, not followed.
      redirect: 'error',
      headers: { Accept: Object.keys(IMAGE_TYPES).join(', ') },
      signal: AbortSignal.any([controller.signal, AbortSignal.timeout(timeoutMs)]),
    });
    const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (response.status !== 200 || !IMAGE_TYPES[type]) {
      abort();
      return null;
    }
    const body = await readAtMost(response, maxBytes, abort);
    if (!body) return null;
    if (type === 'image/svg+xml') {
      // Drawn at the card's size by resvg first: satori keeps an SVG's own size and fonts.
      const png = new Resvg(body.toString('utf8'), { fitTo: { mode: 'width', value: 900 } }).render().asPng();
      return dataUri('image/png', png);
    }
    return dataUri(type, body);
  } catch {
    abort();
    return null;
  }
}

type Node = { type: string; props: Record<string, unknown> & { children?: unknown } };
const h = (type: string, style: Record<string, unknown>, children?: unknown, extra: Record<string, unknown> = {}) =>
  ({ type, props: { style, children, ...extra } }) as Node;

const clip = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

function layout({ title, description, kind, site = 'niecindonesia.com' }: CardInput, artwork: string | null): Node {
  const text = h(
    'div',
    { display: 'flex', flexDirection: 'column', justifyContent: 'space-between', flex: 1, padding: '56px 56px 48px' },
    [
      h('div', { display: 'flex', alignItems: 'center', gap: 16 }, [
        h('img', { width: 64, height: 64 }, undefined, {
          src: dataUri('image/svg+xml', Buffer.from(logoMark)),
          width: 64,
          height: 64,
        }),
        h('div', { display: 'flex', flexDirection: 'column' }, [
          h('div', { display: 'flex', color: '#0b3b75', fontSize: 30, fontWeight: 700, lineHeight: 1 }, 'NIEC'),
          h(
            'div',
            { display: 'flex', color: '#b84100', fontSize: 17, fontWeight: 700, letterSpacing: 3, marginTop: 4 },
            'INDONESIA',
          ),
        ]),
      ]),
      h('div', { display: 'flex', flexDirection: 'column', gap: 18 }, [
        kind
          ? h(
              'div',
              { display: 'flex', color: '#b84100', fontSize: 26, fontWeight: 700, letterSpacing: 2 },
              kind.toUpperCase(),
            )
          : null,
        h(
          'div',
          {
            display: 'flex',
            color: '#0b3b75',
            fontSize: title.length > 60 ? 46 : 56,
            fontWeight: 700,
            lineHeight: 1.15,
          },
          clip(title, 110),
        ),
        description
          ? h('div', { display: 'flex', color: '#4d5866', fontSize: 26, lineHeight: 1.4 }, clip(description, 140))
          : null,
      ]),
      h('div', { display: 'flex', color: '#0b3b75', fontSize: 24, fontWeight: 700 }, site),
    ],
  );
  const art = artwork
    ? h(
        'div',
        {
          display: 'flex',
          width: 460,
          height: CARD_HEIGHT,
          backgroundColor: '#e7eef8',
          alignItems: 'center',
          justifyContent: 'center',
          overflow: 'hidden',
        },
        h('img', { width: 460, height: CARD_HEIGHT, objectFit: 'cover' }, undefined, {
          src: artwork,
          width: 460,
          height: CARD_HEIGHT,
        }),
      )
    : h(
        'div',
        { display: 'flex', width: 300, height: CARD_HEIGHT, backgroundColor: '#0b3b75', position: 'relative' },
        h('div', {
          display: 'flex',
          position: 'absolute',
          right: 60,
          top: 80,
          width: 120,
          height: 120,
          borderRadius: 60,
          backgroundColor: '#b84100',
        }),
      );
  return h(
    'div',
    {
      display: 'flex',
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      backgroundColor: '#ffffff',
      fontFamily: 'Plus Jakarta Sans',
    },
    [text, art],
  );
}

/** The card drawn: RGBA pixels of 1200×630 and their true-colour PNG. */
async function draw(input: CardInput, artwork: string | null) {
  const svg = await satori(layout(input, artwork) as Parameters<typeof satori>[0], {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts,
  });
  return new Resvg(svg, { fitTo: { mode: 'width', value: CARD_WIDTH } }).render();
}

/**
 * The page's card as a PNG of 1200×630, under 300 KB: true colour when that fits (text and drawn artwork);
 * with a photo in it, 256 colours; without its artwork only if even that is too big. The artwork is fetched
 * only from `artworkOrigins` (none: no artwork) and waited for `artworkTimeoutMs` (2 s) at most, then the card
 * is drawn without it.
 */
export async function renderCard(
  input: CardInput,
  { artworkTimeoutMs = 2000, artworkOrigins = [] as readonly string[] } = {},
): Promise<Buffer> {
  const artwork = await fetchArtwork(input.image, { allowedOrigins: artworkOrigins, timeoutMs: artworkTimeoutMs });
  const drawn = await draw(input, artwork);
  const png = drawn.asPng();
  if (png.length <= CARD_MAX_BYTES || !artwork) return png;
  const reduced = encodePalettePng(drawn.pixels, drawn.width, drawn.height);
  return reduced.length <= CARD_MAX_BYTES ? reduced : (await draw(input, null)).asPng();
}
