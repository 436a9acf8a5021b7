import { BOOT_FILES_ID, type BootFiles } from '../after-paint';
import { escapeHtml } from './escape-html';
import type { BuiltInlineScript } from './inline-script-shape';

const DEFER_SCRIPT = /<script\s+defer\s+src="?([^"\s>]+)"?\s*><\/script>/g;
// The host's boot chunks, preloaded in its index.html by the build (BootPreloadPlugin, build/create-webpack-config.cjs).
const BOOT_PRELOAD = /<link\s+rel="?preload"?\s+as="?script"?\s+href="?([^"\s>]+)"?\s*\/?>/g;

// Put in by the host's server build (create-webpack-config.cjs) and by jest.config.cjs, from the same function.
declare const __BOOT_LOADER__: BuiltInlineScript;

/**
 * The boot loader, built from its typed source (host/src/early-input/boot-loader.ts): the same script on every
 * page, allowed by the hash the build computed; the files it requests are the document's (BOOT_FILES_ID).
 */
export const BOOT_LOADER: BuiltInlineScript = __BOOT_LOADER__;

/**
 * The template's scripts for a server-rendered document, which is drawn before any of them is fetched
 * (docs/decisions/012-critical-path.md). Until its first frame a phone has one thing to fetch, the document
 * (its stylesheets are inline), and one thing to do, draw it: a script downloading beside the document shares
 * its bandwidth, and one that arrives is compiled and run on the same main thread before the paint. So the head
 * names no script: the boot loader at the end of the body requests them after the browser reports the first
 * contentful paint, and preloads the remote's files the document lists (PRELOAD_LIST_ID).
 */
export function paintFirst(beforeRoot: string, afterRoot: string, nonce?: string): [string, string] {
  const files: BootFiles = { scripts: [], chunks: [] };
  const head = beforeRoot
    .replace(BOOT_PRELOAD, (_tag, href: string) => {
      files.chunks.push(href);
      return '';
    })
    .replace(DEFER_SCRIPT, (_tag, src: string) => {
      files.scripts.push(src);
      return '';
    });
  if (files.scripts.length === 0) return [beforeRoot, afterRoot];
  // A data block, never run: no `</script>` can end it early.
  const data = JSON.stringify(files).replace(/</g, '\\u003c');
  // A nonce only on a private page; a page caches keep allows the loader by its hash (host/server/csp.ts).
  const nonceAttribute = nonce ? ` nonce="${escapeHtml(nonce)}"` : '';
  return [
    head,
    `<script type="application/json" id="${BOOT_FILES_ID}">${data}</script>` +
      `<script${nonceAttribute}>${BOOT_LOADER.script}</script>${afterRoot}`,
  ];
}
