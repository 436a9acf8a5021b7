import DOMPurify from 'dompurify';
import type { HTMLAttributes } from 'react';

/**
 * Every HTML string that comes from the API (article bodies, itineraries, vacancy and product
 * descriptions) passes through here before it is rendered: scripts, event handlers and
 * javascript: URLs are removed; links that open new tabs get rel="noopener noreferrer".
 */
let hooked = false;
function ensureHooks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof Element && node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  ensureHooks();
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe'],
    ADD_ATTR: ['target'],
  });
}

/** Plain text of an HTML fragment (for excerpts), without running anything in it. */
export function htmlToText(html: string | null | undefined): string {
  // Block ends become spaces so "<h2>Kuliah</h2><p>di" reads "Kuliah di".
  const clean = sanitizeHtml(html).replace(/<br\s*\/?>|<\/(p|h[1-6]|li|div|blockquote|tr|td|th)>/gi, '$& ');
  if (typeof DOMParser === 'undefined')
    return clean
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  const doc = new DOMParser().parseFromString(clean, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

type SafeHtmlProps = Omit<HTMLAttributes<HTMLDivElement>, 'dangerouslySetInnerHTML' | 'children'> & {
  html: string | null | undefined;
};

/** Renders API HTML after sanitizing it. The only place the site sets innerHTML. */
export function SafeHtml({ html, ...rest }: SafeHtmlProps) {
  return <div {...rest} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
