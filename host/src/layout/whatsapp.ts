/** What the header's WhatsApp message asks about on the home page (and on a page without a title). */
export const WHATSAPP_DEFAULT_SUBJECT = 'layanan NIEC Indonesia';

/**
 * The header's WhatsApp link (the configured wa.me chat), its message naming the page the visitor is on, from
 * the document's title ('<page> | NIEC Indonesia', as document.title reads it): the page's title, cut at 80
 * characters, so the link stays short, far within what WhatsApp takes. The same on the server, where the header
 * renders the link with the page's title (whatsapp-link.tsx), and in the browser: the code is on every first
 * load, so it is kept small. For the same reason its logo (.whatsappIcon in header.module.css) is an image of the
 * stylesheet, drawn in the link's colour, not markup of the header's script.
 */
export const whatsappHref = (chat: string, path: string, documentTitle: string): string =>
  `${chat}?text=${encodeURIComponent(
    `Halo NIEC, saya ingin bertanya tentang ${(path !== '/' && /^(.{1,80}).* \| NIEC Indonesia$/u.exec(documentTitle)?.[1]) || WHATSAPP_DEFAULT_SUBJECT}`,
  )}`;
