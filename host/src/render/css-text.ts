/** Reading minified CSS text: what is outside strings, brackets and parentheses. */

/** A selector list split at its top-level commas. */
export function splitSelectors(list: string): string[] {
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
export function* outsideStrings(css: string, from: number): Generator<[number, string]> {
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

export function findOutsideStrings(css: string, wanted: string, from: number): number {
  for (const [i, char] of outsideStrings(css, from)) if (char === wanted) return i;
  return -1;
}

export function matchingBrace(css: string, open: number): number {
  let depth = 0;
  for (const [i, char] of outsideStrings(css, open)) {
    if (char === '{') depth += 1;
    else if (char === '}' && --depth === 0) return i;
  }
  return css.length;
}

/** `text` split at the top-level `separator`s (outside strings and parentheses). */
export function splitOutside(text: string, separator: string): string[] {
  const pieces: string[] = [];
  let depth = 0;
  let start = 0;
  for (const [i, char] of outsideStrings(text, 0)) {
    if (char === '(') depth += 1;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (char === separator && depth === 0) {
      pieces.push(text.slice(start, i));
      start = i + 1;
    }
  }
  pieces.push(text.slice(start));
  return pieces;
}
