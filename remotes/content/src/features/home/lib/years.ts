/** The consultancy was founded in 2010 (docs/product-rules.md#home: years of experience = current year - 2010). */
export const FOUNDING_YEAR = 2010;

export function yearsOfExperience(now: Date = new Date()): number {
  return now.getFullYear() - FOUNDING_YEAR;
}
