import { test, expect } from '../support/fixtures';

// /bandingkan-negara: two to four country guides side by side, rendered on the server and usable without
// JavaScript (a GET form). The figures asserted are the guides' own (remotes/content/src/features/country/data).

const SSR = process.env.NIEC_SSR !== '0';

test.describe('comparing countries without JavaScript', () => {
  test.skip(!SSR, 'without the render server the page is rendered by the browser');
  test.use({ javaScriptEnabled: false });

  test('the served page holds both guides’ figures as written and per month, with its own title and card', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const response = await page.goto('/bandingkan-negara?negara=aus,ger');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Bandingkan Australia dan Jerman | NIEC Indonesia');
    const table = page.getByRole('table', { name: /Perbandingan Australia dan Jerman/ });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText(['Australia', 'Jerman']);
    const housing = table.getByRole('row', { name: /^Tempat tinggal/ });
    // aus.ts: housing 'Sekitar Rp 1,2 juta' per 'minggu' → × 52 / 12.
    await expect(housing).toContainText('Sekitar Rp 1,2 juta per minggu');
    await expect(housing).toContainText('± Rp 5,2 juta per bulan');
    await expect(page.getByText('tidak ada konversi kurs')).toBeVisible();

    const card = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(card).toMatch(/\/og\/bandingkan-negara\.png\?negara=aus,ger$/);
    const png = await request.get(new URL(card!).pathname + new URL(card!).search);
    expect(png.status()).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
  });

  test('the form works without JavaScript: ticked countries are compared', async ({ page }) => {
    await page.goto('/country/jpn');
    await page.getByRole('link', { name: 'Bandingkan biaya hidup Jepang dengan negara lain' }).click();
    await expect(page).toHaveURL(/\/bandingkan-negara\?negara=jpn$/);
    await expect(page.getByRole('checkbox', { name: 'Jepang' })).toBeChecked();
    await page.getByRole('checkbox', { name: 'Korea Selatan' }).check();
    await page.getByRole('button', { name: 'Bandingkan' }).click();
    await expect(page).toHaveURL(/\/bandingkan-negara\?negara=jpn&negara=kor$/);
    await expect(page).toHaveTitle('Bandingkan Jepang dan Korea Selatan | NIEC Indonesia');
  });

  test('on a 390 px phone the comparison is a stack, not a table', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/bandingkan-negara?negara=aus,ger,jpn');
    await expect(page.getByRole('table')).toBeHidden();
    const housing = page.getByRole('region', { name: 'Tempat tinggal' });
    await expect(housing).toBeVisible();
    await expect(housing.getByText('Jepang', { exact: true })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
