// Where the render server's own files are. It runs built into host/dist/server-node/ (`npm start`, the edge,
// deployments: plain `node`, no TypeScript compiler) or from its TypeScript source through tsx (tests,
// `npm run dev`). The build keeps __dirname as the built file's real folder, so the two are told apart by it.
import path from 'node:path';

const built = path.basename(__dirname) === 'server-node';

/** The host workspace's folder (host/). */
export const hostDir = built ? path.resolve(__dirname, '..', '..') : path.resolve(__dirname, '..');

/** The render workers' entry, beside the server in the same form: JavaScript when built, TypeScript from source. */
export const renderWorkerFile = path.join(__dirname, built ? 'render-worker.js' : 'render-worker.ts');

/** The link-preview cards' fonts (the build copies them beside the built server). */
export const ogFontDir = path.join(__dirname, 'og', 'fonts');

/** The site's logo, whose mark the cards draw. */
export const logoFile = built ? path.join(__dirname, 'logo.svg') : path.join(hostDir, 'src', 'assets', 'logo.svg');
