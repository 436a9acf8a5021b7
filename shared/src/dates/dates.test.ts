import { dateParts, formatDateLong, formatDateShort } from '@niec/shared/dates';

test('article dates read DD MMMM YYYY with Indonesian month names', () => {
  expect(formatDateLong('2026-03-05T10:00:00')).toBe('05 Maret 2026');
  expect(formatDateLong('2025-12-31')).toBe('31 Desember 2025');
  expect(formatDateLong('')).toBe('');
  expect(formatDateLong('not a date')).toBe('');
});

test('scholarship dates read DD-MMM-YYYY in local time', () => {
  expect(formatDateShort('2026-08-17')).toBe('17-Agt-2026');
  expect(formatDateShort(new Date(2026, 0, 9))).toBe('09-Jan-2026');
});

test('date parts give day, Indonesian month name and year', () => {
  expect(dateParts('2026-05-20T08:00:00')).toEqual({ day: '20', month: 'Mei', year: '2026' });
  expect(dateParts(null)).toBeNull();
});
