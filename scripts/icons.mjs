#!/usr/bin/env node
// The site's app icons (host/public/icons), drawn from its mark (host/public/favicon.svg) with resvg: what an
// installed site shows on a phone's home screen (host/public/manifest.webmanifest; iOS asks for
// /apple-touch-icon.png by itself). Run again when the mark changes;
// the PNGs are kept in the repo.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'host/public/icons');
const mark = fs.readFileSync(path.join(root, 'host/public/favicon.svg'), 'utf8');
const inner = mark.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');

// A maskable icon's launcher may cut it to a circle: the mark sits within the middle 80 % on the brand's blue.
const maskable =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#0b3b75"/>' +
  `<g transform="translate(9.6 9.6) scale(0.7)">${inner}</g></svg>`;

const icons = [
  { file: 'icon-192.png', svg: mark, size: 192 },
  { file: 'icon-512.png', svg: mark, size: 512 },
  { file: 'icon-maskable-512.png', svg: maskable, size: 512 },
  { file: '../apple-touch-icon.png', svg: maskable, size: 180 },
];
fs.mkdirSync(out, { recursive: true });
for (const { file, svg, size } of icons) {
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
  fs.writeFileSync(path.join(out, file), png);
  console.log(`${file}: ${size}x${size}, ${png.length} bytes`);
}
