import type { Page } from '@playwright/test';
import { grownTest as test, expect } from '../support/grown-site';
import { gotoWithHeldScripts } from '../support/held-scripts';

// A list's pages are links the render server answers (docs/decisions/006-lists-that-grow.md,
// docs/decisions/007-platform-first-controls.md): they work with no script, and a page pressed before hydration
// is the page React takes over. The grown site has pages to turn (1,000 scholarships, 24 a page).
test.skip(process.env.NIEC_SSR === '0', 'the grown site is served by a render server of its own (NIEC_SSR=0)');

const pages = (page: Page) => page.getByRole('navigation', { name: 'Halaman daftar beasiswa' });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the next page of a filtered list is a link the server answers, filter kept', async ({ page, grownSite }) => {
    await page.goto(`${grownSite.url}/scholarship?program=Master`);
    await expect(pages(page)).toContainText('Halaman 1 dari');
    const firstCard = await page.getByRole('main').getByRole('article').first().textContent();
    await pages(page)
      .getByRole('link', { name: /Berikutnya/ })
      .click();
    await expect(page).toHaveURL(`${grownSite.url}/scholarship?program=Master&page=2`);
    await expect(pages(page)).toContainText('Halaman 2 dari');
    await expect(pages(page).getByRole('link', { name: 'Halaman 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('main').getByRole('article').first()).not.toHaveText(firstCard ?? '');
    await expect(page.getByRole('checkbox', { name: 'Master', exact: true })).toBeChecked();
  });
});

test('a page pressed before hydration is the page React takes over, and the next one turns in the browser', async ({
  page,
  grownSite,
}) => {
  const scripts = await gotoWithHeldScripts(page, `${grownSite.url}/scholarship`);
  await expect.poll(() => scripts.held()).toBeGreaterThan(0);
  await pages(page).getByRole('link', { name: 'Halaman 2', exact: true }).click();
  await expect(page).toHaveURL(`${grownSite.url}/scholarship?page=2`);
  await expect(pages(page)).toContainText('Halaman 2 dari');

  await scripts.release();
  await expect(pages(page).getByRole('link', { name: 'Halaman 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await pages(page)
    .getByRole('link', { name: /Berikutnya/ })
    .click();
  await expect(page).toHaveURL(`${grownSite.url}/scholarship?page=3`);
  await expect(pages(page)).toContainText('Halaman 3 dari');
});
