import type { Scholarship } from '../types/entities';

const SCHOLARSHIPS = {
  /** Partially funded, at one university, open to every program. */
  ecu: {
    id: 2,
    scholarship_name: "ECU Vice-Chancellor's Scholarship",
    scholarship_type: 2,
    open_reg: '2026-07-15',
    close_reg: '2027-01-31',
    country: { countrycode: 'AU', countryname: 'Australia' },
    universities: { nama_sekolah: 'Edith Cowan University' },
    program: null,
    code_school_rep: 'SR102',
  },
  /** Fully funded, at any university, for a Master. */
  chevening: {
    id: 13,
    scholarship_name: 'Chevening Scholarship',
    scholarship_type: 1,
    open_reg: '2026-08-05',
    close_reg: '2026-12-03',
    country: { countrycode: 'UK', countryname: 'United Kingdom' },
    universities: null,
    program: [{ program: 'Master' }],
    code_school_rep: null,
  },
} satisfies Record<string, Scholarship>;

/**
 * A scholarship as the API's list answers it (`GET /website/scholarship`). The scholarship list's tests and the
 * calendar file's test start from the same records, each test changing only what it is about (its dates, its
 * name); a fresh object each call, so no test sees another's changes.
 */
export function scholarshipRecord(
  which: keyof typeof SCHOLARSHIPS = 'ecu',
  overrides: Partial<Scholarship> = {},
): Scholarship {
  return JSON.parse(JSON.stringify({ ...SCHOLARSHIPS[which], ...overrides })) as Scholarship;
}
