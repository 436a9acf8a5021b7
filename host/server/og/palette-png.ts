// A card with a photo in it (a product's or article's own PNG/JPEG) is 500-800 KB as a true-colour PNG, over
// the 300 KB link previews accept. Drawn again with 256 colours (median cut, no dithering), the same card is a
// third of that and still looks like the photo: the colours are the photo's own, chosen where its pixels are.
import { crc32, deflateSync } from 'node:zlib';

/** The 15-bit key of a colour: 5 bits of red, green and blue. */
const keyOf = (r: number, g: number, b: number): number => ((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3);
const channel = (key: number, c: number): number => (key >> (10 - 5 * c)) & 31;

interface Box {
  keys: number[];
  /** Pixels in the box. */
  count: number;
  /** The channel (0 red, 1 green, 2 blue) with the widest range, and that range. */
  axis: number;
  range: number;
}

function boxOf(keys: number[], counts: Uint32Array): Box {
  let count = 0;
  const min = [31, 31, 31];
  const max = [0, 0, 0];
  for (const key of keys) {
    count += counts[key]!;
    for (let c = 0; c < 3; c += 1) {
      const v = channel(key, c);
      if (v < min[c]!) min[c] = v;
      if (v > max[c]!) max[c] = v;
    }
  }
  let axis = 0;
  for (let c = 1; c < 3; c += 1) if (max[c]! - min[c]! > max[axis]! - min[axis]!) axis = c;
  return { keys, count, axis, range: max[axis]! - min[axis]! };
}

/** Splits the box at the pixel median of its widest channel. */
function split(box: Box, counts: Uint32Array): [Box, Box] {
  const sorted = [...box.keys].sort((a, b) => channel(a, box.axis) - channel(b, box.axis));
  let seen = 0;
  let at = 1;
  for (; at < sorted.length - 1; at += 1) {
    seen += counts[sorted[at - 1]!]!;
    if (seen * 2 >= box.count) break;
  }
  return [boxOf(sorted.slice(0, at), counts), boxOf(sorted.slice(at), counts)];
}

/** Up to `size` colours for the pixels (RGBA, alpha ignored), and each pixel's index into them. */
export function quantize(rgba: Uint8Array, size = 256): { palette: Uint8Array; indices: Uint8Array } {
  const pixels = rgba.length / 4;
  const counts = new Uint32Array(1 << 15);
  const sums = new Float64Array(3 << 15);
  for (let i = 0; i < pixels; i += 1) {
    const r = rgba[i * 4]!;
    const g = rgba[i * 4 + 1]!;
    const b = rgba[i * 4 + 2]!;
    const key = keyOf(r, g, b);
    counts[key] = counts[key]! + 1;
    sums[key * 3] = sums[key * 3]! + r;
    sums[key * 3 + 1] = sums[key * 3 + 1]! + g;
    sums[key * 3 + 2] = sums[key * 3 + 2]! + b;
  }
  const used: number[] = [];
  for (let key = 0; key < counts.length; key += 1) if (counts[key]) used.push(key);

  // Median cut: the box to split next is the one with the most pixels times the widest range, so large
  // areas (the card's white, the photo's background) get a few colours and the photo's detail the rest.
  const boxes: Box[] = [boxOf(used, counts)];
  while (boxes.length < size) {
    let best = -1;
    let bestScore = 0;
    boxes.forEach((box, i) => {
      const score = box.keys.length > 1 ? box.count * box.range : 0;
      if (score > bestScore) {
        best = i;
        bestScore = score;
      }
    });
    if (best < 0) break;
    boxes.splice(best, 1, ...split(boxes[best]!, counts));
  }

  const palette = new Uint8Array(boxes.length * 3);
  const indexOfKey = new Uint8Array(1 << 15);
  boxes.forEach((box, i) => {
    const total = [0, 0, 0];
    for (const key of box.keys) {
      for (let c = 0; c < 3; c += 1) total[c] = total[c]! + sums[key * 3 + c]!;
      indexOfKey[key] = i;
    }
    for (let c = 0; c < 3; c += 1) palette[i * 3 + c] = Math.round(total[c]! / box.count);
  });
  const indices = new Uint8Array(pixels);
  for (let i = 0; i < pixels; i += 1) indices[i] = indexOfKey[keyOf(rgba[i * 4]!, rgba[i * 4 + 1]!, rgba[i * 4 + 2]!)]!;
  return { palette, indices };
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An opaque RGBA image as an 8-bit palette PNG of at most 256 colours. */
export function encodePalettePng(rgba: Uint8Array, width: number, height: number): Buffer {
  const { palette, indices } = quantize(rgba);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 3, 0, 0, 0], 8); // bit depth 8, colour type 3 (palette), deflate, adaptive filters, no interlace
  // Rows with the filter byte "none" in front: what compresses palette images best.
  const rows = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y += 1) rows.set(indices.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('PLTE', palette),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}
