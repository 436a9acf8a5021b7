// Link-preview cards (og:image): WhatsApp, Facebook and LinkedIn show PNG or JPEG only, 1200×630. Each page
// gets a branded card with its title and its own artwork (the article's, product's or guide's image, SVG
// or raster); satori lays it out with the fonts shipped beside this file, @resvg/resvg-js draws the PNG.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
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
  /** The page's own image (absolute URL, SVG, PNG or JPEG). */
  image?: string | null;
  /** The site's host name, printed at the foot of the card. */
  site?: string;
}

const fontDir = path.join(__dirname, 'fonts');
const fonts = [
  { weight: 400 as const, file: 'plus-jakarta-sans-latin-400-normal.woff' },
  { weight: 700 as const, file: 'plus-jakarta-sans-latin-700-normal.woff' },
].map(({ weight, file }) => ({
  name: 'Plus Jakarta Sans',
  weight,
  style: 'normal' as const,
  data: readFileSync(path.join(fontDir, file)),
}));

// The logo's mark (its wordmark is set in the card's font below: resvg has no system fonts).
const logoMark = readFileSync(path.join(__dirname, '..', '..', 'src', 'assets', 'logo.svg'), 'utf8')
  .replace(/viewBox="[^"]*"/, 'viewBox="0 0 44 44"')
  .replace(/width="\d+"/, 'width="44"')
  .replaceAll(/<text[\s\S]*?<\/text>/g, '');

const dataUri = (type: string, body: Buffer): string => `data:${type};base64,${body.toString('base64')}`;

const IMAGE_TYPES: Record<string, string> = { 'image/svg+xml': 'svg', 'image/png': 'png', 'image/jpeg': 'jpeg' };

/** The page's artwork as a data URI satori can draw, or null (unreachable, too big, another type). */
export async function fetchArtwork(url: string | null | undefined, timeoutMs = 2000): Promise<string | null> {
  if (!url || !/^https?:\/\//.test(url)) return null;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return null;
    const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!IMAGE_TYPES[type]) return null;
    const body = Buffer.from(await response.arrayBuffer());
    if (body.length > 4 * 1024 * 1024) return null;
    if (type === 'image/svg+xml') {
      // Drawn at the card's size by resvg first: satori keeps an SVG's own size and fonts.
      const png = new Resvg(body.toString('utf8'), { fitTo: { mode: 'width', value: 900 } }).render().asPng();
      return dataUri('image/png', png);
    }
    return dataUri(type, body);
  } catch {
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
 * with a photo in it, 256 colours; without its artwork only if even that is too big. The artwork is waited for
 * `artworkTimeoutMs` (2 s) at most, then the card is drawn without it.
 */
export async function renderCard(input: CardInput, { artworkTimeoutMs = 2000 } = {}): Promise<Buffer> {
  const artwork = await fetchArtwork(input.image, artworkTimeoutMs);
  const drawn = await draw(input, artwork);
  const png = drawn.asPng();
  if (png.length <= CARD_MAX_BYTES || !artwork) return png;
  const reduced = encodePalettePng(drawn.pixels, drawn.width, drawn.height);
  return reduced.length <= CARD_MAX_BYTES ? reduced : (await draw(input, null)).asPng();
}
