import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/**
 * Registration deadlines are read in Jakarta time (WIB), where most applicants live and where the
 * scholarship providers' Indonesian offices count their days. The render server computes "today" there and
 * passes it to the browser with the page data, so a page hydrated a second after midnight shows what the
 * server rendered (docs/decisions/005-server-rendering.md).
 */
export const DEADLINE_TIME_ZONE = 'Asia/Jakarta';

/**
 * Jakarta's offset from UTC: +07:00 all year (WIB keeps no daylight saving, and has not changed since 1964).
 * A fixed offset, not dayjs's timezone plugin: that asks Intl for a new formatter on every call, which cost
 * 140 ms of a phone's main thread while /scholarship hydrated its cards (docs/decisions/008-hydrate-less.md).
 */
const JAKARTA_UTC_OFFSET_MINUTES = 7 * 60;

/** 'Segera ditutup' from this many days before the closing day, the closing day itself included. */
export const CLOSING_SOON_DAYS = 14;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** An ISO timestamp with a zone ("...Z", "+07:00"): its calendar day depends on where it is read. */
const HAS_ZONE = /(?:z|[+-]\d{2}:?\d{2})$/i;

/** Today's date in Jakarta, YYYY-MM-DD. */
export function todayInJakarta(now: Date = new Date()): string {
  return dayjs(now).utcOffset(JAKARTA_UTC_OFFSET_MINUTES).format('YYYY-MM-DD');
}

/**
 * The calendar day (YYYY-MM-DD, Jakarta) a `close_reg` value names: a plain date is that day, a zoneless
 * date-time is read as Jakarta time, a timestamp with a zone is converted. null when it is not a date.
 */
export function closingDay(closeReg: string | null | undefined): string | null {
  const value = (closeReg ?? '').trim();
  if (!value) return null;
  if (ISO_DAY.test(value)) return dayjs(value).isValid() ? value : null;
  if (HAS_ZONE.test(value)) {
    const instant = dayjs(value);
    return instant.isValid() ? instant.utcOffset(JAKARTA_UTC_OFFSET_MINUTES).format('YYYY-MM-DD') : null;
  }
  const day = value.slice(0, 10);
  return ISO_DAY.test(day) && dayjs(day).isValid() ? day : null;
}

export type Deadline =
  /** More than CLOSING_SOON_DAYS days left. */
  | { state: 'open'; closesOn: string; daysLeft: number }
  /** 0 (the closing day itself) to CLOSING_SOON_DAYS days left. */
  | { state: 'closing'; closesOn: string; daysLeft: number }
  /** The closing day has passed. */
  | { state: 'closed'; closesOn: string }
  /** No readable closing day: shown as before, never hidden as closed. */
  | { state: 'unknown' };

/** Where a scholarship's registration stands on `today` (YYYY-MM-DD in Jakarta, todayInJakarta()). */
export function deadlineOf(closeReg: string | null | undefined, today: string): Deadline {
  const closesOn = closingDay(closeReg);
  if (!closesOn) return { state: 'unknown' };
  // Both are calendar days: compare them as UTC midnights so no zone or DST can shift the count.
  const daysLeft = dayjs.utc(closesOn).diff(dayjs.utc(today), 'day');
  if (daysLeft < 0) return { state: 'closed', closesOn };
  return { state: daysLeft <= CLOSING_SOON_DAYS ? 'closing' : 'open', closesOn, daysLeft };
}

/** The days-left line of a scholarship closing soon: 'Ditutup dalam 5 hari', 'Ditutup hari ini'. */
export function daysLeftLabel(daysLeft: number): string {
  return daysLeft === 0 ? 'Ditutup hari ini' : `Ditutup dalam ${daysLeft} hari`;
}
