import { formatTitle, headTags, serializeJsonLd, type JsonLd, type PageMeta } from '@niec/shared';
import { PRESS_CONTRACT_SCRIPT } from './press-contract';

/** A remote's files as page-assets.json lists them, with the base URL they are served from. */
export interface PageAssets {
  base: string;
  /** The remote's manifest URL as the browser's config names it, which the federation runtime fetches first. */
  manifest?: string;
  routes: string[];
  pages: Record<
    string,
    {
      js: string[];
      css: string[];
      /** The remote's own copies of the shared modules the page consumes and the host does not provide. */
      sharedJs?: string[];
      sharedCss?: string[];
    }
  >;
}

export interface HeadInput {
  meta: PageMeta | null;
  url: URL;
  hostStyles: string[];
  page: { assets: PageAssets; page: string } | null;
  noindex: boolean;
  /** Items of every page (the Organization), before the page's own. */
  siteStructuredData: readonly JsonLd[];
}

const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const metaTag = (attr: 'name' | 'property', key: string, content: string | null | undefined): string =>
  content ? `<meta ${attr}="${key}" content="${escapeHtml(content)}" />` : '';

/**
 * The document up to the root element, with the page's own head: its title and description (the
 * template's generic ones are replaced), Open Graph tags, the stylesheets the page needs (so it is styled
 * before any script runs) and preloads of the scripts that will hydrate it.
 */
export function renderHead(
  beforeRoot: string,
  { meta, url, hostStyles, page, noindex, siteStructuredData }: HeadInput,
): string {
  const title = formatTitle(meta?.title ?? '');
  const pageTags = headTags(meta ?? { title: '' }, url.href, { noindex }).filter(
    (tag) => !(tag.tag === 'meta' && tag.key === 'description'),
  );
  const tags = [
    ...pageTags.map((tag) =>
      tag.tag === 'meta'
        ? metaTag(tag.attr, tag.key, tag.content)
        : `<link rel="${escapeHtml(tag.rel)}" href="${escapeHtml(tag.href)}" />`,
    ),
    ...siteStructuredData.map(
      (item) => `<script type="application/ld+json">${serializeJsonLd(item, url.origin)}</script>`,
    ),
    ...(meta?.structuredData ?? []).map(
      (item) => `<script type="application/ld+json" data-page>${serializeJsonLd(item, url.origin)}</script>`,
    ),
    ...hostStyles.map((href) => `<link rel="stylesheet" href="/${href}" />`),
  ];
  if (page) {
    const { base, routes, pages } = page.assets;
    const files = pages[page.page] ?? { js: [], css: [] };
    const cssFiles = [...routes.filter((f) => f.endsWith('.css')), ...files.css];
    // The federation runtime loads the remote's entry and its routes module as plain scripts; webpack loads
    // the page chunks with crossorigin="anonymous". A preload is used only if its mode matches the load.
    const plain = ['remoteEntry.js', ...routes.filter((f) => f.endsWith('.js'))];
    // The runtime fetch()es the manifest (cors, no credentials: a crossorigin preload) before any of the
    // remote's scripts; unannounced, it waited for the host's chunks to run, one more round trip on a phone.
    if (page.assets.manifest) {
      tags.push(`<link rel="preload" as="fetch" href="${escapeHtml(page.assets.manifest)}" crossorigin="anonymous" />`);
    }
    for (const file of cssFiles) {
      tags.push(`<link rel="stylesheet" href="${escapeHtml(base + file)}" crossorigin="anonymous" />`);
    }
    for (const file of plain) tags.push(`<link rel="preload" as="script" href="${escapeHtml(base + file)}" />`);
    for (const file of [...files.js, ...(files.sharedJs ?? [])]) {
      tags.push(`<link rel="preload" as="script" href="${escapeHtml(base + file)}" crossorigin="anonymous" />`);
    }
    // A shared module's styles (the modal's) are for what opens later: fetched early, not waited for by the paint.
    for (const file of files.sharedCss ?? []) {
      tags.push(`<link rel="preload" as="style" href="${escapeHtml(base + file)}" crossorigin="anonymous" />`);
    }
  }
  let head = beforeRoot.replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(title)}</title>`);
  if (meta?.description) {
    head = head.replace(
      /<meta\s+name="?description"?[^>]*>/,
      `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    );
  }
  return head.replace('</head>', `${tags.filter(Boolean).join('')}</head>`);
}

const DEFER_SCRIPT = /<script\s+defer\s+src="?([^"\s>]+)"?\s*><\/script>/g;
// The host's boot chunks, preloaded in its index.html by the build (BootPreloadPlugin, build/create-webpack-config.cjs).
const BOOT_PRELOAD = /<link\s+rel="?preload"?\s+as="?script"?\s+href="?([^"\s>]+)"?\s*\/?>/g;

