import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '../support/fixtures';
import { baseUrl, portOffset } from '../support/env';
import { buildChangedContent, hashTree, NEW_HEADING } from '../support/redeploy';
import { repoRoot, startStaticServer, type StaticServer } from '../support/static-server';

// The marketing team's flow of docs/deploying.md: change a text in remotes/content, build that remote alone
// into a new folder, serve it, point the deployed /config.json at its manifest. The host is not rebuilt.

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

    // 1-2. A copy of the remote's sources with a changed heading (the team's commit), built alone with the
    // same config factory into its own new dist folder.
    const oldHeading = buildChangedContent(workDir);
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
