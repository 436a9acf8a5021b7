import { formatTitle, headTags, serializeJsonLd, type JsonLd, type PageMeta } from '@niec/shared';
import { pruneStylesheet } from './css-prune';
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
  /** The stylesheets' texts by URL (RenderSetup.styles): each one known is inline, the others are linked. */
  styles?: Readonly<Record<string, string>>;
  /**
   * The classes of the document's HTML, when all of it that is drawn first is known: each inline stylesheet is then
   * cut to the rules they can match, and the whole file is linked after the first paint (PRELOAD_LIST_ID).
   */
  usedClasses?: ReadonlySet<string>;
  page: { assets: PageAssets; page: string } | null;
  noindex: boolean;
  /** Items of every page (the Organization), before the page's own. */
  siteStructuredData: readonly JsonLd[];
  /** Other origins the first view's pictures come from (firstViewImageOrigins): connected to from the head. */
  preconnect?: readonly string[];
  /**
   * The shell has the layout's <main id="main">: the first frame waits until it is parsed. Not on a page outside
   * the layout (tracking), where the browser would warn of an element it never found, nor without a shell.
   */
  expectMain?: boolean;
}

/** At most this many origins are connected to ahead (each is a socket and a handshake the phone pays for). */
const MAX_PRECONNECTS = 2;

/**
 * The origins, other than the page's own, of the pictures the first view shows: every `<img>` of the HTML that is
 * not lazy (a lazy one is fetched after the first layout, and only near the viewport). A product's photo comes
 * from the API's origin: connected to from the head, its request, made by the parser, finds the socket open
 * instead of opening one after the document, a round trip later (docs/decisions/012-critical-path.md).
 */
export function firstViewImageOrigins(html: string, pageOrigin: string): string[] {
  const origins = new Set<string>();
  for (const match of html.matchAll(/<img\b[^>]*>/gi)) {
    const tag = match[0];
    if (/\bloading="lazy"/i.test(tag)) continue;
    const src = /\bsrc="([^"]+)"/i.exec(tag)?.[1];
    if (!src || !/^https?:\/\//i.test(src)) continue;
    const origin = new URL(src.replace(/&amp;/g, '&')).origin;
    if (origin !== pageOrigin) origins.add(origin);
    if (origins.size >= MAX_PRECONNECTS) break;
  }
  return [...origins];
}

