import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { test, expect } from '../support/fixtures';
import { baseUrl, remotePort } from '../support/env';
import { repoRoot } from '../support/static-server';

// Each team copies its app's dist/ to a server as it is (README, "Deploying"). Nothing in it may be a
// build-internal report or name the build machine's paths; the federation manifest stays.

const APP_DIRS = ['host', 'remotes/content', 'remotes/scholarship', 'remotes/careers', 'remotes/shop'];
const REMOTES = ['content', 'scholarship', 'careers', 'shop'] as const;
// The repository as this run sees it, and behind any symlink.
const BUILD_PATHS = [...new Set([repoRoot, fs.realpathSync(repoRoot)])];

function filesOf(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

test.describe('deployed files', () => {
  for (const appDir of APP_DIRS) {
    test(`${appDir}/dist has mf-manifest.json, no mf-stats.json and no build path`, () => {
      const dist = path.join(repoRoot, appDir, 'dist');
      expect(fs.existsSync(dist), `${dist} exists (npm run build first)`).toBe(true);
      const files = filesOf(dist);
      const names = files.map((file) => path.relative(dist, file).split(path.sep).join('/'));
      expect(names).toContain('mf-manifest.json');
      expect(names.filter((name) => path.posix.basename(name) === 'mf-stats.json')).toEqual([]);
      const naming = files
        .filter((file) => {
          const content = fs.readFileSync(file).toString('latin1');
          return BUILD_PATHS.some((buildPath) => content.includes(buildPath));
        })
        .map((file) => path.relative(repoRoot, file));
      expect(naming, `files in ${appDir}/dist that contain ${BUILD_PATHS.join(' or ')}`).toEqual([]);
    });
  }

  test('each precompressed file is its original, and the servers send it with the caching of the original', async ({
    request,
  }) => {
    for (const appDir of APP_DIRS) {
      const dist = path.join(repoRoot, appDir, 'dist');
      const compressed = filesOf(dist).filter((file) => file.endsWith('.br'));
      expect(compressed.length, `${appDir}/dist has .br files`).toBeGreaterThan(0);
      for (const file of compressed) {
        const original = fs.readFileSync(file.slice(0, -'.br'.length));
        expect(zlib.brotliDecompressSync(fs.readFileSync(file)).equals(original), `${file} is its original`).toBe(true);
      }
    }
    const hostDist = path.join(repoRoot, 'host', 'dist');
    const chunk = fs
      .readdirSync(hostDist)
      .find((name) => /^\d+\.[0-9a-f]{8}\.js\.br$/.test(name))!
      .slice(0, -3);
    const scholarship = `http://localhost:${remotePort('scholarship')}`;
    const cases = [
      { url: `${baseUrl}/main.js`, file: path.join(hostDist, 'main.js'), cache: 'no-cache' },
      { url: `${baseUrl}/${chunk}`, file: path.join(hostDist, chunk), cache: 'public, max-age=31536000, immutable' },
      {
        url: `${scholarship}/remoteEntry.js`,
        file: path.join(repoRoot, 'remotes/scholarship/dist/remoteEntry.js'),
        cache: 'no-cache',
      },
    ];
    for (const { url, file, cache } of cases) {
      const response = await request.get(url, { headers: { 'Accept-Encoding': 'br' } });
      expect(response.headers()['content-encoding'], url).toBe('br');
      expect(response.headers()['cache-control'], url).toBe(cache);
      expect((await response.body()).equals(fs.readFileSync(file)), `${url} decodes to the built file`).toBe(true);
    }
  });

  test('the servers answer no mf-stats.json, and their manifests name no build path', async ({ request }) => {
    for (const name of REMOTES) {
      const origin = `http://localhost:${remotePort(name)}`;
      expect((await request.get(`${origin}/mf-stats.json`)).status(), `${name} /mf-stats.json`).toBe(404);
      const manifest = await request.get(`${origin}/mf-manifest.json`);
      expect(manifest.ok(), `${name} /mf-manifest.json`).toBe(true);
      const text = await manifest.text();
      for (const buildPath of BUILD_PATHS) expect(text).not.toContain(buildPath);
    }
    // The host answers unknown paths with its page (history routing), never with a stats file.
    const host = await request.get(`${baseUrl}/mf-stats.json`);
    expect(host.headers()['content-type']).toMatch(/^text\/html/);
    const page = await host.text();
    for (const buildPath of BUILD_PATHS) expect(page).not.toContain(buildPath);
  });
});
