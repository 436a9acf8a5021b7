import { formatTitle } from '@niec/shared';
import { whatsappHref } from '../layout/whatsapp';

/** How React escapes an attribute's value. */
const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  "'": '&#x27;',
  '"': '&quot;',
  '<': '&lt;',
  '>': '&gt;',
};

/**
 * The header renders before the page, so its WhatsApp link asks about no page in particular. The page's title is
 * known when the document starts (it is the head's <title>): the link is given it on the way out, as the browser's
 * header reads it from that <title> when it hydrates (host/src/layout/header.tsx). Its attribute is written as
 * React writes it, and the title as the browser's document.title reads it.
 */
export function whatsappLinkWriter(whatsappUrl: string, pathname: string, write: (html: string) => void) {
  const linkFor = (title: string) =>
    `href="${whatsappHref(
      whatsappUrl,
      pathname,
      formatTitle(title)
        .replace(/[\t\n\f\r ]+/g, ' ')
        .trim(),
    ).replace(/[&'"<>]/g, (c) => ATTRIBUTE_ESCAPES[c] ?? c)}"`;
  const genericLink = linkFor('');
  /** The header's link with the page's title; null once it is written (or there is nothing to change). */
  let pageLink: string | null = null;
  /** The end of the HTML so far, held back in case the link is cut between two chunks. */
  let held = '';
  return {
    /** Called when the document starts, with the page's title. */
    setTitle(title: string): void {
      const link = linkFor(title);
      if (link !== genericLink) pageLink = link;
    },
    write(html: string): void {
      if (pageLink === null) return write(html);
      let text = held + html;
      held = '';
      const at = text.indexOf(genericLink);
      if (at >= 0 || text.includes('</header>')) {
        if (at >= 0) text = text.slice(0, at) + pageLink + text.slice(at + genericLink.length);
        pageLink = null;
        return write(text);
      }
      const keep = Math.max(0, text.length - genericLink.length);
      held = text.slice(keep);
      write(text.slice(0, keep));
    },
    /** Writes what was held back (the end of the body). */
    flush(): void {
      if (held) write(held);
      held = '';
    },
  };
}
