import { canShowHistory, displayedViewCount, newestFirst, publicTrackingUrl } from './model';

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
