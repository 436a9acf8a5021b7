import type { ScholarshipItem } from '../model';
import { fetchScholarships } from './fetch-scholarships';

/** Descriptions already read in this tab, by card key (one read of the list fills them all). */
const known = new Map<string, string | null>();

/** The description the tab already has for a card; undefined when it has none yet. */
export function knownDescription(item: ScholarshipItem): string | null | undefined {
  return known.get(item.key);
}

/**
 * A scholarship's description (HTML, null when it has none) for its Description modal: from GET
 * /website/scholarship, the list the page's loader reads, found by the card's key (or, for a backend without
 * ids, its name). Every description of the list is kept, so the next card's modal opens with its text at once.
 */
export async function fetchDescription(item: ScholarshipItem, signal?: AbortSignal): Promise<string | null> {
  const cached = known.get(item.key);
  if (cached !== undefined) return cached;
  const list = await fetchScholarships(signal);
  for (const record of list) known.set(record.key, record.description);
  const found = list.find((record) => record.key === item.key) ?? list.find((record) => record.name === item.name);
  const description = found?.description ?? null;
  known.set(item.key, description);
  return description;
}

/** For tests: forget what this tab read. */
export function forgetDescriptions(): void {
  known.clear();
}
