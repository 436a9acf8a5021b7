import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test, expect, storedRecords, type StoredRecord } from '../support/fixtures';
import { apiUrl } from '../support/env';
import { gotoHydrated } from '../support/ssr';
import {
  CART_KEY,
  KAOS as SEEDED_KAOS,
  MEMBERSHIP as SEEDED_MEMBERSHIP,
  storedCart,
  type CartLine,
} from '../../scripts/lib/cart-seed.mjs';
import { fieldLabel as label } from '../support/forms';

const THANK_YOU = 'Terima Kasih Sudah Membeli! Pesanan kamu akan segera kami proses, harap ditunggu ya ;)';
const EXPIRED_MESSAGE = 'Email ini sudah terdaftar sebagai member yang masa aktifnya habis. Gunakan email lain.';

/** A line of the stored cart a spec seeds. */
type SeedItem = CartLine;

const KAOS: SeedItem = { ...SEEDED_KAOS, quantity: 2 };
const TOTE: SeedItem = {
  id: 3,
  price: 85000,
  quantity: 1,
  name_product: 'Tote Bag Kanvas NIEC',
  code_product: 'NIEC-003',
  is_with_member: 0,
};
const MEMBERSHIP: SeedItem = { ...SEEDED_MEMBERSHIP, quantity: 1 };

/** An address nobody else's test uses, so repeated runs against the same local-api stay apart. */
function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;
}

function rupiah(amount: number): RegExp {
  return new RegExp(`Rp\\s?${amount.toLocaleString('id-ID').replace(/\./g, '\\.')}`);
}

const shippingItems = (items: SeedItem[]) =>
  items.map((item) => ({
    name: item.name_product,
    description: item.code_product,
    value: item.price,
    weight: 1000,
    quantity: item.quantity,
  }));

/** The price local-api's aggregator quotes for one service, asked the same way the page asks. */
async function quotedPrice(request: APIRequestContext, postal: number, items: SeedItem[], type: string) {
  const response = await request.post(`${apiUrl}/shipping/v1/rates/couriers`, {
    headers: { Authorization: 'Bearer local-shipping-token' },
    data: {
      origin_postal_code: 80111,
      destination_postal_code: postal,
      couriers: 'jne,jnt,grab,gojek',
      items: shippingItems(items),
    },
  });
  expect(response.ok()).toBeTruthy();
  const { pricing } = (await response.json()) as { pricing: { courier_code: string; type: string; price: number }[] };
  const option = pricing.find((p) => `${p.courier_code}/${p.type}` === type);
  expect(option, `a ${type} quote`).toBeDefined();
  return option?.price ?? 0;
}

async function ordersFor(request: APIRequestContext, email: string): Promise<StoredRecord[]> {
  return (await storedRecords(request, 'orders')).filter(
    (order) => (order.payload as { destination_contact_email?: string }).destination_contact_email === email,
  );
}

/** Page object of /merchandise/checkout. */
class CheckoutPage {
  constructor(readonly page: Page) {}

