import { grownTest as test, expect, GROWN_ARTICLE } from '../support/grown-site';
import { waitForHydration } from '../support/ssr';

// The lists with the API's data grown (docs/decisions/006-lists-that-grow.md): the site of these tests reads from a
// local-api at LOCAL_API_SEED_SCALE=1000 (1,000 articles and scholarships, 250 products and vacancies,
// 100 tours), through a render server of its own (support/grown-site.ts). Tests of the paginated and
// searchable lists belong here too.
test.skip(process.env.NIEC_SSR === '0', 'the grown site is served by a render server of its own (NIEC_SSR=0)');

test.describe('lists with 1,000 records', () => {
  test.setTimeout(120_000);

  test('/artikel answers 200 from the server and shows the newest generated article first', async ({
    page,
    grownSite,
  }) => {
    const response = await fetch(`${grownSite.url}/artikel`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(GROWN_ARTICLE.title);

    await page.goto(`${grownSite.url}/artikel`);
    await waitForHydration(page);
    const first = page.getByRole('heading', { level: 2, name: GROWN_ARTICLE.title });
    await expect(first).toBeVisible();
    await expect(
      page.locator('article', { has: first }).getByRole('link', { name: /Baca Selengkapnya/ }),
    ).toHaveAttribute('href', `/artikeldetail/${GROWN_ARTICLE.slug}`);
  });

  test('a generated article has its own detail page, server-rendered and hydrated', async ({ page, grownSite }) => {
    const response = await fetch(`${grownSite.url}/artikeldetail/${GROWN_ARTICLE.slug}`);
    expect(response.status).toBe(200);

    await page.goto(`${grownSite.url}/artikeldetail/${GROWN_ARTICLE.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(GROWN_ARTICLE.title);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(GROWN_ARTICLE.title);
  });

  test('navigating from the home page to Artikel loads the grown list in the browser', async ({ page, grownSite }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${grownSite.url}/`);
    await waitForHydration(page);
    const data = page.waitForResponse((r) => r.url().includes('/__data?path=%2Fartikel') && r.ok());
    await page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: 'Artikel' }).click();
    await data;
    await expect(page).toHaveURL(`${grownSite.url}/artikel`);
    await expect(page.getByRole('heading', { level: 2, name: GROWN_ARTICLE.title })).toBeVisible();
  });
});
