import { formatTitle, headTags, serializeJsonLd, type JsonLd, type PageMeta } from '@niec/shared';

/** A remote's files as page-assets.json lists them, with the base URL they are served from. */
export interface PageAssets {
  base: string;
  routes: string[];
  pages: Record<string, { js: string[]; css: string[] }>;
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
    for (const file of cssFiles) {
      tags.push(`<link rel="stylesheet" href="${escapeHtml(base + file)}" crossorigin="anonymous" />`);
    }
    for (const file of plain) tags.push(`<link rel="preload" as="script" href="${escapeHtml(base + file)}" />`);
    for (const file of files.js) {
      tags.push(`<link rel="preload" as="script" href="${escapeHtml(base + file)}" crossorigin="anonymous" />`);
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

/**
 * The template's scripts for a server-rendered document, which is drawn before they run. The browser runs
 * deferred scripts as soon as the document is parsed, in the same task, so a phone's first frame waited
 * for the host's entry to execute (under a 4x slower CPU, the first paint came at 330 ms or at 700 ms by
 * chance). Here they are preloaded in the head (downloaded as before, alongside the stylesheets) and
 * started by a small script at the end of the body after the frame that paints the server's HTML; a hidden
 * tab, which draws no frame, starts them at once. They start after the boot data is parsed, as before.
 */
export function paintFirst(beforeRoot: string, afterRoot: string, nonce?: string): [string, string] {
  const scripts: string[] = [];
  const head = beforeRoot.replace(DEFER_SCRIPT, (_tag, src: string) => {
    scripts.push(src);
    return `<link rel="preload" as="script" href="${escapeHtml(src)}" />`;
  });
  if (scripts.length === 0) return [beforeRoot, afterRoot];
  const loader =
    `(function(){var done=0;function go(){if(done)return;done=1;${JSON.stringify(scripts)}.forEach(function(src){` +
    `var s=document.createElement('script');s.src=src;s.async=false;document.body.appendChild(s)})}` +
    `if(document.visibilityState==='hidden')go();else requestAnimationFrame(function(){setTimeout(go,0)})})()`;
  // A nonce only on a private page; a page caches keep allows this script by its hash (host/server/csp.ts).
  const nonceAttribute = nonce ? ` nonce="${escapeHtml(nonce)}"` : '';
  return [head, `<script${nonceAttribute}>${loader}</script>${afterRoot}`];
}
