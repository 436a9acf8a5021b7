// @niec/shared/search: the site search's kinds, its records and its matcher (docs/decisions/014-site-search.md).
// Not a singleton of the federation: it holds no state, and only the render server's search code and the content
// remote's results page use it.
import { foldText, SEARCH_MAX_LENGTH } from '../lists/search';

/** The kinds of record the site search finds, in the order the results page shows them; each is a `?jenis=` value. */
export const SEARCH_KINDS = ['panduan', 'artikel', 'beasiswa', 'study-tour', 'lowongan', 'merchandise'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The heading of each kind's group. */
export const SEARCH_KIND_LABELS: Readonly<Record<SearchKind, string>> = {
  panduan: 'Panduan Negara & Kampus',
  artikel: 'Artikel',
  beasiswa: 'Beasiswa',
  'study-tour': 'Study Tour',
  lowongan: 'Lowongan Kerja',
  merchandise: 'Merchandise',
};

/** The query key that narrows the results to one kind. */
export const KIND_PARAM = 'jenis';

export function isSearchKind(value: string | null | undefined): value is SearchKind {
  return (SEARCH_KINDS as readonly string[]).includes(value ?? '');
}

/** One record a remote offers the site search: what its result shows and where it leads. */
export interface SearchRecord {
  kind: SearchKind;
  title: string;
  /** Plain text searched and shown under the title (the part around the first match when it is long). */
  text: string;
  /** A short fact shown beside the kind (a country, a price, a branch); searched too. */
  meta?: string;
  /** The record's page on this site (a path, with a query where the page is a list). */
  href: string;
  /**
   * Its key in the saved list (`<kind>:<id>`, @niec/shared/saved), when it can be saved: /tersimpan finds a saved
   * item's record by it (docs/decisions/015-saved-list.md).
   */
  saved?: string;
  /** A scholarship whose registration has closed: the saved list marks it 'Ditutup'. */
  closed?: boolean;
}

/** A run of text in a result, `mark` where it is a searched word. */
export interface MarkedPart {
  text: string;
  mark?: true;
}

/** A record that matches, its title and text cut and marked. */
export interface SearchHit {
  kind: SearchKind;
  href: string;
  title: MarkedPart[];
  text: MarkedPart[];
  meta?: string;
}

/** The words of a search as the matcher compares them: folded (case and accents), each at least one letter. */
export function searchWords(query: string): string[] {
  const words = foldText(query.slice(0, SEARCH_MAX_LENGTH))
    .split(' ')
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter(Boolean);
  return [...new Set(words)];
}

/** Text without accents and in lower case, as the matcher compares it (foldText without collapsing spaces). */
function foldChars(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase('id-ID');
}

/** Printable ASCII text (and its spaces) folds letter for letter: its folded offsets are its own. */
const ASCII = /^[ -~\t\n\r]*$/;

/** The folded text and, for each of its characters, where it starts and ends in the original. */
function foldWithMap(text: string): { folded: string; from: (i: number) => number; to: (i: number) => number } {
  if (ASCII.test(text)) return { folded: text.toLowerCase(), from: (i) => i, to: (i) => i + 1 };
  let folded = '';
  const from: number[] = [];
  const to: number[] = [];
  let index = 0;
  for (const char of text) {
    const part = foldChars(char);
    for (let i = 0; i < part.length; i += 1) {
      from.push(index);
      to.push(index + char.length);
    }
    folded += part;
    index += char.length;
  }
  return { folded, from: (i) => from[i]!, to: (i) => to[i]! };
}

/** Where the words occur in `text` (original offsets), merged and in order. */
function ranges(text: string, words: readonly string[]): [number, number][] {
  const { folded, from, to } = foldWithMap(text);
  const found: [number, number][] = [];
  for (const word of words) {
    let at = folded.indexOf(word);
    while (at >= 0) {
      found.push([from(at), to(at + word.length - 1)]);
      at = folded.indexOf(word, at + word.length);
    }
  }
  found.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: [number, number][] = [];
  for (const range of found) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}

/** `text` in parts, the searched words marked. */
export function markWords(text: string, words: readonly string[]): MarkedPart[] {
  const parts: MarkedPart[] = [];
  let at = 0;
  for (const [start, end] of ranges(text, words)) {
    if (start > at) parts.push({ text: text.slice(at, start) });
    parts.push({ text: text.slice(start, end), mark: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}

/** The longest text a result shows: the part of a long text around its first match, cut at words. */
export const SNIPPET_LENGTH = 180;

/** The part of `text` a result shows: its start, or the words around the first match, with '…' where it is cut. */
export function snippet(text: string, words: readonly string[], length = SNIPPET_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= length) return clean;
  const first = ranges(clean, words)[0]?.[0] ?? 0;
  let start = Math.max(0, first - Math.floor(length / 3));
  if (start > 0) {
    const space = clean.indexOf(' ', start);
    start = space >= 0 && space < first ? space + 1 : start;
  }
  let end = Math.min(clean.length, start + length);
  if (end < clean.length) {
    const space = clean.lastIndexOf(' ', end);
    if (space > start) end = space;
  }
  return `${start > 0 ? '…' : ''}${clean.slice(start, end)}${end < clean.length ? '…' : ''}`;
}

/** A record's title and the rest of its text, folded once (by record: a remote that gives the same records again
 * is not folded again). */
const foldedRecords = new WeakMap<SearchRecord, { title: string; rest: string }>();

function folded(record: SearchRecord): { title: string; rest: string } {
  let value = foldedRecords.get(record);
  if (!value) {
    value = { title: foldText(record.title), rest: foldText(`${record.meta ?? ''} ${record.text}`) };
    foldedRecords.set(record, value);
  }
  return value;
}

/**
 * The records that hold every word (in their title, text or fact, in any order, as part of a word; case and accents
 * ignored), best first: a word in the title counts more than one in the text, then the remote's own order.
 */
export function findRecords(records: readonly SearchRecord[], words: readonly string[]): SearchRecord[] {
  if (words.length === 0) return [];
  const scored: { record: SearchRecord; score: number; order: number }[] = [];
  records.forEach((record, order) => {
    const { title, rest } = folded(record);
    if (!words.every((word) => title.includes(word) || rest.includes(word))) return;
    const titleWords = title.split(' ');
    const score = words.reduce(
      (sum, word) => sum + (title.includes(word) ? 3 : 0) + (titleWords.includes(word) ? 1 : 0),
      0,
    );
    scored.push({ record, score, order });
  });
  return scored.sort((a, b) => b.score - a.score || a.order - b.order).map(({ record }) => record);
}

/** A found record as its result shows it: the title marked, the text cut around the first match and marked. */
export function toHit(record: SearchRecord, words: readonly string[]): SearchHit {
  return {
    kind: record.kind,
    href: record.href,
    title: markWords(record.title, words),
    text: markWords(snippet(record.text, words), words),
    ...(record.meta ? { meta: record.meta } : {}),
  };
}

const builtRecords = new WeakMap<object, { version: string; records: SearchRecord[] }>();

/**
 * A remote's records of one API answer, built once for that answer: the render worker keeps a list's parsed answer
 * while the API cache's ETag holds (host/src/render/api-memo.ts), so the same answer is the same object, and its
 * records (and their folded text) are reused until the list changes. `version` rebuilds them when something else
 * they show changes (the day, for what has closed).
 */
export function recordsOf<T extends object>(answer: T, build: () => SearchRecord[], version = ''): SearchRecord[] {
  const known = builtRecords.get(answer);
  if (known && known.version === version) return known.records;
  const records = build();
  builtRecords.set(answer, { version, records });
  return records;
}

/** The number of single-letter edits between two words (Levenshtein), stopping early past `limit`. */
function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * A search to offer when nothing matched: each word that no title holds replaced by the nearest word of the
 * records' titles, as the title writes it (at most two letters apart, one for words under six letters); null when
 * there is none.
 */
export function suggestSearch(records: readonly SearchRecord[], words: readonly string[]): string | null {
  // Each title word, folded, and how a title writes it.
  const vocabulary = new Map<string, string>();
  const separator = /[^\p{L}\p{N}]+/u;
  for (const record of records) {
    const foldedWords = folded(record).title.split(separator);
    const writtenWords = record.title.split(separator);
    const aligned = foldedWords.length === writtenWords.length;
    foldedWords.forEach((word, i) => {
      if (word.length >= 3 && !vocabulary.has(word)) vocabulary.set(word, aligned ? writtenWords[i]! : word);
    });
  }
  let changed = false;
  const next = words.map((word) => {
    if (vocabulary.has(word) || word.length < 3) return word;
    const limit = word.length >= 6 ? 2 : 1;
    let best: { word: string; d: number } | null = null;
    for (const [candidate, written] of vocabulary) {
      const d = distance(word, candidate, limit);
      if (d <= limit && (!best || d < best.d)) best = { word: written, d };
    }
    if (!best) return word;
    changed = true;
    return best.word;
  });
  return changed ? next.join(' ') : null;
}
