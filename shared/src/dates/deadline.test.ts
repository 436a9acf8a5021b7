import { closingDay, daysLeftLabel, deadlineOf, todayInJakarta } from '@niec/shared/dates';

test("today is Jakarta's date: 17:00 UTC is already the next day there", () => {
  expect(todayInJakarta(new Date('2026-11-26T16:59:59Z'))).toBe('2026-11-26');
  expect(todayInJakarta(new Date('2026-11-26T17:00:00Z'))).toBe('2026-11-27');
});

test('a closing timestamp with a zone is read on its Jakarta day', () => {
  // 23:00 WIB on 3 December, though 4 December has begun in Bali and Tokyo.
  expect(closingDay('2026-12-03T16:00:00Z')).toBe('2026-12-03');
  expect(closingDay('2026-12-03T17:30:00Z')).toBe('2026-12-04');
  expect(closingDay('2027-04-30')).toBe('2027-04-30');
  expect(closingDay('2027-04-30 23:59:00')).toBe('2027-04-30');
  expect(closingDay('')).toBeNull();
  expect(closingDay('bukan tanggal')).toBeNull();
});

test('five days before the closing day it is closing soon, with five days left', () => {
  expect(deadlineOf('2026-12-01', '2026-11-26')).toEqual({ state: 'closing', closesOn: '2026-12-01', daysLeft: 5 });
  expect(daysLeftLabel(5)).toBe('Ditutup dalam 5 hari');
});

test('closing soon starts 14 days before and lasts through the closing day itself', () => {
  expect(deadlineOf('2026-12-11', '2026-11-26').state).toBe('open');
  expect(deadlineOf('2026-12-10', '2026-11-26')).toMatchObject({ state: 'closing', daysLeft: 14 });
  expect(deadlineOf('2026-11-26', '2026-11-26')).toMatchObject({ state: 'closing', daysLeft: 0 });
  expect(daysLeftLabel(0)).toBe('Ditutup hari ini');
});

test('the day after the closing day it is closed; an unreadable date is never called closed', () => {
  expect(deadlineOf('2026-11-25', '2026-11-26')).toEqual({ state: 'closed', closesOn: '2026-11-25' });
  expect(deadlineOf('2026-11-25T16:59:00Z', '2026-11-26').state).toBe('closed');
  expect(deadlineOf('2026-11-25T17:00:00Z', '2026-11-26').state).toBe('closing');
  expect(deadlineOf(null, '2026-11-26')).toEqual({ state: 'unknown' });
});
