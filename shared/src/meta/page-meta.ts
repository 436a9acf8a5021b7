import { createContext, useContext, useEffect } from 'react';

export const SITE_NAME = 'NIEC Indonesia';

export interface PageMeta {
  title: string;
  description?: string;
  /** Open Graph image URL (country, article and product pages). */
  image?: string | null;
  type?: 'website' | 'article' | 'product';
  /**
   * The page's canonical path and query (e.g. '/artikel?page=2'); by default the path without its query,
   * so a filtered or tracked URL points search engines at the page itself.
   */
  canonical?: string;
  /** Search engines should not index this URL (search results, a buyer's own pages). */
  noindex?: boolean;
}

/** The canonical URL of a page shown at `href`. */
export function canonicalUrl(meta: Pick<PageMeta, 'canonical'>, href: string): string {
  const url = new URL(href);
  return new URL(meta.canonical ?? url.pathname, url.origin).href;
}

function setMeta(attr: 'name' | 'property', key: string, content: string | undefined | null): void {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!content) {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.setAttribute('content', content);
}

export function formatTitle(title: string): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

/** Applies a page's title, description and Open Graph tags to the document head. */
function setLink(rel: string, href: string | null): void {
  let el = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!href) {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement('link');
    el.rel = rel;
    document.head.appendChild(el);
  }
  el.href = href;
}

export function applyPageMeta({ title, description, image, type = 'website', canonical, noindex }: PageMeta): void {
  const fullTitle = formatTitle(title);
  document.title = fullTitle;
  if (description) setMeta('name', 'description', description);
  setMeta('property', 'og:title', fullTitle);
  setMeta('property', 'og:description', description);
  setMeta('property', 'og:type', type);
  setMeta('property', 'og:url', window.location.href);
  setMeta('property', 'og:image', image ? new URL(image, window.location.href).href : null);
  setLink('canonical', canonicalUrl({ canonical }, window.location.href));
  setMeta('name', 'robots', noindex ? 'noindex' : null);
}

/** On the server, where there is no document: the render collects the meta of the page it renders. */
export interface HeadCollector {
  collect(meta: PageMeta): void;
}

export const HeadCollectorContext = createContext<HeadCollector | null>(null);

/** Sets the page's head tags while it is shown (on the server: into the HTML's head). */
export function usePageMeta(meta: PageMeta): void {
  const { title, description, image, type, canonical, noindex } = meta;
  const collector = useContext(HeadCollectorContext);
  // The route's defaults render first and the page's own meta after, so the last one rendered wins.
  collector?.collect({ title, description, image, type, canonical, noindex });
  useEffect(() => {
    applyPageMeta({ title, description, image, type, canonical, noindex });
  }, [title, description, image, type, canonical, noindex]);
}
