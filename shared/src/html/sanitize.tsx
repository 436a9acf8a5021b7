import { useMemo, useSyncExternalStore, type HTMLAttributes } from 'react';
import { SERVER_HTML_KEPT, useServerHtmlKept } from '@niec/shared';
import type { Config, DOMPurify } from 'dompurify';

/**
 * Every HTML string that comes from the API (article bodies, itineraries, vacancy and product
 * descriptions) passes through DOMPurify before it is rendered: scripts, event handlers, javascript:
 * URLs and style attributes are removed; links that may open another tab get rel="noopener noreferrer".
 * DOMPurify is downloaded the first time a page needs it, so it is not part of any route's first load.
 */
export type Sanitize = (html: string) => string;

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe'],
  // No inline CSS from the API: a style attribute can lay a full-screen fixed overlay (a fake dialog,
  // a transparent click trap) over the site. The site's own styles format API HTML.
  FORBID_ATTR: ['style'],
  ADD_ATTR: ['target'],
};

/** rel tokens that are replaced: "opener" would undo noopener; the other two are set below. */
const OPENER_TOKENS = new Set(['opener', 'noopener', 'noreferrer']);

/**
 * A link with any target other than the current tab (_blank, a named window, _parent, _top) gets
 * rel="noopener noreferrer", so the opened page cannot reach window.opener nor learn the URL it came
 * from. rel tokens the API set (nofollow, ugc, ...) are kept. No instanceof checks: under server
 * rendering the nodes come from another window's DOM.
 */
function secureTarget(node: Element): void {
  const target = node.getAttribute('target');
  if (target === null) return;
  const name = target.trim().toLowerCase();
  if (name === '' || name === '_self') return;
  const kept = (node.getAttribute('rel') ?? '')
    .split(/\s+/)
    .filter((token) => token && !OPENER_TOKENS.has(token.toLowerCase()));
  node.setAttribute('rel', [...kept, 'noopener', 'noreferrer'].join(' '));
}

/**
 * The site's sanitiser on one DOMPurify instance: its hooks are registered here, once, on that
 * instance, and every call uses CONFIG. The browser passes the instance for its window; server
 * rendering can pass one made for a server-side window (DOMPurify(window)). An instance without a
 * usable DOM is refused: DOMPurify would return its input unchanged.
 */
export function createSanitizer(purify: DOMPurify): Sanitize {
  if (!purify.isSupported) throw new Error('DOMPurify has no usable DOM here; refusing to pass HTML through');
  purify.removeHook('afterSanitizeAttributes', secureTarget);
  purify.addHook('afterSanitizeAttributes', secureTarget);
  return (html) => purify.sanitize(html, CONFIG);
}

// The one configured sanitiser of this module (the '@niec/shared/html' singleton), once loaded.
let sanitizer: Sanitize | null = null;
let loading: Promise<Sanitize> | null = null;

/** Loads the sanitiser once; pages may call it early to have it ready when their data arrives. */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('dompurify').then(
    ({ default: purify }) => (sanitizer ??= createSanitizer(purify)),
    (error: unknown) => {
      // A failed download (a flaky network) is tried again by the next caller.
      loading = null;
      throw error;
    },
  );
  return loading;
}

export async function sanitizeHtml(html: string | null | undefined): Promise<string> {
  if (!html) return '';
  const sanitize = await loadSanitizer();
  return sanitize(html);
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '\u2013',
  mdash: '\u2014',
  hellip: '\u2026',
};

/** '&amp;', '&#8211;', '&#x2013;' and the common named entities as their characters; others are kept. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#')) {
      const code = /^#x/i.test(name) ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/**
 * Plain text of an HTML fragment (for excerpts). The fragment is parsed into an inert document
 * (DOMParser runs no scripts and loads nothing), so no sanitiser is needed to read its text.
 */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  // Block ends become spaces so "<h2>Kuliah</h2><p>di" reads "Kuliah di".
  const spaced = html.replace(/<br\s*\/?>|<\/(p|h[1-6]|li|div|blockquote|tr|td|th)>/gi, '$& ');
  if (typeof DOMParser === 'undefined') {
    // On the render server: what a parser would read, without one (no script or style text, entities decoded).
    return decodeEntities(
      spaced.replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1\s*>/gi, ' ').replace(/<[^>]*>/g, ' '),
    )
      .replace(/\s+/g, ' ')
      .trim();
  }
  const doc = new DOMParser().parseFromString(spaced, 'text/html');
  doc.querySelectorAll('script, style, template, noscript').forEach((el) => el.remove());
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** SafeHtml re-renders when the module-level sanitiser has loaded. */
function subscribe(onLoaded: () => void): () => void {
  let active = true;
  if (!sanitizer) {
    loadSanitizer().then(
      () => {
        if (active) onLoaded();
      },
      (error: unknown) => console.error('The HTML sanitiser failed to load', error),
    );
  }
  return () => {
    active = false;
  };
}

const currentSanitizer = (): Sanitize | null => sanitizer;

type SafeHtmlProps = Omit<HTMLAttributes<HTMLDivElement>, 'dangerouslySetInnerHTML' | 'children'> & {
  html: string | null | undefined;
};

const noSubscription = () => () => undefined;

/**
 * Renders API HTML after sanitizing it. The only place the site sets innerHTML. While React hydrates the render
 * server's document, the element keeps the HTML the server rendered, which the server sanitised with this same
 * function and rules: the browser neither downloads DOMPurify nor runs it before the page answers
 * (docs/decisions/008-hydrate-less.md). Given other HTML later (another record), it sanitises that.
 */
export function SafeHtml({ html, ...rest }: SafeHtmlProps) {
  const keep = useServerHtmlKept(html ?? '');
  // Always the configured module-level sanitiser, never a copy held in component state.
  const sanitize = useSyncExternalStore(keep ? noSubscription : subscribe, currentSanitizer, currentSanitizer);
  const clean = useMemo(() => (!keep && sanitize && html ? sanitize(html) : ''), [keep, sanitize, html]);
  if (keep) return <div {...rest} {...SERVER_HTML_KEPT} />;
  if (!sanitize) return <div {...rest} aria-busy="true" />;
  return <div {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
