// What a render generation reads of the deployed files: remote manifests and page assets over HTTP, the
// stylesheets its documents are drawn with (RenderSetup.styles). host/server/pool.ts describes a generation with it.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { rebaseUrls } from '../src/render/css-prune';
import type { RenderSetup } from '../src/render/render';

/** A file's text, or null unless it answers 200 (and, when `type` is given, as that content type). */
export async function fetchText(url: string, type?: string): Promise<string | null> {
  try {
    const response = await fetch(url, {
      headers: { Accept: type ?? 'application/json' },
      signal: AbortSignal.timeout(3000),
    });
    const typeMatches = !type || (response.headers.get('content-type') ?? '').startsWith(type);
    return response.ok && typeMatches ? await response.text() : null;
  } catch {
    return null;
  }
}

export function readTextFile(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/**
 * The host's stylesheets: those of the chunks its entry loads before it renders (boot-styles.json, written by the
 * build's BootPreloadPlugin). The build can put one CSS module into two chunks of the same content; only the
 * boot's are wanted. A build without the list links every stylesheet it has.
 */
export function hostStyles(hostDist: string): string[] {
  const listed = readTextFile(path.join(hostDist, 'boot-styles.json'));
  if (listed) {
    const files: unknown = JSON.parse(listed);
    if (Array.isArray(files)) return files.filter((file): file is string => typeof file === 'string');
  }
  return readdirSync(hostDist).filter((file) => file.endsWith('.css'));
}

/**
 * The texts of the stylesheets a page may need first (RenderSetup.styles): the host's from its dist folder, each
 * remote's routes and pages from its base URL, read once per generation (their names carry their content hash).
 * A file that cannot be read is left out, and the document links it as before.
 */
export async function readStyles(
  hostDist: string,
  host: string[],
  remoteAssets: RenderSetup['remoteAssets'],
): Promise<Record<string, string>> {
  const styles: Record<string, string> = {};
  for (const file of host) {
    const text = readTextFile(path.join(hostDist, file));
    if (text !== null) styles[`/${file}`] = rebaseUrls(text, `/${file}`);
  }
  const urls = new Set<string>();
  for (const assets of Object.values(remoteAssets)) {
    if (!assets) continue;
    const files = [...assets.routes, ...Object.values(assets.pages).flatMap((page) => page.css)];
    for (const file of files) if (file.endsWith('.css')) urls.add(assets.base + file);
  }
  await Promise.all(
    [...urls].map(async (url) => {
      const text = knownStyles.get(url) ?? (await fetchText(url, 'text/css'));
      if (text !== null) styles[url] = rebaseUrls(text, url);
    }),
  );
  // A name carries its content's hash: what the last generation read is not read again (only what it still names
  // is kept).
  knownStyles.clear();
  for (const url of urls) if (styles[url] !== undefined) knownStyles.set(url, styles[url]);
  return styles;
}

/** The remotes' stylesheets the newest generation read, by URL. */
const knownStyles = new Map<string, string>();
