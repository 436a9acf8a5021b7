/**
 * @jest-environment node
 */
// Pictures that draw text reach the pages as WebP (scripts/artwork.mjs): an SVG drawing text costs the phone's main
// thread a font lookup in a document of its own per picture. Fails when such a picture is added or edited without
// its WebP, or when a page, a fixture or the seed points at the SVG again.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS rules shared with scripts/artwork.mjs
const artwork = require('../scripts/lib/artwork.cjs') as {
  textArtwork(rootDir: string): string[];
  rasterSize(svg: string): { width: number; height: number };
};

const ROOT = path.resolve(__dirname, '..');

/** Width and height of a WebP file (its VP8, VP8L or VP8X header). */
function webpSize(file: string): { width: number; height: number } {
  const b = readFileSync(file);
  if (b.toString('ascii', 0, 4) !== 'RIFF' || b.toString('ascii', 8, 12) !== 'WEBP')
    throw new Error(`${file} is no WebP`);
  const chunk = b.toString('ascii', 12, 16);
  if (chunk === 'VP8X') return { width: 1 + b.readUIntLE(24, 3), height: 1 + b.readUIntLE(27, 3) };
  if (chunk === 'VP8L') {
    const bits = b.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  if (chunk === 'VP8 ') return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  throw new Error(`${file}: unknown WebP chunk ${chunk}`);
}

const drawingText = artwork.textArtwork(ROOT);

/** Every source the pages' pictures are named in: the API's fixtures and seed, the remotes' code. */
function referringFiles(): string[] {
  const roots = ['local-api/src', ...['content', 'scholarship', 'careers', 'shop'].map((r) => `remotes/${r}/src`)];
  return roots.flatMap((dir) =>
    readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(tsx?|json)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name)),
  );
}

test('the artwork folders hold pictures that draw text (the rule below has something to hold)', () => {
  expect(drawingText.length).toBeGreaterThan(20);
  expect(drawingText).toContain('local-api/public/images/products/niec-001-front.svg');
});

test.each(drawingText)('%s has a WebP beside it, as wide as the rule says and of the same proportions', (file) => {
  const svg = readFileSync(path.join(ROOT, file), 'utf8');
  const size = webpSize(path.join(ROOT, file.replace(/\.svg$/, '.webp')));
  const viewBox = /viewBox="[-\d.]+[ ,]+[-\d.]+[ ,]+([\d.]+)[ ,]+([\d.]+)"/.exec(svg);
  expect(size.width).toBe(artwork.rasterSize(svg).width);
  expect(viewBox).not.toBeNull();
  const ratio = Number(viewBox?.[2]) / Number(viewBox?.[1]);
  expect(Math.abs(size.height - size.width * ratio)).toBeLessThanOrEqual(1);
});

test('no page, fixture or seed shows a picture that draws text as SVG', () => {
  // Named with their folder: campus/ecu.svg draws no text, universities/ecu.svg does.
  const names = drawingText.map((file) => `${path.basename(path.dirname(file))}/${path.basename(file)}`);
  const offenders = referringFiles().flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return names.filter((name) => text.includes(`/${name}`)).map((name) => `${path.relative(ROOT, file)}: ${name}`);
  });
  expect(offenders).toEqual([]);
});
