/**
 * The rest of a cut stylesheet (splitStylesheet), asked for after the paint by the host's entry (after-paint.ts) from the render
 * server, which knows every stylesheet's text: out of the document, whose first bytes must hold all that is painted
 * first (docs/decisions/012-critical-path.md). A rest is named by the file's URL and the classes of the file the
 * document has, a bitset over the file's classes in their order in it (`used`), so the answer is the same on every
 * instance and for as long as the file's name (its content hash) stays: any cache may keep it.
 */
import { classListOf, splitStylesheet } from './css-prune';

/** At most this many bits (classes of one file) are read from a request. */
const MAX_CLASSES = 4096;

/** The class lists of the files last asked about (a file's text is the same for every page of a generation). */
const classLists = new Map<string, string[]>();

function classesOfFile(css: string): string[] {
  let classes = classLists.get(css);
  if (!classes) {
    if (classLists.size >= 64) classLists.clear();
    classes = classListOf(css);
    classLists.set(css, classes);
  }
  return classes;
}

/** The document's classes among the file's, as base64url bits in the file's class order. */
export function encodeUsed(css: string, used: ReadonlySet<string>): string {
  const classes = classesOfFile(css);
  const bytes = Buffer.alloc(Math.ceil(classes.length / 8));
  classes.forEach((name, i) => {
    if (used.has(name)) bytes[i >> 3]! |= 1 << (i & 7);
  });
  return bytes.toString('base64url');
}

/** The classes `encodeUsed` wrote for this file, or null when `bits` cannot be its answer. */
export function decodeUsed(css: string, bits: string): Set<string> | null {
  const classes = classesOfFile(css);
  if (classes.length > MAX_CLASSES || !/^[A-Za-z0-9_-]*$/.test(bits)) return null;
  const bytes = Buffer.from(bits, 'base64url');
  if (bytes.length !== Math.ceil(classes.length / 8)) return null;
  return new Set(classes.filter((_, i) => (bytes[i >> 3]! >> (i & 7)) & 1));
}

/** The rest of the file for the classes `bits` names, in the pieces the loader writes one at a time. */
export function restPieces(css: string, bits: string): string[] | null {
  const used = decodeUsed(css, bits);
  return used ? splitStylesheet(css, used).pieces : null;
}
