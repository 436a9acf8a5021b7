import { test, expect } from '../support/fixtures';
import { seedCart } from '../../scripts/lib/cart-seed.mjs';
import { seriousAxeViolations } from '../support/axe';
import { SITE_ROUTES } from '../support/routes';

// Every check only reads its page (the cart is seeded in the test's own browser context): both workers share
// the forty of them, so the suite's longest file does not run on one worker alone.
test.describe.configure({ mode: 'parallel' });

for (const width of [390, 1280]) {
  test.describe(`accessibility at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const route of SITE_ROUTES) {
      test(`${route.name} (${route.path}) has no serious or critical axe violations`, async ({ page }) => {
        await seedCart(page);
        await page.goto(route.path);
        await expect(page.locator('h1').first()).toBeVisible();
        await expect(page.getByText('Loading...')).toHaveCount(0);
        await expect(page.locator('html')).toHaveAttribute('lang', 'id');
        expect(await seriousAxeViolations(page)).toEqual([]);
      });
    }
  });
}
