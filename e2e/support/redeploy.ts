// The content team's redeploy, shared by the static-host and the render-server deploy specs: a copy of the
// remote's sources with a changed heading, built alone with the one config factory into its own folder.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './static-server';

export function hashTree(dir: string): Record<string, string> {
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

export const NEW_HEADING = 'Tentang Kami (versi baru dari tim marketing)';

/** The content team's build of its remote with a changed heading, into a folder of its own. */
export function buildChangedContent(workDir: string): string {
  // A retry (a new worker runs beforeAll again) or a second run on the same sources reuses the build: a
  // production build of the remote is the slowest step of the suite, and the same sources give the same files.
  const sources = hashTree(path.join(repoRoot, 'remotes/content/src'));
  const stamp = createHash('sha256')
    .update(JSON.stringify(sources))
    .update(fs.readFileSync(path.join(repoRoot, 'remotes/content/package.json')))
    .update(fs.readFileSync(path.join(repoRoot, 'build/create-webpack-config.cjs')))
    .digest('hex');
  const stampFile = path.join(workDir, 'build-stamp.json');
  if (fs.existsSync(stampFile) && fs.existsSync(path.join(workDir, 'dist/mf-manifest.json'))) {
    const built = JSON.parse(fs.readFileSync(stampFile, 'utf8')) as { stamp: string; oldHeading: string };
    if (built.stamp === stamp) return built.oldHeading;
  }
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.mkdirSync(workDir, { recursive: true });
  fs.cpSync(path.join(repoRoot, 'remotes/content/src'), path.join(workDir, 'src'), { recursive: true });
  fs.copyFileSync(path.join(repoRoot, 'remotes/content/package.json'), path.join(workDir, 'package.json'));
  const aboutDir = path.join(workDir, 'src/features/about');
  const aboutFile = fs
    .readdirSync(aboutDir)
    .map((f) => path.join(aboutDir, f))
    .find((f) => /<h1[^>]*>[^<{]+<\/h1>/.test(fs.readFileSync(f, 'utf8')));
  if (!aboutFile) throw new Error('the about page has no literal <h1> to change');
  const source = fs.readFileSync(aboutFile, 'utf8');
  const oldHeading = /<h1[^>]*>([^<{]+)<\/h1>/.exec(source)![1]!.trim();
  fs.writeFileSync(aboutFile, source.replace(/(<h1[^>]*>)[^<{]+(<\/h1>)/, `$1${NEW_HEADING}$2`));
  fs.writeFileSync(
    path.join(workDir, 'webpack.config.js'),
    `const { createWebpackConfig } = require(${JSON.stringify(path.join(repoRoot, 'build/create-webpack-config.cjs'))});\n` +
      `module.exports = createWebpackConfig({ dir: __dirname, name: 'content', port: 3001, exposes: { './routes': './src/exposes/routes.tsx' } });\n`,
  );
  execFileSync(process.execPath, [path.join(repoRoot, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production'], {
    cwd: workDir,
    stdio: 'pipe',
  });
  fs.writeFileSync(stampFile, JSON.stringify({ stamp, oldHeading }));
  return oldHeading;
}
