// Which artwork is drawn as WebP (scripts/artwork.mjs) and at what size; read by the script and by
// jest/artwork.test.ts (CommonJS, so that jest reads it as it is).
const fs = require('node:fs');
const path = require('node:path');

/** Folders of pictures the pages show by <img>: the API's images and the remotes' own. */
const ARTWORK_DIRS = Object.freeze([
  'local-api/public/images/articles',
  'local-api/public/images/content',
  'local-api/public/images/products',
  'local-api/public/images/tours',
  'local-api/public/images/universities',
  'remotes/content/src/assets/campus',
  'remotes/content/src/assets/countries',
  'remotes/content/src/assets/home',
  'remotes/content/src/assets/maps',
  'remotes/scholarship/src/assets',
]);

/** An SVG that draws text: the kind whose font lookups cost the main thread (scripts/artwork.mjs). */
function drawsText(svg) {
  return /<text[\s>]/.test(svg);
}

/** The artwork SVGs that draw text, as paths relative to the repository. */
function textArtwork(rootDir) {
  return ARTWORK_DIRS.flatMap((dir) =>
    fs
      .readdirSync(path.join(rootDir, dir))
      .filter((name) => name.endsWith('.svg'))
      .map((name) => `${dir}/${name}`),
  ).filter((file) => drawsText(fs.readFileSync(path.join(rootDir, file), 'utf8')));
}

/** The SVG's own size: its viewBox's. */
function svgSize(svg) {
  const viewBox = /viewBox="[-\d.]+[ ,]+[-\d.]+[ ,]+([\d.]+)[ ,]+([\d.]+)"/.exec(svg);
  if (!viewBox) throw new Error('an artwork SVG needs a viewBox');
  return { width: Number(viewBox[1]), height: Number(viewBox[2]) };
}

/** Twice its own width for a 2-3x screen, and no wider than 720 px (bytes on a 4G link); its proportions kept. */
const MAX_RASTER_WIDTH = 720;
function rasterSize(svg) {
  const own = svgSize(svg);
  const width = Math.min(Math.round(own.width * 2), MAX_RASTER_WIDTH);
  return { width, height: Math.round((own.height * width) / own.width) };
}

module.exports = { ARTWORK_DIRS, drawsText, textArtwork, rasterSize };
