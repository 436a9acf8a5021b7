import type { SavedKind } from '@niec/shared/saved';

/** One item of a list as /tersimpan shows it, from its remote's current record. */
export interface SavedListItem {
  key: string;
  kind: SavedKind;
  /** Absent when the record is gone (`missing`). */
  title?: string;
  href?: string;
  meta?: string;
  /** A scholarship whose registration has closed: 'Ditutup'. */
  closed?: boolean;
  /** The record no longer exists (its remote answered without it). Neither this nor a title: not known yet. */
  missing?: boolean;
}

export interface SavedPageData {
  /**
   * The list of a shared link (`?beasiswa=…&kampus=…`), with each item's current record; null without one: the
   * visitor's own list, which only their device knows, so the page asks for its records after hydration.
   */
  list: {
    items: SavedListItem[];
    /** A part of the site did not answer in time: an item said missing may still exist. */
    incomplete: boolean;
  } | null;
}
