import { formatCount, formatRupiah, truncate } from './format';

test('money is shown as Indonesian rupiah without decimals', () => {
  expect(formatRupiah(150000).replace(/\s/g, ' ')).toBe('Rp 150.000');
  expect(formatRupiah(1250000.4).replace(/\s/g, ' ')).toBe('Rp 1.250.000');
  expect(formatRupiah('85000').replace(/\s/g, ' ')).toBe('Rp 85.000');
  expect(formatRupiah(null).replace(/\s/g, ' ')).toBe('Rp 0');
});

test('rupiah and counts read exactly as Intl.NumberFormat writes them for id-ID', () => {
  const rupiah = new Intl.NumberFormat('id-ID', {
    style: 'currency',
    currency: 'IDR',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  const values = [
    0,
    -0,
    -0.4,
    0.5,
    1.5,
    2.5,
    -1.5,
    7,
    42,
    999,
    1000,
    9999.5,
    150000,
    1234567.49,
    -42000,
    2 ** 53,
    1e21,
  ];
  for (const value of values) {
    expect(formatRupiah(value)).toBe(rupiah.format(value));
    expect(formatRupiah(String(value))).toBe(rupiah.format(Number(String(value))));
  }
  for (const value of [0, 1, 12, 123, 1000, 24999, 100000, 1234567, 987654321]) {
    expect(formatCount(value)).toBe(new Intl.NumberFormat('id-ID').format(value));
  }
  expect(formatRupiah(Number.NaN)).toBe(rupiah.format(0));
  expect(formatRupiah('bukan angka')).toBe(rupiah.format(0));
});

test('truncate cuts at the limit and adds ... only when it cut', () => {
  expect(truncate('Beasiswa Penuh ke Australia 2026', 19)).toBe('Beasiswa Penuh ke A...');
  expect(truncate('Pendek', 19)).toBe('Pendek');
});
