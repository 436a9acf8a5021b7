import { formatTitle, headTags, serializeJsonLd, type JsonLd, type PageMeta } from '@niec/shared';
import { pruneStylesheet } from './css-prune';
import { encodeUsed } from './css-rest';
import { PRELOAD_LIST_ID, type AfterPaintFile } from '../after-paint';
import { escapeHtml } from './escape-html';
import { PRESS_CONTRACT } from './press-contract';

/** A remote's files as page-assets.json lists them, with the base URL they are served from. */
export interface PageAssets {
  base: string;
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
   * cut to the rules they can match, and the rest of it is applied after the first paint (css-rest.ts).
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

/**
 * A stylesheet the page needs to be drawn. Inline when its text is known: a linked one blocks the first paint for
 * a round trip (a new connection for a remote's origin) on a phone. `data-href` names the file as the chunk loader
 * of its app does (mini-css-extract-plugin's runtime takes a `style[data-href]` of the chunk's file name or URL as
 * loaded), so the browser does not fetch it again when the chunk loads: the host's by file name (its public path
 * is the page's own origin), a remote's by URL. Cut to the rules the document's classes can match (usedClasses),
 * it names no file: after the paint the loader asks the render server for the rest of it (css-rest.ts, named by
 * the file and the document's classes in `used`) and writes it just after the cut, first an empty style with the
 * file's URL as its `data-href` (so the chunk loader finds the file loaded), so the files keep their order in the
 * cascade. `</style` inside it is escaped (CSS reads `\/` as `/`).
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
    later.push({ href, as: 'stylesheet', cors: crossorigin, used: encodeUsed(text, usedClasses) });
    return `<style data-cut="${escapeHtml(href)}">${escape(pruneStylesheet(text, usedClasses))}</style>`;
  }
  return `<style data-href="${escapeHtml(name)}">${escape(text)}</style>`;
}

/** A file the page will need after the first frame is drawn (the boot loader and the entry read the list). */
type Preload = AfterPaintFile;

/** The id of the layout's <main> (host/src/layout/layout.tsx), the end of the first frame (renderHead). */
export const MAIN_ID = 'main';

/** Whether a shell's HTML has the layout's <main> (renderHead's `expectMain`). */
export const hasMain = (shellHtml: string): boolean => shellHtml.includes(`<main id="${MAIN_ID}"`);

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
  for (const file of hostStyles) {
    tags.push(stylesheet(`/${file}`, file, { styles, usedClasses }, false, preloads));
  }
  if (page) {
    const { base, routes, pages } = page.assets;
    const files = pages[page.page] ?? { js: [], css: [] };
    const cssFiles = [...routes.filter((f) => f.endsWith('.css')), ...files.css];
    for (const file of cssFiles) {
      tags.push(stylesheet(base + file, base + file, { styles, usedClasses }, true, preloads));
    }
    // The browser asks for no manifest (host/src/federation/load-remote.ts#browserEntry). The federation runtime
    // loads the remote's entry as a plain script; the remote's webpack runtime loads its routes module and the page
    // chunks with crossorigin="anonymous". A preload is used only if its mode matches the load.
    preloads.push({ href: `${base}remoteEntry.js`, as: 'script', cors: false });
    for (const file of [...routes.filter((f) => f.endsWith('.js')), ...files.js, ...(files.sharedJs ?? [])])
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

/**
 * The press contract first in the head (after the charset, before any stylesheet, which an inline script would wait
 * for), so presses are kept from the first paint (docs/decisions/009-presses-before-hydration.md).
 */
export function withPressContract(beforeRoot: string, nonce?: string): string {
  // Like the loader above: a nonce only on a private page, a hash everywhere else (host/server/csp.ts).
  const nonceAttribute = nonce ? ` nonce="${escapeHtml(nonce)}"` : '';
  const script = `<script${nonceAttribute}>${PRESS_CONTRACT.script}</script>`;
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
