import { htmlToText } from '@niec/shared/html';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * The plain text of API HTML, the same wherever a loader runs. In the browser htmlToText parses it with
 * DOMParser; on the render server (no DOMParser) its fallback only strips tags, so here script and style
 * contents are dropped and the common entities decoded first, as a parser would.
 */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  if (typeof DOMParser !== 'undefined') return htmlToText(html);
  const text = htmlToText(html.replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1\s*>/gi, ' '));
  return text
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}
