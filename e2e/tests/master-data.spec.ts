import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { gotoHydrated } from '../support/ssr';
import { KAOS, MEMBERSHIP, seedCart, storedCart } from '../../scripts/lib/cart-seed.mjs';
import { fieldLabel as label } from '../support/forms';

// Master data (provinces, regencies, the booking form's cities,
// consultants, recommenders) is asked for once per page view, whichever step or form asks again
// ('@niec/shared/master'). Both modes: the render server (the page loader's provinces come with the page) and the
// static host (the loader runs in the browser).

/** How often the browser asked for each API path during this page view ('GET /master/provinces': 1, ...). */
function countApiRequests(page: Page): Map<string, number> {
  const counts = new Map<string, number>();
  page.on('request', (request) => {
    if (!['xhr', 'fetch'].includes(request.resourceType())) return;
    const { pathname } = new URL(request.url());
    const key = `${request.method()} ${pathname.replace(/^.*?(?=\/(master|kabupaten|ambassador)\b)/, '')}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  });
  return counts;
}

const timesAsked = (counts: Map<string, number>, key: string) => counts.get(key) ?? 0;

test('checkout: each master list is asked for at most once, however often a step shows it again', async ({ page }) => {
  await seedCart(
    page,
    storedCart([
      { ...MEMBERSHIP, quantity: 1 },
      { ...KAOS, quantity: 1 },
    ]),
  );
  const asked = countApiRequests(page);
  await gotoHydrated(page, '/merchandise/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const province = page.getByLabel(label('Provinsi'));
  const regency = page.getByLabel(label('Kabupaten/Kota'));

  // Address step: Bali's regencies; an address no courier serves leads back to this step.
  await page.getByLabel(label('Nama Lengkap')).fill('Putu Eka Saputra');
  await page.getByLabel(label('Email')).fill(`master.${Date.now().toString(36)}@example.com`);
  await page.getByLabel(label('Nomor Telepon')).fill('081234567890');
  await page.getByLabel(label('Alamat')).fill('Jl. Raya Kuta No. 12');
  await province.selectOption({ label: 'Bali' });
  await expect(regency.getByRole('option', { name: 'Kabupaten Badung' })).toHaveCount(1);
  await regency.selectOption({ label: 'Kabupaten Badung' });
  await page.getByLabel(label('Kode Pos')).fill('69491');
  await page.getByRole('button', { name: 'Selanjutnya' }).click();
  await page.getByRole('button', { name: 'Ubah alamat pengiriman' }).click();

  // Back on the address step (mounted anew): Bali's regencies are there again, then Jakarta's, then Bali's again.
  await expect(page.locator('#checkout-step-title')).toHaveText('Informasi Pengiriman');
  await expect(regency.getByRole('option', { name: 'Kabupaten Badung' })).toHaveCount(1);
  await province.selectOption({ label: 'DKI Jakarta' });
  await expect(regency.getByRole('option', { name: 'Kota Jakarta Selatan' })).toHaveCount(1);
  await province.selectOption({ label: 'Bali' });
  await expect(regency.getByRole('option', { name: 'Kabupaten Badung' })).toHaveCount(1);
  await regency.selectOption({ label: 'Kabupaten Badung' });
  await page.getByLabel(label('Kode Pos')).fill('80361');
  await page.getByRole('button', { name: 'Selanjutnya' }).click();

  // Courier, then the member step with its consultants.
  const courier = page.getByLabel(label('Kurir'));
  const jne = courier.locator('option', { hasText: /^JNE Layanan Reguler/ });
  await expect(jne).toHaveCount(1);
  await courier.selectOption((await jne.getAttribute('value')) ?? '');
  await page.getByRole('button', { name: 'Pilih Pengiriman' }).click();
  await expect(page.locator('#checkout-step-title')).toHaveText('Registrasi Member');
  await expect(
    page.getByLabel(label('Konsultan')).getByRole('option', { name: 'Made Ayu Lestari - Denpasar' }),
  ).toHaveCount(1);

  expect(timesAsked(asked, 'GET /master/kabupaten/51')).toBe(1);
  expect(timesAsked(asked, 'GET /master/kabupaten/31')).toBe(1);
  expect(timesAsked(asked, 'GET /master/consultant/list-active')).toBe(1);
  // With the render server the page's loader asked on the server; on the static host the browser asked once.
  expect(timesAsked(asked, 'GET /master/provinces')).toBeLessThanOrEqual(1);
});

test('study tour: the booking form opened, closed and opened again asks for its cities and recommenders once', async ({
  page,
}) => {
  const asked = countApiRequests(page);
  await gotoHydrated(page, '/study_tour');
  const dialog = page.getByRole('dialog', { name: 'Pendaftaran Study Tour' });
  for (const tour of ['Seoul', 'Sydney']) {
    await page.getByRole('button', { name: `More Info ${tour}` }).click();
    await expect(dialog.getByLabel('Kota Asal').getByRole('option', { name: 'Kota Surabaya' })).toBeAttached();
    await expect(
      dialog.getByLabel('Direkomendasikan oleh').getByRole('option', { name: 'Rina Kusumawardani' }),
    ).toBeAttached();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  expect(timesAsked(asked, 'GET /kabupaten')).toBe(1);
  expect(timesAsked(asked, 'POST /ambassador/consultant/jobdesk')).toBe(1);
});
