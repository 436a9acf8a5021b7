import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '../support/fixtures';
import { baseUrl, portOffset } from '../support/env';
import { repoRoot, startStaticServer, type StaticServer } from '../support/static-server';

// The marketing team's flow from the README: change a text in remotes/content, build that remote alone
// into a new folder, serve it, point the deployed /config.json at its manifest. The host is not rebuilt.

function hashTree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else out[path.relative(dir, full)] = createHash('sha256').update(fs.readFileSync(full)).digest('hex');
    }
  };
  walk(dir);
  return out;
}

const NEW_HEADING = 'Tentang Kami (versi baru dari tim marketing)';

test.describe('independent deployment of the content remote', () => {
  // Behind the render server the browser gets its config with the page, not from /config.json:
  // ssr-redeploy.spec.ts proves the same flow there.
  test.skip(process.env.NIEC_SSR !== '0', 'the static host reads /config.json in the browser');
  test.setTimeout(180_000);
  const workDir = path.join(repoRoot, 'e2e', '.tmp', 'content-redeploy');
  const port = 5100 + portOffset;
  let server: StaticServer | null = null;

  test.afterAll(async () => {
    await server?.close();
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  test('a rebuilt content remote with a changed text goes live by config alone', async ({ page }) => {
    const hostBefore = hashTree(path.join(repoRoot, 'host', 'dist'));

    // 1. A copy of the remote's sources with a changed heading (the team's commit).
    fs.rmSync(workDir, { recursive: true, force: true });
    fs.mkdirSync(workDir, { recursive: true });
    fs.cpSync(path.join(repoRoot, 'remotes/content/src'), path.join(workDir, 'src'), { recursive: true });
    fs.copyFileSync(path.join(repoRoot, 'remotes/content/package.json'), path.join(workDir, 'package.json'));
    const aboutDir = path.join(workDir, 'src/features/about');
    const aboutFile = fs
      .readdirSync(aboutDir)
      .map((f) => path.join(aboutDir, f))
      .find((f) => /<h1[^>]*>[^<{]+<\/h1>/.test(fs.readFileSync(f, 'utf8')));
    expect(aboutFile, 'the about page has a literal <h1> to change').toBeTruthy();
    const source = fs.readFileSync(aboutFile!, 'utf8');
    const oldHeading = /<h1[^>]*>([^<{]+)<\/h1>/.exec(source)![1]!.trim();
    fs.writeFileSync(aboutFile!, source.replace(/(<h1[^>]*>)[^<{]+(<\/h1>)/, `$1${NEW_HEADING}$2`));

    // 2. Build that remote alone, with the same config factory, into its own new dist folder.
    fs.writeFileSync(
      path.join(workDir, 'webpack.config.js'),
      `const { createWebpackConfig } = require(${JSON.stringify(path.join(repoRoot, 'build/create-webpack-config.cjs'))});\n` +
        `module.exports = createWebpackConfig({ dir: __dirname, name: 'content', port: 3001, exposes: { './routes': './src/exposes/routes.tsx' } });\n`,
    );
    execFileSync(
      process.execPath,
      [path.join(repoRoot, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production'],
      {
        cwd: workDir,
        stdio: 'pipe',
      },
    );
    expect(fs.existsSync(path.join(workDir, 'dist/mf-manifest.json'))).toBe(true);

    // 3. Serve it at a new origin, like a fresh deployment.
    server = await startStaticServer(path.join(workDir, 'dist'), port);

    // Before: the live site shows the old heading.
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(oldHeading);

    // 4. The deployer changes only /config.json to point at the new manifest.
    await page.route(`${baseUrl}/config.json`, async (route) => {
      const response = await route.fetch();
      const config = (await response.json()) as { remotes: Record<string, string> };
      config.remotes.content = `http://localhost:${port}/mf-manifest.json`;
      await route.fulfill({ response, json: config });
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NEW_HEADING);
    // The other remotes are untouched and still work.
    await page.goto('/scholarship');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // The host's own files are byte-for-byte unchanged.
    expect(hashTree(path.join(repoRoot, 'host', 'dist'))).toEqual(hostBefore);
  });
});
