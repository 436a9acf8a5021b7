import { formatRupiahShort, monthlyRupiah, parseRupiah } from './cost-figures';

test('reads the guides’ rupiah amounts, ranges included', () => {
  expect(parseRupiah('Rp 1,2 juta')).toEqual({ min: 1_200_000, max: 1_200_000 });
  expect(parseRupiah('Rp 350 ribu')).toEqual({ min: 350_000, max: 350_000 });
  expect(parseRupiah('Rp 10 - 15 juta')).toEqual({ min: 10_000_000, max: 15_000_000 });
  expect(parseRupiah('gratis')).toBeNull();
});

test('per week becomes per month at 52/12 weeks, per hour at 20 hours a week; per month stays as written', () => {
  // 1,2 juta × 52 / 12 = 5.200.000
  expect(monthlyRupiah({ prefix: 'Sekitar', amount: 'Rp 1,2 juta', period: 'minggu' })).toEqual({
    min: 5_200_000,
    max: 5_200_000,
  });
  // 200 ribu × 20 × 52 / 12 = 17.333.333 → 17.330.000
  expect(monthlyRupiah({ prefix: 'Sekitar', amount: 'Rp 200 ribu', period: 'jam' })).toEqual({
    min: 17_330_000,
    max: 17_330_000,
  });
  expect(monthlyRupiah({ prefix: null, amount: 'Rp 10 - 15 juta', period: 'bulan' })).toBeNull();
});

test('monthly figures read like the guides: juta with one decimal, ribu, ranges', () => {
  expect(formatRupiahShort({ min: 5_200_000, max: 5_200_000 })).toBe('Rp 5,2 juta');
  expect(formatRupiahShort({ min: 1_520_000, max: 1_520_000 })).toBe('Rp 1,5 juta');
  expect(formatRupiahShort({ min: 870_000, max: 870_000 })).toBe('Rp 870 ribu');
  expect(formatRupiahShort({ min: 10_000_000, max: 15_000_000 })).toBe('Rp 10 - 15 juta');
  expect(formatRupiahShort({ min: 900_000, max: 1_200_000 })).toBe('Rp 900 ribu - 1,2 juta');
});
