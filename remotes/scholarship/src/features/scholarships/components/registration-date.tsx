import { useSyncExternalStore } from 'react';
import { formatDateShort } from '@niec/shared/dates';

/**
 * The time zone the server renders dates in: the company's (Bali, WITA). The server cannot know the
 * visitor's zone, and the browser must hydrate the same text, so both first show a timestamp there.
 */
const SITE_TIME_ZONE = 'Asia/Makassar';
/** An ISO timestamp with a zone ("...Z", "+07:00"): its calendar date depends on where it is read. */
const HAS_ZONE = /(?:z|[+-]\d{2}:?\d{2})$/i;

// Made on first use: a page's first Intl formatter loads the browser's locale data (up to 360 ms on a phone before
// hydration, docs/decisions/008-hydrate-less.md), and dates without a zone never need it.
let siteZoneParts: Intl.DateTimeFormat | undefined;
const siteZoneFormat = () =>
  (siteZoneParts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: SITE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }));

/** 'DD-MMM-YYYY' of a date as it reads in the site's time zone (the same on the server and the browser). */
export function formatDateShortInSiteZone(value: string): string {
  const date = new Date(value);
  // A calendar date or a zoneless time reads the same everywhere.
  if (!HAS_ZONE.test(value.trim()) || Number.isNaN(date.getTime())) return formatDateShort(value);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    siteZoneFormat()
      .formatToParts(date)
      .find((p) => p.type === type)?.value ?? '';
  return formatDateShort(`${part('year')}-${part('month')}-${part('day')}`);
}

const noSubscribe = () => () => undefined;

/**
 * A scholarship date as 'DD-MMM-YYYY' in the visitor's local time (docs/product-rules.md#scholarships). Rendered on the server
 * and hydrated in the site's time zone, then in the visitor's own (the same text for most visitors).
 */
export function RegistrationDate({ value }: { value: string }) {
  const local = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
  return <time dateTime={value}>{local ? formatDateShort(value) : formatDateShortInSiteZone(value)}</time>;
}
