import type { Locator, Page, Route } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { remotePort } from '../support/env';
import { seriousAxeViolations } from '../support/axe';
import { gotoHydrated } from '../support/ssr';
import { CART_KEY } from '../../scripts/lib/cart-seed.mjs';

/**
 * Under the render server the HTML is on screen before React takes it over; a click before that is lost (or,
 * on a link, loads a new page). React attaches its props to an element when it hydrates it.
 */
async function hydrated(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$'))))
    .toBe(true);
}

/** Page object of /merchandise (list and cart views) and the header badge. */
class ShopPage {
  constructor(readonly page: Page) {}

  get badge(): Locator {
    return this.page.getByRole('link', { name: /^Keranjang belanja/ });
  }

  get cartToggle(): Locator {
    return this.page.getByRole('group', { name: 'Tampilan toko' }).getByRole('button', { name: /^Keranjang/ });
  }

  get listToggle(): Locator {
    return this.page.getByRole('group', { name: 'Tampilan toko' }).getByRole('button', { name: 'Produk', exact: true });
  }

  get total(): Locator {
    return this.page.getByTestId('cart-total');
  }

  card(name: string): Locator {
    return this.page.getByRole('listitem').filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  addButton(name: string): Locator {
    // The first of the card's buttons: Add to Cart, then 'Simpan'.
    return this.card(name).getByRole('button').first();
  }

  async openList(): Promise<void> {
    await this.page.goto('/merchandise');
    await expect(this.page.getByRole('link', { name: 'Kaos NIEC Study Abroad', exact: true })).toBeVisible();
  }

  async add(name: string): Promise<void> {
    const button = this.addButton(name);
    await expect(button).toHaveAccessibleName('Add to Cart');
    await hydrated(button);
    await button.click();
    await expect(button).toHaveAccessibleName(/^In Cart/);
  }

  async storedCart(): Promise<unknown> {
    return this.page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown, CART_KEY);
  }
}

function rupiah(amount: string): RegExp {
  return new RegExp(`Rp\\s?${amount.replace(/\./g, '\\.')}`);
}