  /** Seeds the stored cart (as the catalogue would) and opens checkout without route state. */
  async open(items: SeedItem[]): Promise<void> {
    await this.page.goto('/config.json');
    await this.page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      CART_KEY,
      storedCart(items),
    ] as const);
    await gotoHydrated(this.page, '/merchandise/checkout');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  }

  field(text: string): Locator {
    return this.page.getByLabel(label(text));
  }

  get stepHeading(): Locator {
    return this.page.locator('#checkout-step-title');
  }

  get summary(): Locator {
    return this.page.getByRole('complementary', { name: 'Ringkasan Pembayaran' });
  }

  get total(): Locator {
    return this.page.getByTestId('checkout-total');
  }

  get steps(): Locator {
    return this.page.getByRole('list', { name: 'Langkah checkout' }).getByRole('listitem');
  }

  /** The error text under a field (FieldShell ties it with aria-describedby). */
  async errorOf(text: string): Promise<string> {
    const control = this.field(text);
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    return control.evaluate((el) => {
      const ids = (el.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
      return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
    });
  }

  async fillAddress(values: { email: string; postal?: string; name?: string }): Promise<void> {
    await this.field('Nama Lengkap').fill(values.name ?? 'Putu Eka Saputra');
    await this.field('Email').fill(values.email);
    await this.field('Nomor Telepon').fill('081234567890');
    await this.field('Alamat').fill('Jl. Raya Kuta No. 12');
    await this.field('Provinsi').selectOption({ label: 'Bali' });
    const regency = this.field('Kabupaten/Kota');
    await expect(regency.getByRole('option', { name: 'Kabupaten Badung' })).toHaveCount(1);
    await regency.selectOption({ label: 'Kabupaten Badung' });
    await this.field('Kode Pos').fill(values.postal ?? '80361');
  }

  async next(): Promise<void> {
    await this.page.getByRole('button', { name: 'Selanjutnya' }).click();
  }

  /** Chooses the courier option whose label starts with `start` and confirms it. */
  async chooseCourier(start: RegExp = /^JNE Layanan Reguler/): Promise<void> {
    await expect(this.stepHeading).toHaveText('Pengiriman');
    const select = this.field('Kurir');
    const value = await select.locator('option', { hasText: start }).getAttribute('value');
    expect(value, `a courier option matching ${String(start)}`).not.toBeNull();
    await select.selectOption(value ?? '');
    await this.page.getByRole('button', { name: 'Pilih Pengiriman' }).click();
  }

  async registerMember(email: string): Promise<void> {
    await expect(this.stepHeading).toHaveText('Registrasi Member');
    await this.field('Email').fill(email);
    await this.field('Password').fill('rahasia123');
    await this.field('Konfirmasi Password').fill('rahasia123');
    const consultant = this.field('Konsultan');
    await expect(consultant.getByRole('option', { name: 'Made Ayu Lestari - Denpasar' })).toHaveCount(1);
    await consultant.selectOption({ label: 'Made Ayu Lestari - Denpasar' });
    await this.field('Provinsi Sekolah').selectOption({ label: 'Bali' });
    const school = this.page.getByRole('combobox', { name: 'Sekolah', exact: true });
    await expect(school).toBeEnabled();
    await school.fill('singaraja');
    await expect(this.page.getByRole('option', { name: 'SMA Negeri 1 Singaraja' })).toBeVisible();
    await school.press('ArrowDown');
    await school.press('Enter');
    await expect(school).toHaveValue('SMA Negeri 1 Singaraja');
    await this.page.getByRole('button', { name: 'Registrasi' }).click();
  }

  get bayar(): Locator {
    return this.page.getByRole('button', { name: 'Bayar', exact: true });
  }

  /** The payment provider's popup (local stand-in). */
  get popup(): Locator {
    return this.page.getByRole('dialog', { name: 'Pembayaran', exact: true });
  }

  async storedCartItems(): Promise<unknown[]> {
    return this.page.evaluate((key) => {
      const raw = localStorage.getItem(key);
      return raw ? ((JSON.parse(raw) as { state: { items: unknown[] } }).state.items ?? []) : [];
    }, CART_KEY);
  }
}

