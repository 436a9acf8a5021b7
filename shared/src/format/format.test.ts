import { dateParts, formatDateLong, formatDateShort, formatRupiah, truncate } from './format';

test('money is shown as Indonesian rupiah without decimals', () => {
  expect(formatRupiah(150000).replace(/\s/g, ' ')).toBe('Rp 150.000');
  expect(formatRupiah(1250000.4).replace(/\s/g, ' ')).toBe('Rp 1.250.000');
  expect(formatRupiah('85000').replace(/\s/g, ' ')).toBe('Rp 85.000');
  expect(formatRupiah(null).replace(/\s/g, ' ')).toBe('Rp 0');
});

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

test('truncate cuts at the limit and adds ... only when it cut', () => {
  expect(truncate('Beasiswa Penuh ke Australia 2026', 19)).toBe('Beasiswa Penuh ke A...');
  expect(truncate('Pendek', 19)).toBe('Pendek');
});