test.describe('merchandise list and cart', () => {
  test('adding a product disables its button, counts it in the toggle and the header badge, and lists it in the cart', async ({
    page,
  }) => {
    const shop = new ShopPage(page);
    await shop.openList();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Merchandise NIEC');
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(8);
    await expect(shop.badge).toHaveAccessibleName('Keranjang belanja, 0 produk');
    await expect(shop.card('Hoodie NIEC Indonesia')).toContainText(rupiah('325.000'));
    await expect(page.getByRole('link', { name: 'Hoodie NIEC Indonesia', exact: true })).toHaveAttribute(
      'href',
      '/MerchandiseDetail/NIEC-002',
    );

    await shop.add('Hoodie NIEC Indonesia');
    await expect(shop.addButton('Hoodie NIEC Indonesia')).toHaveAccessibleName('In Cart (1)');
    await expect(shop.addButton('Hoodie NIEC Indonesia')).toBeDisabled();
    await shop.add('Tote Bag Kanvas NIEC');
    await expect(shop.cartToggle).toHaveAccessibleName('Keranjang (2 produk)');
    await expect(shop.badge).toHaveAccessibleName('Keranjang belanja, 2 produk');

    await shop.cartToggle.click();
    await expect(page).toHaveURL(/\/merchandise\?view=cart$/);
    await expect(page.getByRole('heading', { name: 'Keranjang Belanja' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Hoodie NIEC Indonesia', 'Tote Bag Kanvas NIEC']);
    await expect(shop.total).toHaveText(rupiah('410.000'));

    // Back returns to the list view (the view lives in the URL).
    await page.goBack();
    await expect(page).toHaveURL(/\/merchandise$/);
    await expect(shop.addButton('Tote Bag Kanvas NIEC')).toHaveAccessibleName('In Cart (1)');
  });

  test('only one member package per order: the second one says why and member items have no quantity controls', async ({
    page,
  }) => {
    const shop = new ShopPage(page);
    await shop.openList();
    await expect(shop.card('Paket Membership NIEC 1 Tahun')).toContainText('Paket Member');
    await shop.add('Paket Membership NIEC 1 Tahun');
    const second = shop.addButton('Paket Membership NIEC + Kaos');
    await expect(second).toHaveAccessibleName('Hanya 1 paket member per pesanan');
    await expect(second).toBeDisabled();
    await second.click({ force: true });
    await expect(shop.cartToggle).toHaveAccessibleName('Keranjang (1 produk)');
    // Ordinary products can still join a member order.
    await shop.add('Kaos NIEC Study Abroad');

    await shop.cartToggle.click();
    const memberLine = page.getByRole('listitem').filter({ hasText: 'Paket Membership NIEC 1 Tahun' });
    await expect(memberLine).toContainText('Jumlah: 1');
    await expect(memberLine.getByRole('button', { name: /jumlah/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Tambah jumlah Kaos NIEC Study Abroad' })).toBeVisible();

    // Checkout passes items, cart total and isMember in route state.
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/merchandise\/checkout$/);
    const state = await page.evaluate(
      () =>
        (window.history.state as { usr?: { items: { code_product: string }[]; cartTotal: number; isMember: boolean } })
          .usr,
    );
    expect(state?.cartTotal).toBe(650000);
    expect(state?.isMember).toBe(true);
    expect(state?.items.map((item) => item.code_product)).toEqual(['NIEC-M01', 'NIEC-001']);

    // After removing the member package, the other one can be added.
    await gotoHydrated(page, '/merchandise?view=cart');
    await page.getByRole('button', { name: 'Hapus Paket Membership NIEC 1 Tahun dari keranjang' }).click();
    await shop.listToggle.click();
    await shop.add('Paket Membership NIEC + Kaos');
  });

  test('quantity changes update line and cart totals; emptying the cart disables Checkout', async ({ page }) => {
    const shop = new ShopPage(page);
    await shop.openList();
    await shop.add('Tumbler Stainless NIEC 500 ml');
    await shop.add('Notebook & Pen Set NIEC');
    await shop.cartToggle.click();

    const plus = page.getByRole('button', { name: 'Tambah jumlah Tumbler Stainless NIEC 500 ml' });
    const minus = page.getByRole('button', { name: 'Kurangi jumlah Tumbler Stainless NIEC 500 ml' });
    const quantity = page.getByRole('group', { name: 'Jumlah Tumbler Stainless NIEC 500 ml' });
    await expect(minus).toBeDisabled();
    await plus.click();
    await plus.click();
    await expect(quantity).toContainText('3');
    await expect(shop.total).toHaveText(rupiah('420.000'));
    await minus.click();
    await expect(quantity).toContainText('2');
    await expect(shop.total).toHaveText(rupiah('300.000'));
    // The toggle and badge count unique items, not pieces.
    await expect(shop.cartToggle).toHaveAccessibleName('Keranjang (2 produk)');
    await expect(shop.badge).toHaveAccessibleName('Keranjang belanja, 2 produk');
    await expect(page.getByText('Jumlah barang')).toBeVisible();

    await page.getByRole('button', { name: 'Kosongkan Keranjang' }).click();
    await expect(page.getByText('Keranjang kamu masih kosong')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Checkout' })).toBeDisabled();
    await expect(shop.total).toHaveText(rupiah('0'));
    await expect(shop.badge).toHaveAccessibleName('Keranjang belanja, 0 produk');
    expect(await shop.storedCart()).toMatchObject({ state: { items: [] } });
  });

  test('the header badge links to the cart view from any page and updates live', async ({ page }) => {
    const shop = new ShopPage(page);
    await gotoHydrated(page, '/about');
    await expect(shop.badge).toHaveAccessibleName('Keranjang belanja, 0 produk');
    await shop.badge.click();
    await expect(page).toHaveURL(/\/merchandise\?view=cart$/);
    await expect(page.getByRole('heading', { name: 'Keranjang Belanja' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Checkout' })).toBeDisabled();
    await shop.listToggle.click();
    await shop.add('Topi Baseball NIEC');
    await expect(shop.badge).toHaveAccessibleName('Keranjang belanja, 1 produk');
    await expect(shop.badge).toContainText('1');
  });

  test('the cart survives a reload', async ({ page }) => {
    const shop = new ShopPage(page);
    await shop.openList();
    await shop.add('Kaos NIEC Study Abroad');
    await shop.cartToggle.click();
    await page.getByRole('button', { name: 'Tambah jumlah Kaos NIEC Study Abroad' }).click();
    await expect(shop.total).toHaveText(rupiah('300.000'));

    await page.reload();
    await expect(shop.badge).toHaveAccessibleName('Keranjang belanja, 1 produk');
    await expect(page.getByRole('group', { name: 'Jumlah Kaos NIEC Study Abroad' })).toContainText('2');
    await expect(shop.total).toHaveText(rupiah('300.000'));
  });

  test('a change in one tab shows in another open tab', async ({ page, context }) => {
    const shop = new ShopPage(page);
    await shop.openList();
    const other = new ShopPage(await context.newPage());
    await other.page.goto('/about');
    await expect(other.badge).toHaveAccessibleName('Keranjang belanja, 0 produk');

    await shop.add('Hoodie NIEC Indonesia');
    await expect(other.badge).toHaveAccessibleName('Keranjang belanja, 1 produk');
    await shop.cartToggle.click();
    await page.getByRole('button', { name: 'Kosongkan Keranjang' }).click();
    await expect(other.badge).toHaveAccessibleName('Keranjang belanja, 0 produk');
  });
});

test.describe('a corrupted stored cart', () => {
  const cases: [string, string][] = [
    ['garbage', '{not json at all'],
    ['a foreign shape', JSON.stringify({ cart: [{ sku: 'X', qty: 'lots' }], owner: 'another-app' })],
    [
      'an old version',
      JSON.stringify({
        state: { items: [{ id: 1, price: 150000, quantity: 2, name_product: 'Kaos' }], metadata: {} },
        version: 0,
      }),
    ],
    [
      'lines of the wrong shape',
      JSON.stringify({
        state: {
          items: [{ id: 1, price: 'gratis', quantity: -4 }, { name_product: { html: '<b>x</b>' } }],
          metadata: 7,
        },
        version: 1,
      }),
    ],
  ];

  for (const [label, value] of cases) {
    test(`${label} in storage gives an empty cart and the shop keeps working`, async ({ page }) => {
      const shop = new ShopPage(page);
      await page.goto('/about');
      await page.evaluate(([key, raw]) => localStorage.setItem(key, raw), [CART_KEY, value] as const);
      await page.goto('/merchandise?view=cart');
      await expect(page.getByText('Keranjang kamu masih kosong')).toBeVisible();
      await expect(shop.badge).toHaveAccessibleName('Keranjang belanja, 0 produk');
      await expect(page.getByRole('button', { name: 'Checkout' })).toBeDisabled();

      await shop.listToggle.click();
      await shop.add('Kaos NIEC Study Abroad');
      await expect(shop.badge).toHaveAccessibleName('Keranjang belanja, 1 produk');
      expect(await shop.storedCart()).toMatchObject({
        state: { items: [{ id: 1, quantity: 1, code_product: 'NIEC-001' }] },
        version: 1,
      });
    });
  }
});

test.describe('product detail', () => {
  test('shows the slider, name, price, description, condition and Add to Cart that turns into In Cart (n)', async ({
    page,
  }) => {
    await page.goto('/MerchandiseDetail/NIEC-004');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tumbler Stainless NIEC 500 ml');
    await expect(page).toHaveTitle('Tumbler Stainless NIEC 500 ml | NIEC Indonesia');
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
    await expect(page.getByText(rupiah('120.000')).first()).toBeVisible();
    await expect(page.getByText('Kondisi')).toBeVisible();
    await expect(page.getByText('Baru', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Deskripsi' }).getByRole('listitem')).toHaveText([
      'Kapasitas 500 ml',
      'Bebas BPA',
      'Tutup anti bocor',
    ]);

    const gallery = page.getByRole('region', { name: 'Foto Tumbler Stainless NIEC 500 ml' });
    await expect(gallery.getByRole('button', { name: /^Tampilkan gambar/ })).toHaveCount(4);
    const prev = gallery.getByRole('button', { name: 'Gambar sebelumnya' });
    const next = gallery.getByRole('button', { name: 'Gambar berikutnya' });
    await expect(prev).toBeDisabled();
    await expect(gallery.getByRole('img', { name: /gambar 1 dari 4/ })).toBeInViewport();
    for (const shown of [2, 3, 4]) {
      await next.click();
      await expect(gallery.getByRole('button', { name: `Tampilkan gambar ${shown} dari 4` })).toHaveAttribute(
        'aria-current',
        'true',
      );
    }
    await expect(next).toBeDisabled();
    await expect(gallery.getByRole('img', { name: /gambar 4 dari 4/ })).toBeInViewport();
    await expect(gallery.getByRole('button', { name: 'Tampilkan gambar 4 dari 4' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    const add = page.getByRole('button', { name: 'Add to Cart' });
    await add.click();
    await expect(page.getByRole('button', { name: 'In Cart (1)' })).toBeDisabled();
    await expect(page.getByRole('link', { name: /^Keranjang belanja/ })).toHaveAccessibleName(
      'Keranjang belanja, 1 produk',
    );
    await page.getByRole('link', { name: 'Lihat Keranjang' }).click();
    await page.getByRole('button', { name: 'Tambah jumlah Tumbler Stainless NIEC 500 ml' }).click();
    await page.goBack();
    await expect(page.getByRole('button', { name: 'In Cart (2)' })).toBeVisible();
  });

  test('the picture box is 540 by 306 on a desktop and keeps its proportions on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/MerchandiseDetail/NIEC-001');
    const picture = page.getByRole('img', { name: /Kaos NIEC Study Abroad, gambar 1 dari 3/ });
    await expect(picture).toBeInViewport();
    const desktop = await picture.boundingBox();
    expect(desktop && Math.round(desktop.width)).toBeLessThanOrEqual(540);
    expect(desktop && Math.round(desktop.width)).toBeGreaterThanOrEqual(536);
    expect(desktop && Math.round(desktop.height)).toBeGreaterThanOrEqual(302);

    await page.setViewportSize({ width: 390, height: 844 });
    // The slider re-measures its slides after a resize.
    await expect.poll(async () => (await picture.boundingBox())?.width ?? 0).toBeLessThan(390);
    const phone = await picture.boundingBox();
    expect(phone).not.toBeNull();
    if (phone) expect(Math.abs(phone.width / phone.height - 540 / 306)).toBeLessThan(0.02);
  });

  test('a product without a description shows the fallback; a single picture has no slider controls', async ({
    page,
  }) => {
    await page.goto('/MerchandiseDetail/NIEC-005');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Topi Baseball NIEC');
    await expect(page.getByText('Deskripsi tidak tersedia')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Topi Baseball NIEC' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Gambar berikutnya' })).toHaveCount(0);
  });

  test('a member package shows why it cannot be added next to another one', async ({ page }) => {
    await page.goto('/MerchandiseDetail/NIEC-M01');
    await hydrated(page.getByRole('button', { name: 'Add to Cart' }));
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.goto('/MerchandiseDetail/NIEC-M02');
    const button = page.getByRole('button', { name: 'Hanya 1 paket member per pesanan' });
    await expect(button).toBeDisabled();
    await expect(page.getByRole('link', { name: /^Keranjang belanja/ })).toHaveAccessibleName(
      'Keranjang belanja, 1 produk',
    );
  });

  test('an unknown product is logged, ends loading and shows a not-found message with a link back', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/MerchandiseDetail/TIDAK-ADA');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Produk tidak ditemukan');
    await expect(page.getByText('Loading...')).toHaveCount(0);
    await expect(page.getByRole('alert')).toContainText('Tidak ada produk dengan kode "TIDAK-ADA".');
    // Under the render server the not-found text is in the HTML: the browser logs once it has hydrated it.
    await expect.poll(() => errors.some((text) => text.includes('Error fetching produk TIDAK-ADA'))).toBe(true);
    await page.getByRole('link', { name: 'Kembali ke Merchandise' }).click();
    await expect(page).toHaveURL(/\/merchandise$/);
  });

  test('a failed load offers a retry that shows the product', async ({ page }) => {
    // The product's data comes from the API in the browser on a static host, and from the render server's
    // /__data on client navigation under server rendering: the first answer of either fails.
    let failed = false;
    const failOnce = async (route: Route) => {
      if (failed) return route.continue();
      failed = true;
      return route.fulfill({ status: 500, json: { message: 'down' } });
    };
    await page.route('**/niec-merchandise/produk-detail/NIEC-003', failOnce);
    await page.route(
      (url) => url.pathname === '/__data' && url.searchParams.get('path') === '/MerchandiseDetail/NIEC-003',
      failOnce,
    );
    await page.goto('/merchandise');
    await hydrated(page.getByRole('link', { name: 'Tote Bag Kanvas NIEC', exact: true }));
    await page.getByRole('link', { name: 'Tote Bag Kanvas NIEC', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Produk gagal dimuat');
    await page.getByRole('button', { name: 'Coba lagi' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tote Bag Kanvas NIEC');
  });
});

test.describe('weight', () => {
  test('the home page loads nothing of the shop, and react-slick loads only on the product detail', async ({
    page,
  }) => {
    const shopOrigin = `http://localhost:${remotePort('shop')}`;
    const pending: Promise<{ url: string; body: string }>[] = [];
    page.on('response', (response) => {
      const url = response.url();
      if (!url.startsWith(shopOrigin)) return;
      pending.push(
        /\.(js|css)(\?|$)/.test(url)
          ? response.text().then(
              (body) => ({ url, body }),
              () => ({ url, body: '' }),
            )
          : Promise.resolve({ url, body: '' }),
      );
    });
    const loaded = () => Promise.all(pending);
    const slickCode = (body: string) => body.includes('slick-track') || body.includes('slickGoTo');

    // React owns each page before the network is asked to go quiet: the scripts start after the first paint
    // (docs/decisions/012-critical-path.md), and a quiet network before them proves nothing.
    await gotoHydrated(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect((await loaded()).map((s) => s.url)).toEqual([]);

    await gotoHydrated(page, '/merchandise');
    await expect(page.getByRole('button', { name: 'Add to Cart' }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const listScripts = await loaded();
    expect(listScripts.length).toBeGreaterThan(0);
    expect(listScripts.filter((s) => slickCode(s.body)).map((s) => s.url)).toEqual([]);

    await page.getByRole('link', { name: 'Tumbler Stainless NIEC 500 ml', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Gambar berikutnya' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect((await loaded()).some((s) => slickCode(s.body))).toBe(true);
  });
});

for (const width of [390, 1280]) {
  test.describe(`shop states at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the list with a member package in the cart and the filled cart view pass axe', async ({ page }) => {
      const shop = new ShopPage(page);
      await shop.openList();
      await shop.add('Paket Membership NIEC 1 Tahun');
      await shop.add('Kaos NIEC Study Abroad');
      await expect(shop.addButton('Paket Membership NIEC + Kaos')).toHaveAccessibleName(
        'Hanya 1 paket member per pesanan',
      );
      expect(await seriousAxeViolations(page, { include: 'main' })).toEqual([]);

      await shop.cartToggle.click();
      await expect(page.getByRole('button', { name: 'Checkout' })).toBeEnabled();
      expect(await seriousAxeViolations(page, { include: 'main' })).toEqual([]);
    });

    test('the product detail with Add to Cart enabled and the not-found page pass axe', async ({ page }) => {
      await page.goto('/MerchandiseDetail/NIEC-002');
      await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Gambar berikutnya' })).toBeVisible();
      expect(await seriousAxeViolations(page, { include: 'main' })).toEqual([]);

      await page.goto('/MerchandiseDetail/TIDAK-ADA');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Produk tidak ditemukan');
      expect(await seriousAxeViolations(page, { include: 'main' })).toEqual([]);
    });
  });
}
