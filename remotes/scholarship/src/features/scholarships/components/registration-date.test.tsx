import { formatDateShort } from '@niec/shared/dates';
import { formatDateShortInSiteZone } from './registration-date';

describe('a scholarship date as the server renders it (WITA, UTC+08:00)', () => {
  it('reads a timestamp with a zone on its calendar day in Bali', () => {
    expect(formatDateShortInSiteZone('2026-12-03T15:59:59Z')).toBe(formatDateShort('2026-12-03'));
    expect(formatDateShortInSiteZone('2026-12-03T16:00:00Z')).toBe(formatDateShort('2026-12-04'));
    expect(formatDateShortInSiteZone('2026-12-04T00:30:00+09:00')).toBe(formatDateShort('2026-12-03'));
    expect(formatDateShortInSiteZone('2026-12-31T23:30:00+07:00')).toBe(formatDateShort('2027-01-01'));
  });

  it('leaves calendar dates and zoneless times as they are written', () => {
    expect(formatDateShortInSiteZone('2026-12-03')).toBe(formatDateShort('2026-12-03'));
    expect(formatDateShortInSiteZone('2026-12-03 23:30:00')).toBe(formatDateShort('2026-12-03 23:30:00'));
    expect(formatDateShort('2026-12-04')).toMatch(/^04-\w{3}-2026$/);
  });
});
