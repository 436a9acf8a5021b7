/** docs/product-rules.md#home: a swipe of 40 px moves the destination carousel. */
export const SWIPE_THRESHOLD_PX = 40;

/**
 * react-slick moves on a swipe longer than listWidth / touchThreshold, so a fixed pixel threshold
 * needs touchThreshold = listWidth / px for the list's current width.
 */
export function touchThresholdFor(listWidth: number, thresholdPx = SWIPE_THRESHOLD_PX): number {
  if (!Number.isFinite(listWidth) || listWidth <= 0) return 5;
  return Math.max(1, listWidth / thresholdPx);
}

/** How many destination cards fit the carousel's width (each card needs about 240 px). */
export function slidesToShowFor(width: number): number {
  if (width >= 1000) return 4;
  if (width >= 720) return 3;
  if (width >= 480) return 2;
  return 1;
}
