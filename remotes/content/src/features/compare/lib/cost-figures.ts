import type { CostItem } from '../../country/model';

/**
 * The conversions of /bandingkan-negara, stated on the page. Every guide already gives its figures in rupiah
 * (the guides' own data files, features/country/data), so no exchange rate is involved; only the period is
 * brought to one unit, per month:
 * - per week: × 52 weeks ÷ 12 months (about 4,33 weeks a month);
 * - per hour (part-time pay): for PART_TIME_HOURS_PER_WEEK hours a week, then as per week. Twenty hours is the
 *   weekly limit most of the twelve countries set for students during the semester (the UK's, for one).
 */
export const WEEKS_PER_MONTH = 52 / 12;
export const PART_TIME_HOURS_PER_WEEK = 20;

export interface Rupiah {
  min: number;
  max: number;
}

const UNITS: Record<string, number> = { ribu: 1_000, juta: 1_000_000, miliar: 1_000_000_000 };

/** 'Rp 1,2 juta' → 1.200.000; 'Rp 10 - 15 juta' → 10 to 15 million; null when the text is not an amount. */
export function parseRupiah(amount: string): Rupiah | null {
  const match = /^\s*Rp\s*([\d.,]+)(?:\s*[-–]\s*([\d.,]+))?\s*(ribu|juta|miliar)?\s*$/i.exec(amount);
  if (!match) return null;
  const unit = match[3] ? UNITS[match[3].toLowerCase()]! : 1;
  // Indonesian numbers: '.' groups thousands, ',' is the decimal point.
  const read = (text: string) => Number(text.replace(/\./g, '').replace(',', '.')) * unit;
  const min = read(match[1]!);
  const max = match[2] ? read(match[2]) : min;
  return Number.isFinite(min) && Number.isFinite(max) ? { min, max } : null;
}

/** A guide's figure per month in rupiah, or null when it is already per month (shown as written) or unreadable. */
export function monthlyRupiah(cost: CostItem): Rupiah | null {
  if (cost.period === 'bulan') return null;
  const amount = parseRupiah(cost.amount);
  if (!amount) return null;
  const factor = cost.period === 'minggu' ? WEEKS_PER_MONTH : PART_TIME_HOURS_PER_WEEK * WEEKS_PER_MONTH;
  // To the nearest Rp 10.000: these are estimates, and more digits would pretend otherwise.
  const round = (value: number) => Math.round((value * factor) / 10_000) * 10_000;
  return { min: round(amount.min), max: round(amount.max) };
}

const oneDecimal = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 });

function formatShort(value: number): string {
  if (value >= 1_000_000) return `${oneDecimal.format(value / 1_000_000)} juta`;
  return `${oneDecimal.format(Math.round(value / 1_000))} ribu`;
}

/** 'Rp 5,2 juta', 'Rp 10 - 15 juta', in the guides' own way of writing money. */
export function formatRupiahShort({ min, max }: Rupiah): string {
  if (min === max) return `Rp ${formatShort(min)}`;
  const sameUnit = min >= 1_000_000 === max >= 1_000_000;
  return sameUnit
    ? `Rp ${formatShort(min).replace(/ (juta|ribu)$/, '')} - ${formatShort(max)}`
    : `Rp ${formatShort(min)} - ${formatShort(max)}`;
}