test.describe('checkout', () => {
  test('a non-member buys, pays successfully, the exact order is stored and the cart is cleared', async ({
    page,
    request,
  }) => {
    const checkout = new CheckoutPage(page);
    const email = uniqueEmail('putu');
    await checkout.open([KAOS, TOTE]);

    await expect(checkout.steps).toHaveText(['1Alamat', '2Pengiriman', '3Pembayaran']);
    await expect(checkout.steps.nth(0)).toHaveAttribute('aria-current', 'step');
    await expect(checkout.summary).toContainText('Kaos NIEC Study Abroad');
    await expect(checkout.summary).toContainText(/2 × Rp\s150\.000/);
    await expect(checkout.summary).toContainText(/1 × Rp\s85\.000/);
    await expect(checkout.summary).toContainText('Belum dipilih');
    await expect(checkout.total).toHaveText(rupiah(385000));
    await expect(checkout.bayar).toHaveCount(0);

    await checkout.fillAddress({ email });
    await checkout.next();
    const ongkir = await quotedPrice(request, 80361, [KAOS, TOTE], 'jne/reg');
    const options = checkout.field('Kurir').locator('option');
    // Same-city destination: the instant couriers are offered, with durations in Indonesian units.
    await expect(options.filter({ hasText: /^GoSend On Demand Instant \(bike\) \(1 - 2 jam\) - Rp/ })).toHaveCount(1);
    await expect(options.filter({ hasText: /^JNE Layanan Reguler \(1 - 2 hari\) - Rp/ })).toHaveCount(1);
    await checkout.chooseCourier(/^JNE Layanan Reguler/);

    await expect(checkout.stepHeading).toHaveText('Pembayaran');
    await expect(checkout.steps.nth(2)).toHaveAttribute('aria-current', 'step');
    await expect(checkout.summary).toContainText(rupiah(ongkir));
    await expect(checkout.total).toHaveText(rupiah(385000 + ongkir));

    await checkout.bayar.click();
    await expect(checkout.popup).toBeVisible();
    await expect(checkout.popup).toContainText(rupiah(385000 + ongkir));
    await checkout.popup.getByRole('button', { name: 'Bayar Berhasil' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Pembayaran berhasil' })).toBeVisible();
    const thanks = page.getByRole('dialog', { name: 'Pembayaran Berhasil' });
    await expect(thanks).toContainText(THANK_YOU);
    expect(await checkout.storedCartItems()).toEqual([]);
    await thanks.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/merchandise$/);

    const orders = await ordersFor(request, email);
    expect(orders).toHaveLength(1);
    expect(orders[0]?.payload).toEqual({
      destination_contact_name: 'Putu Eka Saputra',
      destination_contact_phone: '081234567890',
      destination_address: 'Jl. Raya Kuta No. 12',
      destination_contact_email: email,
      destination_postal_code: 80361,
      courier_company: 'jne',
      courier_type: 'reg',
      courier_insurance: 500000,
      delivery_type: 'now',
      ongkir,
      items: shippingItems([KAOS, TOTE]),
      total: 385000 + ongkir,
    });
    // The popup reported the outcome, as the provider's notification would.
    await expect.poll(async () => (await ordersFor(request, email))[0]?.payment_status).toBe('capture');
  });

  test('a member registers after an expired-email answer, then pays successfully', async ({ page, request }) => {
    const checkout = new CheckoutPage(page);
    const email = uniqueEmail('sekar');
    await checkout.open([MEMBERSHIP, KAOS]);
    await expect(checkout.steps).toHaveText(['1Alamat', '2Pengiriman', '3Registrasi Member', '4Pembayaran']);

    await checkout.fillAddress({ email, name: 'Sekar Ayu' });
    await checkout.next();
    await checkout.chooseCourier(/^J&T Layanan Reguler/);

    const expired = uniqueEmail('expired');
    await checkout.registerMember(expired);
    expect(await checkout.errorOf('Email')).toBe(EXPIRED_MESSAGE);
    await expect(checkout.stepHeading).toHaveText('Registrasi Member');

    await checkout.field('Email').fill(email);
    await page.getByRole('button', { name: 'Registrasi' }).click();
    await expect(checkout.stepHeading).toHaveText('Pembayaran');
    await expect(checkout.steps.nth(3)).toHaveAttribute('aria-current', 'step');

    await checkout.bayar.click();
    await checkout.popup.getByRole('button', { name: 'Bayar Berhasil' }).click();
    await expect(page.getByRole('dialog', { name: 'Pembayaran Berhasil' })).toContainText(THANK_YOU);
    expect(await checkout.storedCartItems()).toEqual([]);

    const ongkir = await quotedPrice(request, 80361, [MEMBERSHIP, KAOS], 'jnt/ez');
    const [order] = await ordersFor(request, email);
    expect(order?.payload).toEqual(
      expect.objectContaining({
        courier_company: 'jnt',
        courier_type: 'ez',
        ongkir,
        total: 800000 + ongkir,
        items: shippingItems([MEMBERSHIP, KAOS]),
        code_konsultan: 'KNS-DPS-01',
      }),
    );
    const members = await storedRecords(request, 'members');
    const member = members.find((m) => m.email === email);
    expect(member).toEqual(
      expect.objectContaining({
        code_konsultan: 'KNS-DPS-01',
        id_provinsi: '51',
        kode_sekolah: '51005685',
        nama_lengkap: 'Sekar Ayu',
        no_wa: '081234567890',
      }),
    );
    expect(member).not.toHaveProperty('password');
    expect(members.some((m) => m.email === expired)).toBe(false);
  });

  test('a pending payment asks the buyer to wait, then returns to the catalogue', async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.open([TOTE]);
    await checkout.fillAddress({ email: uniqueEmail('pending'), postal: '12190' });
    await checkout.next();
    await checkout.chooseCourier(/^JNE Yakin Esok Sampai/);
    await checkout.bayar.click();
    await checkout.popup.getByRole('button', { name: 'Pending' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'menunggu penyelesaian' })).toBeVisible();
    await page.getByRole('dialog', { name: 'Menunggu Pembayaran' }).getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/merchandise$/);
  });

  test('a failed payment alerts, and Bayar reopens the popup for the same order; a double click makes one order', async ({
    page,
    request,
  }) => {
    const checkout = new CheckoutPage(page);
    const email = uniqueEmail('gagal');
    await checkout.open([KAOS]);
    await checkout.fillAddress({ email });
    await checkout.next();
    await checkout.chooseCourier();

    await checkout.bayar.dblclick();
    await expect(checkout.popup).toBeVisible();
    await checkout.popup.getByRole('button', { name: 'Gagal' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Pembayaran gagal' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await checkout.bayar.click();
    await expect(checkout.popup).toBeVisible();
    await checkout.popup.getByRole('button', { name: 'Tutup' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Tekan Bayar untuk melanjutkan' })).toBeVisible();
    await expect(checkout.bayar).toBeEnabled();

    // Reopened with the held token: the result only notifies.
    await checkout.bayar.click();
    await checkout.popup.getByRole('button', { name: 'Bayar Berhasil' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Pembayaran berhasil' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/merchandise\/checkout$/);

    expect(await ordersFor(request, email)).toHaveLength(1);
  });

  test('an unregistered postal code is refused under the field', async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.open([KAOS]);
    await checkout.fillAddress({ email: uniqueEmail('kodepos'), postal: '99999' });
    await checkout.next();
    expect(await checkout.errorOf('Kode Pos')).toBe('Kode Pos tidak terdaftar/tidak valid');
    await expect(checkout.stepHeading).toHaveText('Informasi Pengiriman');
    await expect(checkout.field('Kode Pos')).toBeFocused();
  });

  test('an address no courier serves gets a clear message and a way back', async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.open([KAOS]);
    await checkout.fillAddress({ email: uniqueEmail('pulau'), postal: '69491' });
    await checkout.next();
    await expect(page.getByText('Belum ada kurir yang melayani alamat ini')).toBeVisible();
    await page.getByRole('button', { name: 'Ubah alamat pengiriman' }).click();
    await expect(checkout.stepHeading).toHaveText('Informasi Pengiriman');
    await expect(checkout.field('Kode Pos')).toHaveValue('69491');
  });

  test('every message of the shipping, courier and member forms', async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.open([MEMBERSHIP]);

    // Shipping form: touched and left empty, then submitted.
    await checkout.field('Nama Lengkap').focus();
    await checkout.field('Nama Lengkap').blur();
    expect(await checkout.errorOf('Nama Lengkap')).toBe('Nama wajib diisi');
    await checkout.next();
    const shipping: [string, string][] = [
      ['Nama Lengkap', 'Nama wajib diisi'],
      ['Email', 'Email wajib diisi'],
      ['Nomor Telepon', 'Nomor Telepon wajib diisi'],
      ['Alamat', 'Alamat wajib diisi'],
      ['Provinsi', 'Pilih provinsi'],
      ['Kabupaten/Kota', 'Pilih Kabupaten'],
      ['Kode Pos', 'Kode Pos wajib diisi'],
    ];
    for (const [field, message] of shipping) expect(await checkout.errorOf(field)).toBe(message);
    await checkout.field('Email').fill('putu@example');
    await checkout.field('Email').blur();
    expect(await checkout.errorOf('Email')).toBe('Email Tidak Valid');
    await checkout.field('Nomor Telepon').fill('08ab12');
    await expect(checkout.field('Nomor Telepon')).toHaveValue('0812');

    // Courier form.
    await checkout.fillAddress({ email: uniqueEmail('validasi') });
    await checkout.next();
    await expect(checkout.stepHeading).toHaveText('Pengiriman');
    await page.getByRole('button', { name: 'Pilih Pengiriman' }).click();
    expect(await checkout.errorOf('Kurir')).toBe('Pilih Kurir');
    await checkout.chooseCourier();

    // Member form.
    await expect(checkout.stepHeading).toHaveText('Registrasi Member');
    await checkout.field('Email').fill('');
    await page.getByRole('button', { name: 'Registrasi' }).click();
    const member: [string, string][] = [
      ['Email', 'Email wajib diisi'],
      ['Password', 'Password wajib diisi'],
      ['Konfirmasi Password', 'Konfirmasi Password wajib diisi'],
      ['Konsultan', 'Pilih salah satu konsultan'],
      ['Provinsi Sekolah', 'Pilih provinsi sekolah'],
    ];
    for (const [field, message] of member) expect(await checkout.errorOf(field)).toBe(message);
    await checkout.field('Email').fill('sekar@example');
    await checkout.field('Email').blur();
    expect(await checkout.errorOf('Email')).toBe('Email tidak valid');
    await checkout.field('Password').fill('rahasia1');
    await checkout.field('Konfirmasi Password').fill('rahasia2');
    await checkout.field('Konfirmasi Password').blur();
    expect(await checkout.errorOf('Konfirmasi Password')).toBe('Password tidak sesuai');

    // The school list's empty result.
    await checkout.field('Provinsi Sekolah').selectOption({ label: 'Bali' });
    const school = page.getByRole('combobox', { name: 'Sekolah', exact: true });
    await expect(school).toBeEnabled();
    await school.fill('tidak ada sekolah ini');
    await expect(page.getByText('data tidak ditemukan, kosongkan pilihan.')).toBeVisible();
  });

  test('an empty cart explains itself and sends the buyer back to the catalogue', async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.open([]);
    await expect(page.getByText('Keranjang belanja Anda kosong')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Belanja Merchandise' })).toBeVisible();
    await expect(page).toHaveURL(/\/merchandise\?notice=keranjang-kosong$/);
  });
});

test.describe('checkout on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the summary panel sits below the stepper and the step', async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.open([KAOS]);
    const stepBox = await checkout.stepHeading.boundingBox();
    const summaryBox = await checkout.summary.boundingBox();
    expect(stepBox && summaryBox && summaryBox.y > stepBox.y).toBeTruthy();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
