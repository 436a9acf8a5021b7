#!/usr/bin/env node
/* global Image, document -- the function page.evaluate runs is the browser's */
// Draws the artwork that carries text as WebP beside its SVG source: `node scripts/artwork.mjs`.
//
// An SVG shown by <img> is a document of its own in the browser, and one that draws <text> looks up its fonts
// there again: on a phone that is 5-15 ms of main-thread work per picture (the eight product pictures of
// /merchandise held the main thread longer than the whole minimal page did; docs/decisions/012-critical-path.md).
// A WebP is decoded off the main thread. The SVG stays the source to edit; the WebP is what pages show, committed
// beside it (the build has no browser). Run again after editing a source; artwork.test.ts fails while a text-
// bearing SVG has no WebP of its proportions or a page still points at the SVG.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { launchOptions } from './lib/chromium.mjs';
import artwork from './lib/artwork.cjs';

const { textArtwork, rasterSize } = artwork;
const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const QUALITY = 0.78;

const sources = textArtwork(rootDir).map((file) => path.join(rootDir, file));

const browser = await chromium.launch(launchOptions);
try {
  const page = await browser.newPage();
  for (const file of sources) {
    const svg = fs.readFileSync(file, 'utf8');
    const base64 = await page.evaluate(
      async ({ svg, quality, size }) => {
        const image = new Image();
        image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = size.width;
        canvas.height = size.height;
        const context = canvas.getContext('2d');
        context.imageSmoothingQuality = 'high';
        context.drawImage(image, 0, 0, canvas.width, canvas.height);
        return canvas.toDataURL('image/webp', quality).split(',')[1];
      },
      { svg, quality: QUALITY, size: rasterSize(svg) },
    );
    const out = file.replace(/\.svg$/, '.webp');
    fs.writeFileSync(out, Buffer.from(base64, 'base64'));
    console.log(`${path.relative(rootDir, out)}  ${(fs.statSync(out).size / 1024).toFixed(1)} KB`);
  }
} finally {
  await browser.close();
}
