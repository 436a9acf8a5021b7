import { formatRupiah, truncate } from './format';

test('money is shown as Indonesian rupiah without decimals', () => {
  expect(formatRupiah(150000).replace(/\s/g, ' ')).toBe('Rp 150.000');
  expect(formatRupiah(1250000.4).replace(/\s/g, ' ')).toBe('Rp 1.250.000');
  expect(formatRupiah('85000').replace(/\s/g, ' ')).toBe('Rp 85.000');
  expect(formatRupiah(null).replace(/\s/g, ' ')).toBe('Rp 0');
});

test('truncate cuts at the limit and adds ... only when it cut', () => {
  expect(truncate('Beasiswa Penuh ke Australia 2026', 19)).toBe('Beasiswa Penuh ke A...');
  expect(truncate('Pendek', 19)).toBe('Pendek');
});
