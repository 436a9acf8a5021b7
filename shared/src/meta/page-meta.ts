import { createContext, useContext, useEffect } from 'react';
import { serializeJsonLd, type JsonLd } from './json-ld';

export const SITE_NAME = 'NIEC Indonesia';

export interface PageMeta {
  title: string;
  description?: string;
  /** The page's own artwork (article, product, guide image): drawn into its link-preview card. */
  image?: string | null;
  type?: 'website' | 'article' | 'product';
  /**
   * The page's canonical path and query (e.g. '/artikel?page=2'); by default the path without its query,
   * so a filtered or tracked URL points search engines at the page itself.
   */
  canonical?: string;
  /** Search engines should not index this URL (search results, a buyer's own pages). */
  noindex?: boolean;
  /** The page's schema.org items (the Organization of every page is added by the host). */
  structuredData?: readonly JsonLd[];
}

/** Link-preview cards: PNG, 1200×630 (the render server draws one per page; host/server/og). */
export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;

/** The canonical URL of a page shown at `href`. */
export function canonicalUrl(meta: Pick<PageMeta, 'canonical'>, href: string): string {
  const url = new URL(href);
  return new URL(meta.canonical ?? url.pathname, url.origin).href;
}

/**
 * The page's link-preview card: `/og/<path>.png` (`/og/index.png` for the home page), with the canonical URL's
 * query, so a page whose canonical names its content in the query (`/bandingkan-negara?negara=aus,ger`) gets a
 * card of its own.
 */
export function ogImageUrl(href: string): string {
  const url = new URL(href);
  const path = url.pathname === '/' ? '/index' : url.pathname.replace(/\/$/, '');
  return new URL(`/og${path}.png${url.search}`, url.origin).href;
}

export function formatTitle(title: string): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

/** One tag of the head a page sets. */
export type HeadTag =
  { tag: 'meta'; attr: 'name' | 'property'; key: string; content: string } | { tag: 'link'; rel: string; href: string };

/**
 * Every tag of a page's head besides its title and JSON-LD, the same on the server (into the HTML) and in
 * the browser (on client navigation): description, canonical, robots, Open Graph and Twitter card.
 */
export function headTags(meta: PageMeta, href: string, options: { noindex?: boolean } = {}): HeadTag[] {
  const title = formatTitle(meta.title);
  const canonical = canonicalUrl(meta, href);
  const image = ogImageUrl(canonical);
  const tags: HeadTag[] = [];
  const add = (attr: 'name' | 'property', key: string, content: string | null | undefined) => {
    if (content) tags.push({ tag: 'meta', attr, key, content });
  };
  add('name', 'description', meta.description);
  if (meta.noindex || options.noindex) add('name', 'robots', 'noindex');
  tags.push({ tag: 'link', rel: 'canonical', href: canonical });
  add('property', 'og:title', title);
  add('property', 'og:description', meta.description);
  add('property', 'og:type', meta.type ?? 'website');
  add('property', 'og:url', canonical);
  add('property', 'og:site_name', SITE_NAME);
  add('property', 'og:locale', 'id_ID');
  add('property', 'og:image', image);
  add('property', 'og:image:type', 'image/png');
  add('property', 'og:image:width', String(OG_IMAGE_WIDTH));
  add('property', 'og:image:height', String(OG_IMAGE_HEIGHT));
  add('property', 'og:image:alt', meta.title || SITE_NAME);
  add('name', 'twitter:card', 'summary_large_image');
  add('name', 'twitter:title', title);
  add('name', 'twitter:description', meta.description);
  add('name', 'twitter:image', image);
  return tags;
}

/** Attribute on the head elements a page owns, so the next page replaces them. */
const OWNED = 'data-page-head';

/** Applies a page's head in the browser: title, the tags of headTags() and its JSON-LD. */
export function applyPageMeta(meta: PageMeta): void {
  document.title = formatTitle(meta.title);
  for (const el of document.head.querySelectorAll(`[${OWNED}]`)) el.remove();
  const keys = new Set<string>();
  for (const tag of headTags(meta, window.location.href)) {
    keys.add(tag.tag === 'meta' ? `meta[${tag.attr}="${tag.key}"]` : `link[rel="${tag.rel}"]`);
  }
  // The server's copies of these tags (first load) give way to the current page's.
  for (const selector of keys) for (const el of document.head.querySelectorAll(selector)) el.remove();
  for (const tag of headTags(meta, window.location.href)) {
    const el = document.createElement(tag.tag);
    if (tag.tag === 'meta') {
      el.setAttribute(tag.attr, tag.key);
      el.setAttribute('content', tag.content);
    } else {
      el.setAttribute('rel', tag.rel);
      el.setAttribute('href', tag.href);
    }
    el.setAttribute(OWNED, '');
    document.head.appendChild(el);
  }
  for (const el of document.head.querySelectorAll('script[type="application/ld+json"][data-page]')) el.remove();
  for (const item of meta.structuredData ?? []) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.page = '';
    script.textContent = serializeJsonLd(item, window.location.origin);
    document.head.appendChild(script);
  }
}

/** On the server, where there is no document: the render collects the meta of the page it renders. */
export interface HeadCollector {
  collect(meta: PageMeta): void;
  /** The public origin of the page (the request's), for absolute URLs in its body (the share links). */
  readonly origin?: string;
}

export const HeadCollectorContext = createContext<HeadCollector | null>(null);

/** Sets the page's head tags while it is shown (on the server: into the HTML's head). */
export function usePageMeta(meta: PageMeta): void {
  const collector = useContext(HeadCollectorContext);
  // The route's defaults render first and the page's own meta after, so the last one rendered wins.
  collector?.collect(meta);
  // Compared by value: a page builds its meta (and JSON-LD objects) afresh on every render.
  const key = JSON.stringify(meta);
  useEffect(() => {
    applyPageMeta(JSON.parse(key) as PageMeta);
  }, [key]);
}
