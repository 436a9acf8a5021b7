import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { gotoHydrated } from '../support/ssr';
import { KAOS, MEMBERSHIP, seedCart, storedCart } from '../../scripts/lib/cart-seed.mjs';
import { fieldLabel as label } from '../support/forms';

// A press on a form's submit button right after editing a field is a
// submit, even when that field's message would appear on blur. A person holds the button for a moment: if the
// field blurred on the press, its message appeared above the button and pushed it down, and the release landed
// beside it (the click lost). Every form: the shipping, courier and member steps of checkout, the study-tour
// booking, the job application and the contact form.

/**
 * A press as a person makes it: down near the button's lower edge (a thumb rarely hits the middle), held for a
 * moment, released where it was. A message appearing above the button moves it by a line: the release then misses.
 */
async function pressLikeAPerson(page: Page, button: Locator): Promise<void> {
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  if (!box) throw new Error('the submit button is not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height - 4);
  await page.mouse.down();
  // The length of a person's press (not an assertion): long enough for a blur message to render.
  await page.waitForTimeout(250);
  await page.mouse.up();
}

async function openCheckout(page: Page, withMembership = false): Promise<void> {
  await seedCart(
    page,
    storedCart(
      withMembership
        ? [
            { ...MEMBERSHIP, quantity: 1 },
            { ...KAOS, quantity: 1 },
          ]
        : [{ ...KAOS, quantity: 1 }],
    ),
  );
  await gotoHydrated(page, '/merchandise/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}

async function fillAddress(page: Page): Promise<void> {
  await page.getByLabel(label('Nama Lengkap')).fill('Putu Eka Saputra');
  await page.getByLabel(label('Email')).fill(`tekan.${Date.now().toString(36)}@example.com`);
  await page.getByLabel(label('Nomor Telepon')).fill('081234567890');
  await page.getByLabel(label('Alamat')).fill('Jl. Raya Kuta No. 12');
  await page.getByLabel(label('Provinsi')).selectOption({ label: 'Bali' });
  const regency = page.getByLabel(label('Kabupaten/Kota'));
  await expect(regency.getByRole('option', { name: 'Kabupaten Badung' })).toHaveCount(1);
  await regency.selectOption({ label: 'Kabupaten Badung' });
  await page.getByLabel(label('Kode Pos')).fill('80361');
}

test('shipping: a press right after a wrong email submits the step (every empty field is named, the first focused)', async ({
  page,
}) => {
  await openCheckout(page);
  await page.getByLabel(label('Nama Lengkap')).fill('Putu Eka Saputra');
  await page.getByLabel(label('Email')).fill('putu@');
  await pressLikeAPerson(page, page.getByRole('button', { name: 'Selanjutnya' }));
  // Only a submit names the fields nobody touched yet.
  await expect(page.getByLabel(label('Nomor Telepon'))).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel(label('Email'))).toBeFocused();
});

test('courier: a press right after opening the courier list submits the step', async ({ page }) => {
  await openCheckout(page);
  await fillAddress(page);
  await page.getByRole('button', { name: 'Selanjutnya' }).click();
  await expect(page.locator('#checkout-step-title')).toHaveText('Pengiriman');
  const courier = page.getByLabel(label('Kurir'));
  await courier.focus();
  await pressLikeAPerson(page, page.getByRole('button', { name: 'Pilih Pengiriman' }));
  await expect(courier).toHaveAttribute('aria-invalid', 'true');
  await expect(courier).toBeFocused();
});

test("member: clearing the email and pressing 'Registrasi' once submits the step", async ({ page }) => {
  await openCheckout(page, true);
  await fillAddress(page);
  await page.getByRole('button', { name: 'Selanjutnya' }).click();
  const courier = page.getByLabel(label('Kurir'));
  await expect(courier.locator('option', { hasText: /^JNE Layanan Reguler/ })).toHaveCount(1);
  await courier.selectOption(
    (await courier.locator('option', { hasText: /^JNE Layanan Reguler/ }).getAttribute('value')) ?? '',
  );
  await page.getByRole('button', { name: 'Pilih Pengiriman' }).click();
  await expect(page.locator('#checkout-step-title')).toHaveText('Registrasi Member');

  const email = page.getByLabel(label('Email'));
  await email.fill('putu@example.com');
  await email.fill('');
  await pressLikeAPerson(page, page.getByRole('button', { name: 'Registrasi' }));
  await expect(page.getByLabel(label('Password'))).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toBeFocused();
});

test("booking: a press on 'Kirim Pendaftaran' right after a short WhatsApp number submits the form", async ({
  page,
}) => {
  await gotoHydrated(page, '/study_tour');
  await page.getByRole('button', { name: 'More Info Seoul' }).click();
  const form = page.getByRole('dialog', { name: 'Pendaftaran Study Tour' });
  await form.getByLabel('Nomor WhatsApp').fill('0812');
  await pressLikeAPerson(page, form.getByRole('button', { name: 'Kirim Pendaftaran' }));
  // Only a submit names the fields nobody touched yet.
  await expect(form.getByLabel('Nama Lengkap')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
});

test('application: a press on Apply right after a wrong email submits the form', async ({ page }) => {
  await gotoHydrated(page, '/career/education-consultant-denpasar');
  const form = page.getByRole('form', { name: 'Formulir lamaran' });
  await form.getByRole('checkbox', { name: 'Saya bukan robot' }).check();
  const email = form.locator('[name="email"]');
  await email.fill('putu@');
  await pressLikeAPerson(page, form.getByRole('button', { name: 'Apply' }));
  // The first field of the form is named: only a submit names the fields nobody touched yet.
  await expect(form.locator('[aria-invalid="true"]').first()).toBeFocused();
  expect(await form.locator('[aria-invalid="true"]').count()).toBeGreaterThan(1);
});

test("contact: a press on 'Kirim Pesan' right after typing a name submits the form to the browser's checks", async ({
  page,
}) => {
  await gotoHydrated(page, '/contact_us');
  const form = page.getByRole('form', { name: 'Formulir Konsultasi' });
  await form.getByLabel(/^Nama Lengkap/).fill('Putu Ayu Lestari');
  await pressLikeAPerson(page, form.getByRole('button', { name: 'Kirim Pesan' }));
  // The browser checked the form: it focuses the first field it refuses.
  await expect(form.getByLabel(/^Pendidikan Terakhir/)).toBeFocused();
});
