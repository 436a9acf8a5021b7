import { formatDateLong } from '@niec/shared/dates';

const clock = new Intl.DateTimeFormat('id-ID', { hour: '2-digit', minute: '2-digit', hour12: false });

/** "16 November 2026, 09.12" in the buyer's time zone. */
export function formatEventDate(value: string): string {
  const t = Date.parse(value);
  if (Number.isNaN(t)) return value;
  return `${formatDateLong(value)}, ${clock.format(new Date(t))}`;
}

const MONTHS = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
];

/**
 * "16 November 2026, 09.12" as the aggregator wrote it (the wall-clock time of its own offset), in the same
 * form as formatEventDate. The server does not know the buyer's time zone and renders this; the browser
 * switches to the buyer's time zone once it has hydrated the page. It reads only the digits of the string, so
 * server and browser produce the same text whatever their time zones and ICU data.
 */
export function formatEventDateAsWritten(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})/.exec(value);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month || Number.isNaN(Date.parse(value))) return value;
  const [, year, , day, hours, minutes] = match;
  return `${day} ${month} ${year}, ${hours}.${minutes}`;
}
