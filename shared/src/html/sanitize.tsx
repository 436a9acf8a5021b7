import { useEffect, useState, type HTMLAttributes } from 'react';
import type { DOMPurify } from 'dompurify';

/**
 * Every HTML string that comes from the API (article bodies, itineraries, vacancy and product
 * descriptions) passes through DOMPurify before it is rendered: scripts, event handlers and
 * javascript: URLs are removed; links that open new tabs get rel="noopener noreferrer".
 * DOMPurify is downloaded the first time a page needs it, so it is not part of any route's first load.
 */
let purifier: DOMPurify | null = null;
let loading: Promise<DOMPurify> | null = null;

const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe'],
  ADD_ATTR: ['target'],
};

/** Loads the sanitiser once; pages may call it early to have it ready when their data arrives. */
export function loadSanitizer(): Promise<DOMPurify> {
  loading ??= import('dompurify').then(({ default: purify }) => {
    purify.addHook('afterSanitizeAttributes', (node) => {
      if (node instanceof Element && node.tagName === 'A' && node.getAttribute('target') === '_blank') {
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    purifier = purify;
    return purify;
  });
  return loading;
}

export async function sanitizeHtml(html: string | null | undefined): Promise<string> {
  if (!html) return '';
  const purify = await loadSanitizer();
  return purify.sanitize(html, CONFIG);
}

/**
 * Plain text of an HTML fragment (for excerpts). The fragment is parsed into an inert document
 * (DOMParser runs no scripts and loads nothing), so no sanitiser is needed to read its text.
 */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  // Block ends become spaces so "<h2>Kuliah</h2><p>di" reads "Kuliah di".
  const spaced = html.replace(/<br\s*\/?>|<\/(p|h[1-6]|li|div|blockquote|tr|td|th)>/gi, '$& ');
  if (typeof DOMParser === 'undefined')
    return spaced
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  const doc = new DOMParser().parseFromString(spaced, 'text/html');
  doc.querySelectorAll('script, style, template, noscript').forEach((el) => el.remove());
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

type SafeHtmlProps = Omit<HTMLAttributes<HTMLDivElement>, 'dangerouslySetInnerHTML' | 'children'> & {
  html: string | null | undefined;
};

/** Renders API HTML after sanitizing it. The only place the site sets innerHTML. */
export function SafeHtml({ html, ...rest }: SafeHtmlProps) {
  const [purify, setPurify] = useState<DOMPurify | null>(purifier);
  useEffect(() => {
    if (purify) return;
    let active = true;
    loadSanitizer().then(
      (loaded) => {
        if (active) setPurify(() => loaded);
      },
      (error: unknown) => console.error('The HTML sanitiser failed to load', error),
    );
    return () => {
      active = false;
    };
  }, [purify]);
  if (!purify) return <div {...rest} aria-busy="true" />;
  return <div {...rest} dangerouslySetInnerHTML={{ __html: html ? purify.sanitize(html, CONFIG) : '' }} />;
}