const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A stylesheet the page needs to be drawn. Inline when its text is known: a linked one blocks the first paint for
 * a round trip (a new connection for a remote's origin) on a phone. `data-href` names the file as the chunk loader
 * of its app does (mini-css-extract-plugin's runtime takes a `style[data-href]` of the chunk's file name or URL as
 * loaded), so the browser does not fetch it again when the chunk loads: the host's by file name (its public path
 * is the page's own origin), a remote's by URL. Cut to the rules the document's classes can match (usedClasses),
 * it names no file: the whole one is linked after the paint, just before it (`data-cut`), so the files keep their
 * order in the cascade whichever arrives first, and its `link` is what the chunk loader then finds; it adds only
 * rules for classes the document does not have yet. `</style` inside it is escaped (CSS reads `\/` as `/`).
 */
function stylesheet(
  href: string,
  name: string,
  { styles, usedClasses }: Pick<HeadInput, 'styles' | 'usedClasses'>,
  crossorigin: boolean,
  later: Preload[],
): string {
  const text = styles?.[href];
  if (text === undefined) {
    return `<link rel="stylesheet" href="${escapeHtml(href)}"${crossorigin ? ' crossorigin="anonymous"' : ''} />`;
  }
  const escape = (css: string) => css.replace(/<\/(style)/gi, '<\\/$1');
  if (usedClasses) {
    later.push({ href, as: 'stylesheet', cors: crossorigin });
    return `<style data-cut="${escapeHtml(href)}">${escape(pruneStylesheet(text, usedClasses))}</style>`;
  }
  return `<style data-href="${escapeHtml(name)}">${escape(text)}</style>`;
}

/** A file the page will need, fetched once the first frame is drawn (the loader of paintFirst reads the list). */
interface Preload {
  href: string;
  /** `stylesheet`: the whole of a stylesheet the head has cut, applied when it comes; the others are preloads. */
  as: 'script' | 'fetch' | 'style' | 'stylesheet';
  /** Fetched with crossorigin="anonymous", as its load will be. */
  cors: boolean;
}

/** The id of the layout's <main> (host/src/layout/layout.tsx), the end of the first frame (renderHead). */
export const MAIN_ID = 'main';

/** Whether a shell's HTML has the layout's <main> (renderHead's `expectMain`). */
export const hasMain = (shellHtml: string): boolean => shellHtml.includes(`<main id="${MAIN_ID}"`);

/** The id of the document's list of the remote's files (a JSON script, never run). */
export const PRELOAD_LIST_ID = 'niec-preload';

const metaTag = (attr: 'name' | 'property', key: string, content: string | null | undefined): string =>
  content ? `<meta ${attr}="${key}" content="${escapeHtml(content)}" />` : '';

/**
 * The document up to the root element, with the page's own head: its title and description (the
 * template's generic ones are replaced), Open Graph tags, the stylesheets the page needs (so it is styled
 * before any script runs) and preloads of the scripts that will hydrate it.
 */
export function renderHead(
  beforeRoot: string,
  {
    meta,
    url,
    hostStyles,
    styles,
    usedClasses,
    page,
    noindex,
    siteStructuredData,
    preconnect = [],
    expectMain = false,
  }: HeadInput,
): string {
  const title = formatTitle(meta?.title ?? '');
  const pageTags = headTags(meta ?? { title: '' }, url.href, { noindex }).filter(
    (tag) => !(tag.tag === 'meta' && tag.key === 'description'),
  );
  const tags = [
    // The first frame holds the whole of the page's main content, not the header alone: the parser may yield
    // after the header and the browser paint that, and the hero's text (the largest paint) came a frame and a
    // layout later, 200 ms on the phone profile. Rendering waits until <main> is parsed (within the document's
    // first round trip; a part still streaming is outside it, 011), never for the footer or a script; a
    // browser without `rel=expect` paints as before.
    expectMain ? `<link rel="expect" href="#${MAIN_ID}" blocking="render" />` : '',
    ...preconnect.map((origin) => `<link rel="preconnect" href="${escapeHtml(origin)}" />`),
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
  ];
  const preloads: Preload[] = [];
  for (const file of hostStyles) tags.push(stylesheet(`/${file}`, file, { styles, usedClasses }, false, preloads));
  if (page) {
    const { base, routes, pages } = page.assets;
    const files = pages[page.page] ?? { js: [], css: [] };
    const cssFiles = [...routes.filter((f) => f.endsWith('.css')), ...files.css];
    for (const file of cssFiles) {
      tags.push(stylesheet(base + file, base + file, { styles, usedClasses }, true, preloads));
    }
    // The runtime fetch()es the manifest (cors, no credentials: a crossorigin preload) before any of the
    // remote's scripts; unannounced, it waited for the host's chunks to run, one more round trip on a phone.
    if (page.assets.manifest) preloads.push({ href: page.assets.manifest, as: 'fetch', cors: true });
    // The federation runtime loads the remote's entry and its routes module as plain scripts; webpack loads
    // the page chunks with crossorigin="anonymous". A preload is used only if its mode matches the load.
    for (const file of ['remoteEntry.js', ...routes.filter((f) => f.endsWith('.js'))]) {
      preloads.push({ href: base + file, as: 'script', cors: false });
    }
    for (const file of [...files.js, ...(files.sharedJs ?? [])])
      preloads.push({ href: base + file, as: 'script', cors: true });
    // A shared module's styles (the modal's) are for what opens later: fetched early, not waited for by the paint.
    for (const file of files.sharedCss ?? []) preloads.push({ href: base + file, as: 'style', cors: true });
  }
  if (preloads.length > 0) {
    tags.push(
      `<script type="application/json" id="${PRELOAD_LIST_ID}">${JSON.stringify(preloads).replace(/</g, '\\u003c')}</script>`,
    );
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
 * The template's scripts for a server-rendered document, which is drawn before any of them is fetched
 * (docs/decisions/012-critical-path.md). Until its first frame a phone has one thing to fetch, the document
 * (its stylesheets are inline), and one thing to do, draw it: a script downloading beside the document shares
 * its bandwidth, and one that arrives is compiled and run on the same main thread before the paint. So the head
 * names no script: a small script at the end of the body, after the browser reports the first contentful paint (a hidden
 * tab, which draws no frame, at once), requests the host's entry (in order) and the chunks it loads before it
 * hydrates (as async scripts: each runs when it arrives, registering its modules with webpack, and the entry finds
 * them there by their absolute URL instead of creating their elements itself; decision 008), and preloads the
 * remote's files the document lists (PRELOAD_LIST_ID), each in the mode its load will use.
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
      return '';
    });
  if (scripts.length === 0) return { head: beforeRoot, loader: null };
  const loader =
    // Three tasks, each short on a phone (a dozen elements made and inserted in one took ~85 ms at 4x, a long
    // task of its own right after the first paint): the entry, then the chunks it finds by URL, then the
    // stylesheets and the remote's preloads.
    `(function(w,d){var done=0;function go(){if(done)return;done=1;` +
    `${JSON.stringify(scripts)}.forEach(function(src){var s=d.createElement('script');s.src=src;s.async=false;d.body.appendChild(s)});` +
    `setTimeout(chunks,0)}function chunks(){` +
    `${JSON.stringify(chunks)}.forEach(function(href){var s=d.createElement('script');s.src=href;s.setAttribute('src',s.src);d.head.appendChild(s)});` +
    `setTimeout(files,0)}function files(){` +
    `var list=d.getElementById('${PRELOAD_LIST_ID}');(list?JSON.parse(list.textContent):[]).forEach(function(f){` +
    `var l=d.createElement('link');if(f.as==='stylesheet')l.rel=f.as;else{l.rel='preload';l.as=f.as}` +
    // An absolute href attribute: the chunk loader of the stylesheet's app looks for its link by the file's URL.
    `if(f.cors)l.crossOrigin='anonymous';l.href=f.href;var c=f.as==='stylesheet'&&d.querySelector('style[data-cut="'+f.href+'"]');` +
    `l.setAttribute('href',l.href);if(c)c.parentNode.insertBefore(l,c);else d.head.appendChild(l)})}` +
    // After the first contentful paint as the browser reports it (a frame's callbacks can run before the frame is
    // on screen, and `load` can come before it); where paint timing is unknown, after the next frame; in a tab that
    // is hidden, which draws nothing, at once.
    `var P=w.PerformanceObserver,t=P&&P.supportedEntryTypes||[];` +
    `d.addEventListener('visibilitychange',function(){if(d.visibilityState==='hidden')go()});` +
    `if(d.visibilityState==='hidden')go();else if(t.indexOf('paint')>=0)new P(function(l){` +
    `if(l.getEntriesByName('first-contentful-paint').length)setTimeout(go,0)}).observe({type:'paint',buffered:true});` +
    `else requestAnimationFrame(function(){setTimeout(go,0)})})(window,document)`;
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
