import { useHydrated } from '@niec/shared';
import { formatDateShort } from '@niec/shared/dates';

/**
 * The time zone the server renders dates in: the company's (Bali, WITA). The server cannot know the
 * visitor's zone, and the browser must hydrate the same text, so both first show a timestamp there. WITA is
 * UTC+08:00 all year (no daylight saving), so a fixed offset reads it: no Intl formatter with a time zone, whose
 * first use loads the browser's zone data (130 ms of a phone's main thread while the list hydrated,
 * docs/decisions/008-hydrate-less.md).
 */
const SITE_UTC_OFFSET_MS = 8 * 60 * 60 * 1000;
/** An ISO timestamp with a zone ("...Z", "+07:00"): its calendar date depends on where it is read. */
const HAS_ZONE = /(?:z|[+-]\d{2}:?\d{2})$/i;

/** 'DD-MMM-YYYY' of a date as it reads in the site's time zone (the same on the server and the browser). */
export function formatDateShortInSiteZone(value: string): string {
  const date = new Date(value);
  // A calendar date or a zoneless time reads the same everywhere.
  if (!HAS_ZONE.test(value.trim()) || Number.isNaN(date.getTime())) return formatDateShort(value);
  // The UTC calendar day of the instant moved by WITA's offset is its calendar day in WITA.
  return formatDateShort(new Date(date.getTime() + SITE_UTC_OFFSET_MS).toISOString().slice(0, 10));
}

/**
 * A scholarship date as 'DD-MMM-YYYY' in the visitor's local time (docs/product-rules.md#scholarships). Rendered on the server
 * and hydrated in the site's time zone, then in the visitor's own (the same text for most visitors).
 */
export function RegistrationDate({ value }: { value: string }) {
  // After hydration, in a transition: a list's worth of dates re-rendered in slices, not in one task.
  const local = useHydrated();
  return <time dateTime={value}>{local ? formatDateShort(value) : formatDateShortInSiteZone(value)}</time>;
}