/**
 * The template's scripts for a server-rendered document, which is drawn before they run. The browser runs
 * deferred scripts as soon as the document is parsed, in the same task, so a phone's first frame waited
 * for the host's entry to execute (under a 4x slower CPU, the first paint came at 330 ms or at 700 ms by
 * chance). Here they are preloaded in the head (downloaded as before, alongside the stylesheets) and
 * started by a small script at the end of the body after the frame that paints the server's HTML; a hidden
 * tab, which draws no frame, starts them at once. They start after the boot data is parsed, as before.
 * The chunks the entry loads before it hydrates (the template's other script preloads) are requested by the
 * same script as soon as it runs, not from the head: on a phone's bandwidth they would delay the stylesheets
 * and so the first paint. An inline script waits for the stylesheets above it, so when it runs they are in,
 * and the chunks download while the first frame is drawn instead of after it (they came 1 s later on a
 * phone, the longest wait before hydration; docs/decisions/008-hydrate-less.md). They are requested as async
 * scripts, not preloads: each runs when it arrives (it only registers its modules with webpack), and the entry
 * finds them there (webpack looks for a script of the chunk's absolute URL, hence the resolved src attribute)
 * instead of creating their script elements itself, which on a phone was a quarter of its boot task.
 */
export function paintFirst(beforeRoot: string, afterRoot: string, nonce?: string): [string, string] {
  const { head, loader } = bootLoader(beforeRoot);
  if (!loader) return [beforeRoot, afterRoot];
  // A nonce only on a private page; a page caches keep allows this script by its hash (host/server/csp.ts).
  const nonceAttribute = nonce ? ` nonce="${escapeHtml(nonce)}"` : '';
  return [head, `<script${nonceAttribute}>${loader}</script>${afterRoot}`];
}

/** The boot loader's script for a template (paintFirst), one constant per template: its hash is fixed (inline-scripts.tsx). */
export function bootLoaderScript(template: string): string | null {
  return bootLoader(template).loader;
}

function bootLoader(beforeRoot: string): { head: string; loader: string | null } {
  const scripts: string[] = [];
  const chunks: string[] = [];
  const head = beforeRoot
    .replace(BOOT_PRELOAD, (_tag, href: string) => {
      chunks.push(href);
      return '';
    })
    .replace(DEFER_SCRIPT, (_tag, src: string) => {
      scripts.push(src);
      return `<link rel="preload" as="script" href="${escapeHtml(src)}" />`;
    });
  if (scripts.length === 0) return { head: beforeRoot, loader: null };
  const chunkScripts =
    chunks.length === 0
      ? ''
      : `${JSON.stringify(chunks)}.forEach(function(href){var s=document.createElement('script');s.src=href;` +
        `s.setAttribute('src',s.src);document.head.appendChild(s)});`;
  const loader =
    `(function(){var done=0;function go(){if(done)return;done=1;${JSON.stringify(scripts)}.forEach(function(src){` +
    `var s=document.createElement('script');s.src=src;s.async=false;document.body.appendChild(s)})}${chunkScripts}` +
    `if(document.visibilityState==='hidden')go();else requestAnimationFrame(function(){setTimeout(go,0)})})()`;
  return { head, loader };
}

/**
 * The press contract first in the head (after the charset, before any stylesheet, which an inline script would wait
 * for), so presses are kept from the first paint (docs/decisions/009-presses-before-hydration.md).
 */
export function withPressContract(beforeRoot: string, nonce?: string): string {
  // Like the loader above: a nonce only on a private page, a hash everywhere else (host/server/csp.ts).
  const nonceAttribute = nonce ? ` nonce="${escapeHtml(nonce)}"` : '';
  const script = `<script${nonceAttribute}>${PRESS_CONTRACT_SCRIPT}</script>`;
  const charset = /<meta\s+charset=[^>]*>/i.exec(beforeRoot);
  if (charset) return beforeRoot.replace(charset[0], `${charset[0]}${script}`);
  return beforeRoot.replace(/<head[^>]*>/i, (head) => `${head}${script}`);
}

/** The static host's notice for a visitor without JavaScript (host/public/index.html), in the body before the root. */
const NEEDS_SCRIPT_NOTICE = /<noscript>[\s\S]*?<\/noscript>/;

/**
 * The template's start without its "enable JavaScript" notice: for a page the server rendered, which works
 * without script (docs/decisions/007-platform-first-controls.md); a page that needs script says so itself.
 * The notice stays on a document the browser must render (a shell-only route, a render that failed).
 */
export function withoutScriptNotice(beforeRoot: string): string {
  return beforeRoot.replace(NEEDS_SCRIPT_NOTICE, '');
}
