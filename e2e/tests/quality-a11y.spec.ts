import AxeBuilder from '@axe-core/playwright';
import { test, expect } from '../support/fixtures';
import { ONE_ITEM_CART, SITE_ROUTES } from '../support/routes';

for (const width of [390, 1280]) {
  test.describe(`accessibility at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const route of SITE_ROUTES) {
      test(`${route.name} (${route.path}) has no serious or critical axe violations`, async ({ page }) => {
        await page.addInitScript((cart) => localStorage.setItem('niec-cart', cart), ONE_ITEM_CART);
        await page.goto(route.path);
        await expect(page.locator('h1').first()).toBeVisible();
        await expect(page.getByText('Loading...')).toHaveCount(0);
        await expect(page.locator('html')).toHaveAttribute('lang', 'id');
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        const serious = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map(
            (v) =>
              `${v.id}: ${v.help} (${v.nodes
                .map((n) => n.target.join(' '))
                .slice(0, 3)
                .join(', ')})`,
          );
        expect(serious).toEqual([]);
      });
    }
  });
}
