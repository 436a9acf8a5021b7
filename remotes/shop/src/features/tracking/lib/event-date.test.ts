import { formatEventDate, formatEventDateAsWritten } from './event-date';

test("before the buyer's time zone is known, an event reads as the aggregator wrote it, in the same form", () => {
  expect(formatEventDateAsWritten('2026-11-18T08:15:00+07:00')).toBe('18 November 2026, 08.15');
  expect(formatEventDateAsWritten('2026-01-05T23:59:00Z')).toBe('05 Januari 2026, 23.59');
  expect(formatEventDateAsWritten('kemarin')).toBe('kemarin');
  // Under jest the zone is the machine's; with the offset of the zone, both forms agree.
  const local = new Date(2026, 10, 16, 9, 12);
  const offset = -local.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const hh = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const mm = String(Math.abs(offset) % 60).padStart(2, '0');
  const written = `2026-11-16T09:12:00${sign}${hh}:${mm}`;
  expect(formatEventDateAsWritten(written)).toBe(formatEventDate(written));
});
