import { test, expect, storedRecords } from '../support/fixtures';
import { placeOrder } from '../support/orders';

const LIMIT_MESSAGE = 'Anda hanya boleh melihat riwayat pengiriman sebanyak 5 kali';

test.describe('parcel tracking', () => {
  test('views 1 to 5 show the history newest first; the 6th shows 5 and the limit message', async ({
    page,
    request,
  }) => {
    const { id, waybill } = await placeOrder(request, 'Rina Kusuma');
    for (let view = 1; view <= 6; view += 1) {
      await page.goto(`/merchandise/tracking/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Tracking Order' })).toBeVisible();
      await expect(page.getByText('Rina Kusuma')).toBeVisible();
      await expect(page.getByText(waybill)).toBeVisible();
      await expect(page.getByText('Riwayat pengiriman hanya dapat dilihat sebanyak 5 kali.')).toBeVisible();
      await expect(page.getByTestId('tracking-count')).toHaveText(`${Math.min(view, 5)} dari 5`);
      if (view <= 5) {
        const events = page.getByRole('list', { name: /Riwayat pengiriman/ }).getByRole('listitem');
        await expect(events).toHaveCount(2);
        await expect(events.nth(0)).toContainText('Kurir ditugaskan untuk menjemput paket');
        await expect(events.nth(0)).toContainText('Terbaru');
        await expect(events.nth(1)).toContainText('Pesanan dibuat dan menunggu penjemputan kurir');
        await expect(page.getByText(LIMIT_MESSAGE)).toHaveCount(0);
      } else {
        await expect(page.getByText(LIMIT_MESSAGE)).toBeVisible();
        await expect(page.getByRole('list', { name: /Riwayat pengiriman/ })).toHaveCount(0);
        const link = page.getByRole('link', { name: /Lacak di situs Biteship/ });
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('href', new RegExp(`waybill_id=${waybill}`));
      }
    }
    const views = (await storedRecords(request, 'tracking-views')).find((v) => v.tracking_id === id);
    expect(views?.count_tracking).toBe(6);
  });

  test('a seeded parcel shows its dated events, newest first, in Indonesian', async ({ page }) => {
    // TRK-0002 is seeded at zero views, and every run starts local-api on the seed (playwright.config.ts).
    await page.goto('/merchandise/tracking/TRK-0002');
    await expect(page.getByText('Ni Luh Ayu Pratiwi', { exact: true })).toBeVisible();
    const events = page.getByRole('list', { name: /Riwayat pengiriman/ }).getByRole('listitem');
    await expect(events).toHaveCount(6);
    await expect(events.first()).toContainText('Paket diterima oleh Ni Luh Ayu Pratiwi');
    await expect(events.first()).toContainText('11 November 2026');
    await expect(events.last()).toContainText('09 November 2026');
  });

  test('an unknown id gets a not-found state', async ({ page }) => {
    await page.goto('/merchandise/tracking/TRK-TIDAK-ADA');
    await expect(page).toHaveTitle(/Tracking Order/);
    await expect(page.getByText('Pesanan tidak ditemukan')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Lihat Merchandise' })).toBeVisible();
  });

  test('the page stands outside the site layout with its own way home', async ({ page, request }) => {
    const { id } = await placeOrder(request, 'Dimas Prasetyo');
    await page.goto(`/merchandise/tracking/${id}`);
    await expect(page).toHaveTitle(/Tracking Order/);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await page.getByRole('link', { name: 'Kembali ke Beranda' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner')).toBeVisible();
  });
});

test.describe('parcel tracking on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('nothing overflows the screen', async ({ page, request }) => {
    const { id } = await placeOrder(request, 'Andi Nurul Fadhilah');
    await page.goto(`/merchandise/tracking/${id}`);
    await expect(page.getByRole('list', { name: /Riwayat pengiriman/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
