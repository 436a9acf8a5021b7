import dayjs from 'dayjs';
import 'dayjs/locale/id';

const rupiah = new Intl.NumberFormat('id-ID', {
  style: 'currency',
  currency: 'IDR',
  // Pinned: older ICU prints ",00" otherwise (ARCHITECTURE.md).
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** 150000 -> "Rp 150.000" (with the no-break space Intl puts after "Rp"). */
export function formatRupiah(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value) : (value ?? 0);
  return rupiah.format(Number.isFinite(n) ? n : 0);
}

type DateInput = string | number | Date | null | undefined;

function toDay(value: DateInput): dayjs.Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const d = dayjs(value);
  return d.isValid() ? d : null;
}

/** "05 Maret 2026" — the article date format 'DD MMMM YYYY' in Indonesian. */
export function formatDateLong(value: DateInput): string {
  return toDay(value)?.locale('id').format('DD MMMM YYYY') ?? '';
}

/** "05-Mar-2026" — the scholarship date format 'DD-MMM-YYYY', in local time. */
export function formatDateShort(value: DateInput): string {
  return toDay(value)?.locale('id').format('DD-MMM-YYYY') ?? '';
}

/** Day, Indonesian month name and year as separate parts (article cards). */
export function dateParts(value: DateInput): { day: string; month: string; year: string } | null {
  const d = toDay(value)?.locale('id');
  return d ? { day: d.format('DD'), month: d.format('MMMM'), year: d.format('YYYY') } : null;
}

/** Cuts text to `max` characters and appends '...' when it was longer. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}
