import { slidesToShowFor, SWIPE_THRESHOLD_PX, touchThresholdFor } from './swipe';
import { yearsOfExperience } from './years';

test('years of experience is the current year minus 2010', () => {
  expect(yearsOfExperience(new Date(2026, 0, 1))).toBe(16);
  expect(yearsOfExperience(new Date(2031, 11, 31))).toBe(21);
  expect(yearsOfExperience()).toBe(new Date().getFullYear() - 2010);
});

test('the carousel moves on a 40 px swipe whatever its width', () => {
  for (const width of [358, 736, 1136]) {
    // react-slick's own rule: a swipe moves when it is longer than listWidth / touchThreshold.
    expect(width / touchThresholdFor(width)).toBeCloseTo(SWIPE_THRESHOLD_PX);
  }
  expect(touchThresholdFor(0)).toBeGreaterThan(0);
});

test('one destination card fits a phone and four fit a desktop', () => {
  expect(slidesToShowFor(358)).toBe(1);
  expect(slidesToShowFor(600)).toBe(2);
  expect(slidesToShowFor(800)).toBe(3);
  expect(slidesToShowFor(1136)).toBe(4);
});
