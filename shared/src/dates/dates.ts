import dayjs from 'dayjs';
import 'dayjs/locale/id';

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
