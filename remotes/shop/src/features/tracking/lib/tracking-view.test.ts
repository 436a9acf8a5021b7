import {
  canShowHistory,
  displayedViewCount,
  formatEventDate,
  formatEventDateAsWritten,
  newestFirst,
  publicTrackingUrl,
} from './tracking-view';

test('the history is shown for views 1 to 5 and not from the 6th', () => {
  expect([1, 2, 3, 4, 5, 6, 7].map(canShowHistory)).toEqual([true, true, true, true, true, false, false]);
});

test('a count of 6 is shown as 5', () => {
  expect(displayedViewCount(6)).toBe(5);
  expect(displayedViewCount(3)).toBe(3);
});

test('events are ordered newest first, whatever order the aggregator sends', () => {
  const events = [
    { note: 'dijemput', eventDate: '2026-11-16T15:40:00+08:00' },
    { note: 'diterima', eventDate: '2026-11-18T08:15:00+07:00' },
    { note: 'dibuat', eventDate: '2026-11-16T09:12:00+08:00' },
  ];
  expect(newestFirst(events).map((e) => e.note)).toEqual(['diterima', 'dijemput', 'dibuat']);
});

test('the public tracking link carries the waybill and the courier', () => {
  const url = new URL(publicTrackingUrl('JNE0012345678', 'jne'));
  expect(url.protocol).toBe('https:');
  expect(url.searchParams.get('waybill_id')).toBe('JNE0012345678');
  expect(url.searchParams.get('courier')).toBe('jne');
});

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
