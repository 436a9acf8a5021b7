// The list pages fit the screen: their cards, drawn only near the viewport (listCardClasses in
// @niec/shared/lists), never push the page wider than a phone or a desktop window.
import { test, expect } from '../support/fixtures';
import { gotoHydrated } from '../support/ssr';

const LISTS = [
  { path: '/artikel', cards: 'main article' },
  { path: '/scholarship', cards: 'main article' },
  { path: '/study_tour', cards: '#paket-tour article' },
  { path: '/career', cards: 'main article' },
  { path: '/merchandise', cards: 'main a[href^="/MerchandiseDetail/"]' },
];

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const list of LISTS) {
      test(`${list.path} has no sideways scroll, and its cards lie within the window`, async ({ page }) => {
        await gotoHydrated(page, list.path);
        await expect(page.locator(list.cards).first()).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        // The last card too, which is drawn only once it is scrolled near.
        const last = page.locator(list.cards).last();
        await last.scrollIntoViewIfNeeded();
        const box = await last.boundingBox();
        expect(box!.x + box!.width).toBeLessThanOrEqual(width);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });
    }
  });
}

// The card grids take their columns from uiClasses.columns (a template per width in custom properties): a row
// holds as many cards as the page asks for at that width.
const COLUMNS = [
  { path: '/career', cards: 'main article', perRow: { 390: 1, 1280: 3 } },
  { path: '/merchandise', cards: 'main a[href^="/MerchandiseDetail/"]', perRow: { 390: 2, 1280: 4 } },
] as const;

for (const width of [390, 1280] as const) {
  test.describe(`columns at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const list of COLUMNS) {
      test(`${list.path} lays out ${list.perRow[width]} card(s) a row`, async ({ page }) => {
        await gotoHydrated(page, list.path);
        await expect(page.locator(list.cards).first()).toBeVisible();
        const tops = await page
          .locator(list.cards)
          .evaluateAll((cards) => cards.slice(0, 6).map((card) => Math.round(card.getBoundingClientRect().top)));
        expect(tops.length).toBeGreaterThan(list.perRow[width]);
        expect(tops.filter((top) => top === tops[0])).toHaveLength(list.perRow[width]);
      });
    }
  });
}
