import { formatSalary } from './format-salary';

const plain = (text: string | null) => text?.replace(/\s/g, ' ') ?? null;

test('a range reads as two rupiah amounts joined by a dash', () => {
  expect(plain(formatSalary(5000000, 7000000))).toBe('Rp 5.000.000 - Rp 7.000.000');
});

test('a missing upper figure shows only gaji_1', () => {
  expect(plain(formatSalary(4800000, null))).toBe('Rp 4.800.000');
});

test('no figures at all give nothing to show', () => {
  expect(formatSalary(null, null)).toBeNull();
});
