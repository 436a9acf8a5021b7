import { SITE_NAME } from '@niec/shared';
import { localBusiness, LOGO_PATH, type DayOfWeek, type JsonLd } from '@niec/shared/seo';
import type { Branch } from '../model';

const WEEK: readonly { id: string; day: DayOfWeek }[] = [
  { id: 'senin', day: 'Monday' },
  { id: 'selasa', day: 'Tuesday' },
  { id: 'rabu', day: 'Wednesday' },
  { id: 'kamis', day: 'Thursday' },
  { id: 'jumat', day: 'Friday' },
  { id: 'sabtu', day: 'Saturday' },
  { id: 'minggu', day: 'Sunday' },
];

/** 'Senin - Sabtu' (the days the page shows) → Monday to Saturday. */
export function openingDays(days: string): DayOfWeek[] {
  const [from, to = from] = days.split('-').map((part) => part.trim().toLowerCase());
  const start = WEEK.findIndex((entry) => entry.id === from);
  const end = WEEK.findIndex((entry) => entry.id === to);
  if (start < 0 || end < start) throw new Error(`Unknown opening days: ${days}`);
  return WEEK.slice(start, end + 1).map((entry) => entry.day);
}

/** '09:00-18:00 WITA' (the hours the page shows, in the branch's local time) → opens 09:00, closes 18:00. */
export function openingHours(hours: string): { opens: string; closes: string } {
  const match = /^(\d{2}:\d{2})\s*-\s*(\d{2}:\d{2})/.exec(hours.trim());
  if (!match?.[1] || !match[2]) throw new Error(`Unknown opening hours: ${hours}`);
  return { opens: match[1], closes: match[2] };
}

/** A branch as a LocalBusiness of search results, with the days and hours its page shows. */
export function branchStructuredData(branch: Branch, path: string): JsonLd {
  return localBusiness({
    path,
    name: `${SITE_NAME} ${branch.name}`,
    address: branch.postalAddress,
    telephone: branch.phone.href.replace(/^tel:/, ''),
    email: branch.email,
    image: LOGO_PATH,
    hours: { days: openingDays(branch.days), ...openingHours(branch.hours) },
  });
}
