import type { SearchHit, SearchKind } from '@niec/shared/search';

/** Results a kind's group shows on the page of every kind; '?jenis=' shows them all, a page at a time. */
export const GROUP_PREVIEW = 3;
/** Results a page of one kind shows. */
export const RESULTS_PER_PAGE = 12;

/** Searches offered on the start page and when nothing matched: each finds records of several kinds. */
export const SUGGESTED_SEARCHES = ['Australia', 'Jepang', 'Beasiswa penuh', 'IELTS', 'Melbourne', 'Kaos'] as const;

/**
 * The guides the start page and an empty result show as the most read: an editorial list of the destinations the
 * consultancy's students choose most (the site counts no reads: docs/decisions/014-site-search.md).
 */
export const POPULAR_GUIDES = [
  { code: 'aus', title: 'Kuliah di Australia' },
  { code: 'eng', title: 'Kuliah di Inggris' },
  { code: 'jpn', title: 'Kuliah di Jepang' },
  { code: 'kor', title: 'Kuliah di Korea Selatan' },
  { code: 'ger', title: 'Kuliah di Jerman' },
  { code: 'can', title: 'Kuliah di Kanada' },
] as const;

/** One kind's results as the page shows them. */
export interface SearchGroupData {
  kind: SearchKind;
  /** Every match of this kind. */
  count: number;
  /** What is shown: GROUP_PREVIEW of them, or a page of RESULTS_PER_PAGE on the page of one kind. */
  hits: SearchHit[];
}

export interface SearchPageData {
  /** The search as typed (trimmed, cut); '' before any search. */
  q: string;
  /** The one kind shown (`?jenis=`), or null for every kind. */
  jenis: SearchKind | null;
  /** Matches of each kind, every kind listed (0 for none), in SEARCH_KINDS' order. */
  counts: { kind: SearchKind; count: number }[];
  /** Matches of every kind. */
  total: number;
  /** The groups shown: every kind with a match, or the chosen one. */
  groups: SearchGroupData[];
  /** 1-based page of the one kind shown, and how many it fills (1 for every kind). */
  page: number;
  pageCount: number;
  /** A part of the site did not answer in time: results of some kinds may be missing. */
  incomplete: boolean;
  /** When nothing matched: a nearby search that would, or null. */
  suggestion: string | null;
}
