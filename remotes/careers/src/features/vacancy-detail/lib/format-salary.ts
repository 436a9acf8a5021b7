import { formatRupiah } from '@niec/shared';

/** 'Rp 5.000.000 - Rp 7.000.000', or only the lower figure when gaji_2 is missing; null when neither is set. */
export function formatSalary(min: number | null, max: number | null): string | null {
  if (min === null && max === null) return null;
  if (min === null) return formatRupiah(max);
  if (max === null || max === min) return formatRupiah(min);
  return `${formatRupiah(min)} - ${formatRupiah(max)}`;
}
