import { mayOverride, touchOf } from './css-cascade';
import { findOutsideStrings, matchingBrace, splitSelectors } from './css-text';

/**
 * The part of a stylesheet a document is drawn with (docs/decisions/012-critical-path.md): its rules whose
 * selectors name only classes the document has, and every rule that names no class (the tokens, element styles,
 * keyframes). Made for the minified CSS the build writes (cssnano: no comments).
 *
 * A rule is kept when one of its selectors could match: every class it names outside parentheses is among the
 * document's classes. What is in parentheses (`:not(.x)`, `:is(.a,.b)`, `:has(.c)`) is not asked for, so the
 * result is a superset of what matches: a class that is not in the document (a state script sets, a dialog that
 * opens later) is all a pruned sheet leaves out, and its rest, applied after the paint (splitStylesheet), adds it
 * before any script can set it. Nothing on screen is restyled when it arrives.
 *
 * A rule that loads a file (a `url()` that is not a data URL or a fragment: a glyph's mask, a background picture)
 * is left out too, whatever it matches: inline, it would have the browser fetch that file before the first paint,
 * and the document is to be the one response before it. Such a rule carries all that shows the file (its fill
 * with its mask), so until the rest brings it, its element keeps its size and shows nothing.
 */
/** True when a declaration block fetches a file: a `url()` other than a data URL or a fragment (`#id`). */
function loadsFile(body: string): boolean {
  return /url\(\s*(?!['"]?(?:data:|#))/i.test(body);
}

export function pruneStylesheet(css: string, used: ReadonlySet<string>): string {
  // Only the cut: a page's render asks for no more (its rest is worked out when the browser asks, css-rest.ts).
  return emit(partsOf(css, []).filter((part) => part.kind === 'whole' || keeps(part, used)));
}

/**
 * A stylesheet in two parts: the cut (pruneStylesheet) and the rest, applied after the paint, so that the cut and
 * then the rest style every element as the whole file does, in the document now and in any the page draws later
 * (docs/decisions/012-critical-path.md). The rest is the rules the cut leaves out, in the file's order, and a rule
 * of the cut again where order decides: after a rule of the rest that sets one of its properties with a
 * specificity it may share, it would have won in the file but lose to that rule placed after the cut. Adding the
 * rest restyles only elements its rules can match, where the whole file, whose element rules match all of them,
 * restyled the whole document in one long task on a phone. `pieces` is the rest in order, cut at rules into pieces
 * of about `pieceChars` characters, for a browser to apply one at a time.
 */
export function splitStylesheet(
  css: string,
  used: ReadonlySet<string>,
  pieceChars = 2048,
): { cut: string; rest: string; pieces: string[] } {
  const parts = partsOf(css, []);
  const kept = parts.map((part) => part.kind === 'whole' || keeps(part, used));
  // What the rest sets before the current rule: per property family, the specificities (null: any).
  const restSets = new Map<string, Set<string> | null>();
  const inRest = parts.map((part, i) => {
    if (part.kind === 'whole') return false;
    const touch = touchOf(part.prelude, part.body);
    if (kept[i] && !touch.families.some((family) => mayOverride(restSets, family, touch.specificities))) return false;
    for (const family of touch.families) {
      const known = restSets.get(family);
      if (known === null) continue;
      restSets.set(family, touch.specificities && new Set([...(known ?? []), ...touch.specificities]));
    }
    return true;
  });
  const restParts = parts.filter((_, i) => inRest[i]);
  const pieces: string[] = [];
  for (let start = 0; start < restParts.length;) {
    let end = start;
    let size = 0;
    while (end < restParts.length && (end === start || size + sizeOf(restParts[end]!) <= pieceChars)) {
      size += sizeOf(restParts[end]!);
      end += 1;
    }
    pieces.push(emit(restParts.slice(start, end)));
    start = end;
  }
  return { cut: emit(parts.filter((_, i) => kept[i])), rest: pieces.join(''), pieces };
}

const sizeOf = (part: Part): number =>
  part.kind === 'whole' ? part.text.length : part.prelude.length + part.body.length;

/** A rule (its selectors and declarations) or an at-rule kept whole, with the conditional blocks it sits in. */
type Part =
  | { kind: 'rule'; wrappers: readonly string[]; prelude: string; body: string }
  | { kind: 'whole'; wrappers: readonly string[]; text: string };

/**
 * A state no first paint is drawn in: a pointer over or pressing an element (`:hover`, `:active`; focus is kept, a
 * keyboard may be on the page at once).
 */
const POINTER_STATE = /:(?:hover|active)\b/;

/** Media no first paint is drawn for: print, and forced colours (the browser's own colours hold until the rest). */
const LATER_MEDIA = /^@media[^{]*\b(?:print|forced-colors)\b/i;

/**
 * Whether the cut keeps a rule: one of its selectors names only classes the document has and no pointer state, it
 * loads no file, and it is not for print or forced colours. What it leaves out comes with the rest, a moment after
 * the paint: a document that fits the first round trip is worth more than a hover style in its first frame
 * (docs/decisions/012-critical-path.md).
 */
const keeps = (part: Part & { kind: 'rule' }, used: ReadonlySet<string>): boolean =>
  !loadsFile(part.body) &&
  !part.wrappers.some((wrapper) => LATER_MEDIA.test(wrapper)) &&
  splitSelectors(part.prelude).some(
    (selector) => !POINTER_STATE.test(selector) && classesOf(selector).every((name) => used.has(name)),
  );

function partsOf(css: string, wrappers: readonly string[], into: Part[] = []): Part[] {
  let index = 0;
  while (index < css.length) {
    const open = findOutsideStrings(css, '{', index);
    if (open < 0) {
      // A statement without a block (@import, @charset, @layer a,b;): kept as it is.
      if (css.slice(index).trim()) into.push({ kind: 'whole', wrappers, text: css.slice(index) });
      break;
    }
    const semicolon = findOutsideStrings(css, ';', index);
    if (css[index] === '@' && semicolon >= 0 && semicolon < open) {
      into.push({ kind: 'whole', wrappers, text: css.slice(index, semicolon + 1) });
      index = semicolon + 1;
      continue;
    }
    const close = matchingBrace(css, open);
    const prelude = css.slice(index, open);
    const body = css.slice(open + 1, close);
    if (prelude.startsWith('@')) {
      if (/^@(media|supports|container|layer)\b/i.test(prelude)) partsOf(body, [...wrappers, prelude], into);
      // @keyframes, @font-face, @property, @page: whole.
      else into.push({ kind: 'whole', wrappers, text: `${prelude}{${body}}` });
    } else {
      into.push({ kind: 'rule', wrappers, prelude, body });
    }
    index = close + 1;
  }
  return into;
}

/** Parts written back, each run of parts in the same conditional blocks inside one copy of them. */
function emit(parts: readonly Part[]): string {
  let out = '';
  for (let i = 0; i < parts.length;) {
    const wrappers = parts[i]!.wrappers;
    let inner = '';
    for (; i < parts.length && sameWrappers(parts[i]!.wrappers, wrappers); i += 1) {
      const part = parts[i]!;
      inner += part.kind === 'whole' ? part.text : `${part.prelude}{${part.body}}`;
    }
    out += wrappers.reduceRight((text, wrapper) => `${wrapper}{${text}}`, inner);
  }
  return out;
}

const sameWrappers = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((wrapper, i) => wrapper === b[i]);

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

/** The classes a stylesheet's selectors name outside parentheses, each once, in their order in it. */
export function classListOf(css: string): string[] {
  const names = new Set<string>();
  for (const part of partsOf(css, [])) {
    if (part.kind !== 'rule') continue;
    for (const selector of splitSelectors(part.prelude)) for (const name of classesOf(selector)) names.add(name);
  }
  return [...names];
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
