/**
 * The part of a stylesheet a document is drawn with (docs/decisions/012-critical-path.md): its rules whose
 * selectors name only classes the document has, and every rule that names no class (the tokens, element styles,
 * keyframes). Made for the minified CSS the build writes (cssnano: no comments).
 *
 * A rule is kept when one of its selectors could match: every class it names outside parentheses is among the
 * document's classes. What is in parentheses (`:not(.x)`, `:is(.a,.b)`, `:has(.c)`) is not asked for, so the
 * result is a superset of what matches: a class that is not in the document (a state script sets, a dialog that
 * opens later) is all a pruned sheet leaves out, and the whole sheet, loaded after the paint, adds it before any
 * script can set it. Nothing on screen is restyled when it arrives.
 *
 * A rule that loads a file (a `url()` that is not a data URL or a fragment: a glyph's mask, a background picture)
 * is left out too, whatever it matches: inline, it would have the browser fetch that file before the first paint,
 * and the document is to be the one response before it. Such a rule carries all that shows the file (its fill
 * with its mask), so until the whole stylesheet brings it, its element keeps its size and shows nothing.
 */
/** True when a declaration block fetches a file: a `url()` other than a data URL or a fragment (`#id`). */
function loadsFile(body: string): boolean {
  return /url\(\s*(?!['"]?(?:data:|#))/i.test(body);
}

export function pruneStylesheet(css: string, used: ReadonlySet<string>): string {
  let out = '';
  let index = 0;
  while (index < css.length) {
    const open = findOutsideStrings(css, '{', index);
    if (open < 0) {
      // A statement without a block (@import, @charset, @layer a,b;): kept as it is.
      out += css.slice(index);
      break;
    }
    const semicolon = findOutsideStrings(css, ';', index);
    if (css[index] === '@' && semicolon >= 0 && semicolon < open) {
      out += css.slice(index, semicolon + 1);
      index = semicolon + 1;
      continue;
    }
    const close = matchingBrace(css, open);
    const prelude = css.slice(index, open);
    const body = css.slice(open + 1, close);
    if (prelude.startsWith('@')) {
      if (/^@(media|supports|container|layer)\b/i.test(prelude)) {
        const inner = pruneStylesheet(body, used);
        if (inner) out += `${prelude}{${inner}}`;
      } else {
        // @keyframes, @font-face, @property, @page: whole.
        out += `${prelude}{${body}}`;
      }
    } else if (
      !loadsFile(body) &&
      splitSelectors(prelude).some((selector) => classesOf(selector).every((name) => used.has(name)))
    ) {
      out += `${prelude}{${body}}`;
    }
    index = close + 1;
  }
  return out;
}

/**
 * A stylesheet written into a document, with each relative `url()` made to name what it named in the file at
 * `href` (a path of the site, or a remote's absolute URL): inline, a relative URL would resolve against the
 * page's address instead (`assets/icon.svg` on /artikel/x is /artikel/assets/icon.svg).
 */
export function rebaseUrls(css: string, href: string): string {
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(href);
  const base = absolute ? href : new URL(href, 'http://site.invalid/').href;
  return css.replace(/url\(\s*(["']?)([^"')]*)\1\s*\)/g, (whole, quote: string, target: string) => {
    if (!target || /^(?:[a-z][a-z0-9+.-]*:|\/|#)/i.test(target)) return whole;
    const url = new URL(target, base);
    const named = absolute ? url.href : `${url.pathname}${url.search}${url.hash}`;
    return `url(${quote}${named}${quote})`;
  });
}

/** The class names of a document's `class` attributes. */
export function classNamesIn(html: string, into: Set<string> = new Set()): Set<string> {
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of match[1]!.split(/\s+/)) if (name) into.add(name);
  }
  return into;
}

/** The classes a selector names outside parentheses and attribute brackets. */
function classesOf(selector: string): string[] {
  let outer = '';
  let depth = 0;
  for (const char of selector) {
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth = Math.max(0, depth - 1);
    else if (depth === 0) outer += char;
  }
  return [...outer.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!);
}

/** A selector list split at its top-level commas. */
function splitSelectors(list: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i += 1) {
    const char = list[i];
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth = Math.max(0, depth - 1);
    else if (char === ',' && depth === 0) {
      selectors.push(list.slice(start, i));
      start = i + 1;
    }
  }
  selectors.push(list.slice(start));
  return selectors;
}

/** The positions of `css` from `from` on that are not inside a quoted string, with their character. */
function* outsideStrings(css: string, from: number): Generator<[number, string]> {
  let quote: string | null = null;
  for (let i = from; i < css.length; i += 1) {
    const char = css[i]!;
    if (quote) {
      if (char === '\\') i += 1;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else yield [i, char];
  }
}

function findOutsideStrings(css: string, wanted: string, from: number): number {
  for (const [i, char] of outsideStrings(css, from)) if (char === wanted) return i;
  return -1;
}

function matchingBrace(css: string, open: number): number {
  let depth = 0;
  for (const [i, char] of outsideStrings(css, open)) {
    if (char === '{') depth += 1;
    else if (char === '}' && --depth === 0) return i;
  }
  return css.length;
}
