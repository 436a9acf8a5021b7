// Which artwork is drawn as WebP (scripts/artwork.mjs) and at what size; read by the script and by
// jest/artwork.test.ts (CommonJS, so that jest reads it as it is).

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

/** The SVG's own width (its viewBox, else its width attribute). */
function svgWidth(svg) {
  const viewBox = /viewBox="[-\d.]+[ ,]+[-\d.]+[ ,]+([\d.]+)[ ,]+[\d.]+"/.exec(svg);
  const width = viewBox ?? /<svg[^>]*\swidth="([\d.]+)"/.exec(svg);
  if (!width) throw new Error('an artwork SVG needs a viewBox or a width');
  return Number(width[1]);
}

/** Twice its own width for a 2-3x screen, and no wider than 720 px (bytes on a 4G link). */
const MAX_RASTER_WIDTH = 720;
function rasterWidth(svg) {
  return Math.min(Math.round(svgWidth(svg) * 2), MAX_RASTER_WIDTH);
}

module.exports = { ARTWORK_DIRS, drawsText, svgWidth, MAX_RASTER_WIDTH, rasterWidth };
