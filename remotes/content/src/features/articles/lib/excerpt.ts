import { truncate } from '@niec/shared';
import { dateParts, formatDateLong } from '@niec/shared/dates';
import { plainText } from './plain-text';

/**
 * docs/product-rules.md#articles: list title cut, list excerpt and related excerpt lengths. The '...' marks a cut,
 * so a text that already fits is shown whole, without dots.
 */
export const CARD_TITLE_MAX = 19;
export const CARD_EXCERPT_MAX = 90;
export const RELATED_EXCERPT_MAX = 110;

/** The card title: the first 19 characters plus '...' when the title is longer. */
export function cardTitle(title: string): string {
  return truncate(title.trim(), CARD_TITLE_MAX);
}

/** The card excerpt: the body's plain text (never its markup) cut to 90 characters plus '...'. */
export function cardExcerpt(html: string | null | undefined): string {
  return truncate(plainText(html), CARD_EXCERPT_MAX);
}

/** The related-article excerpt: the first 110 characters of the body text plus '...'. */
export function relatedExcerpt(html: string | null | undefined): string {
  return truncate(plainText(html), RELATED_EXCERPT_MAX);
}

/** The card date from updated_at: day, Indonesian month name and year. */
export function cardDate(updatedAt: string | null | undefined) {
  return dateParts(updatedAt);
}

/** The detail page's last-updated date, 'DD MMMM YYYY' in Indonesian ("14 Oktober 2026"). */
export function detailDate(updatedAt: string | null | undefined): string {
  return formatDateLong(updatedAt);
}
