import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { test, expect, storedRecords } from '../support/fixtures';
import { apiBase } from '../support/env';

const FIXTURES = path.resolve(__dirname, '..', 'fixtures', 'careers');
const CV = path.join(FIXTURES, 'cv.pdf');
const IJAZAH = path.join(FIXTURES, 'ijazah.jpg');
const ENGLISH = path.join(FIXTURES, 'english-certificate.png');
const VACANCY_PATH = '/career/digital-marketing-specialist-denpasar';

/** A unique address per run, so the tests tolerate running twice against the same local-api data. */
const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** The application form of a vacancy page. */
class ApplicationPage {
  readonly form: Locator;
  readonly apply: Locator;
  readonly captcha: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Formulir lamaran' });
    this.apply = this.form.getByRole('button', { name: /^(Apply|Applying\.\.\.)$/ });
    this.captcha = this.form.getByRole('checkbox', { name: 'Saya bukan robot' });
  }

  async open(): Promise<void> {
    await this.page.goto(VACANCY_PATH);
    await expect(this.captcha).toBeVisible();
  }

  field(name: string): Locator {
    return this.form.locator(`[name="${name}"]`);
  }

  /** The error text under a field (its aria-describedby). */
  async expectError(name: string, message: string): Promise<void> {
    const field = this.field(name);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  }

  async fillValid(email: string): Promise<void> {
    const personal = this.form.getByRole('group', { name: 'Data Pribadi' });
    await personal.getByRole('textbox', { name: 'Nama Depan' }).fill('Kadek');
    await personal.getByRole('textbox', { name: 'Nama Belakang' }).fill('Pratama');
    await personal.getByRole('textbox', { name: 'Email' }).fill(email);
    await personal.getByRole('textbox', { name: 'Nomor HP' }).fill('081234567890');
    await personal.getByRole('textbox', { name: 'Tempat Lahir' }).fill('Singaraja');
    await this.field('date_birth').fill('1997-08-17');
    await personal.getByRole('combobox', { name: 'Jenis Kelamin' }).selectOption({ label: 'Laki-laki' });
    await personal.getByRole('combobox', { name: 'Status Pernikahan' }).selectOption({ label: 'Belum Menikah' });
    await personal.getByRole('combobox', { name: 'Agama' }).selectOption({ label: 'Hindi' });

    const domicile = this.form.getByRole('group', { name: 'Alamat Domisili' });
    await domicile.getByRole('textbox', { name: 'Alamat' }).fill('Jl. Gatot Subroto No. 10');
    await domicile.getByRole('combobox', { name: 'Provinsi' }).selectOption({ label: 'Bali' });
    const city = domicile.getByRole('combobox', { name: 'Kota/Kabupaten' });
    await expect(city.getByRole('option', { name: 'Kota Denpasar' })).toBeAttached();
    await city.selectOption({ label: 'Kota Denpasar' });
    await domicile.getByRole('textbox', { name: 'Kecamatan' }).fill('Denpasar Barat');
    await domicile.getByRole('textbox', { name: 'Kode Pos' }).fill('80119');

    const ktp = this.form.getByRole('group', { name: 'Alamat Sesuai KTP' });
    await ktp.getByRole('textbox', { name: 'Alamat KTP' }).fill('Jl. Ngurah Rai No. 5');
    await ktp.getByRole('combobox', { name: 'Provinsi' }).selectOption({ label: 'Bali' });
    const ktpCity = ktp.getByRole('combobox', { name: 'Kota/Kabupaten' });
    await expect(ktpCity.getByRole('option', { name: 'Kabupaten Buleleng' })).toBeAttached();
    await ktpCity.selectOption({ label: 'Kabupaten Buleleng' });
    await ktp.getByRole('textbox', { name: 'Kecamatan' }).fill('Buleleng');
    await ktp.getByRole('textbox', { name: 'Kode Pos' }).fill('81111');

    await this.field('instagram').fill('@kadekpratama');
    await this.field('linkedin').fill('https://www.linkedin.com/in/kadek-pratama');
    await this.field('emergency_name').fill('Made Pratama');
    await this.field('emergency_phone').fill('081298765432');
    await this.field('text_promosi_diri').fill('Tiga tahun mengelola kampanye digital untuk lembaga pendidikan.');

    await this.field('file_cv').setInputFiles(CV);
    await this.field('file_ijazah').setInputFiles(IJAZAH);
    await this.field('file_english').setInputFiles(ENGLISH);
  }
}

/** Stores an application directly through the API (arrangement for the duplicate-email rule). */
async function storeApplicationThroughApi(page: Page, email: string): Promise<void> {
  const response = await page.request.post(`${apiBase}/niec-career-candidate/add`, {
    multipart: {
      'g-recaptcha-response': 'arranged-by-test',
      id_job_vacancy: '4',
      job_vacancy: 'Digital Marketing Specialist',
      first_name: 'Kadek',
      last_name: 'Pratama',
      email,
      no_hp: '081234567890',
      place_birth: 'Singaraja',
      date_birth: '1997-08-17',
      gender: 'L',
      maried: 'S',
      religion: '4',
      address: 'Jl. Gatot Subroto No. 10',
      current_province: '51',
      current_city: '5101',
      file_cv: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: fs.readFileSync(CV) },
      file_cv_name: 'cv.pdf',
      file_ijazah: { name: 'ijazah.jpg', mimeType: 'image/jpeg', buffer: fs.readFileSync(IJAZAH) },
      file_ijazah_name: 'ijazah.jpg',
      file_english: { name: 'english-certificate.png', mimeType: 'image/png', buffer: fs.readFileSync(ENGLISH) },
      file_english_name: 'english-certificate.png',
    },
  });
  expect(response.status()).toBe(201);
}

test('Apply stays disabled until the CAPTCHA is solved, and an expired CAPTCHA disables it again', async ({ page }) => {
  const application = new ApplicationPage(page);
  await application.open();
  await expect(application.apply).toBeDisabled();
  await expect(application.apply).toHaveText('Apply');
  await expect(page.getByText('Centang verifikasi CAPTCHA untuk mengaktifkan tombol Apply.')).toBeVisible();

  await application.captcha.check();
  await expect(application.apply).toBeEnabled();

  // The local stand-in's expiry control, like the real token expiring after two minutes.
  await page.getByRole('button', { name: 'Simulasikan kedaluwarsa' }).click();
  await expect(application.apply).toBeDisabled();
  await expect(page.getByText('Verifikasi kedaluwarsa. Centang kotak lagi.')).toBeVisible();

  await application.captcha.check();
  await expect(application.apply).toBeEnabled();
  await page.evaluate(() => (window as unknown as { grecaptcha: { __expire: () => void } }).grecaptcha.__expire());
  await expect(application.apply).toBeDisabled();
});

test('a file over 2 MB or of another type is refused in the browser with an Indonesian message', async ({ page }) => {
  const application = new ApplicationPage(page);
  await application.open();
  let posted = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/niec-career-candidate/add')) posted = true;
  });

  await application.field('file_cv').setInputFiles({
    name: 'cv-besar.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([fs.readFileSync(CV), Buffer.alloc(3 * 1024 * 1024)]),
  });
  await application.expectError('file_cv', 'Ukuran file maksimal 2 MB');

  await application.field('file_ijazah').setInputFiles({
    name: 'ijazah.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: Buffer.from('not a pdf'),
  });
  await application.expectError('file_ijazah', 'Format file harus PDF, JPG atau PNG');

  await application.captcha.check();
  await application.apply.click();
  await application.expectError('file_cv', 'Ukuran file maksimal 2 MB');
  await expect(application.field('first_name')).toBeFocused();
  expect(posted).toBe(false);

  await application.field('file_cv').setInputFiles(CV);
  await expect(application.field('file_cv')).toHaveAttribute('aria-invalid', 'false');
});

test('a first wrong attempt shows the server’s field errors; corrected, it is sent and stored with its three files', async ({
  page,
  request,
}) => {
  const application = new ApplicationPage(page);
  const email = uniqueEmail('pelamar');
  // Server-only rules the browser does not check: one application per email and vacancy, no_hp of
  // 10-15 digits, and file content that really is PDF/JPG/PNG.
  await storeApplicationThroughApi(page, email);

  await application.open();
  await application.fillValid(email);
  await application.field('no_hp').fill('08123');
  await application.field('file_english').setInputFiles({
    name: 'toefl.png',
    mimeType: 'image/png',
    buffer: Buffer.from('this text only pretends to be a PNG image'),
  });
  await application.captcha.check();
  const firstAnswer = page.waitForResponse((r) => r.url().endsWith('/niec-career-candidate/add'));
  await application.apply.click();
  expect((await firstAnswer).status()).toBe(422);

  await expect(page.getByText('Lamaran belum terkirim. Periksa kembali isian yang ditandai.')).toBeVisible();
  await application.expectError('email', 'Email ini sudah digunakan untuk melamar lowongan ini');
  await application.expectError('no_hp', 'Nomor HP harus terdiri dari 10 sampai 15 digit');
  // The server answers this one as file_english_test; it belongs under the file_english input.
  await application.expectError('file_english', 'Format file harus PDF, JPG atau PNG');
  await expect(application.field('email')).toBeFocused();
  // Everything typed and chosen is still there, and Apply can be pressed again.
  await expect(application.field('first_name')).toHaveValue('Kadek');
  await expect(application.field('email')).toHaveValue(email);
  await expect(application.field('current_city')).toHaveValue('5101');
  expect(await application.field('file_cv').evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe(
    'cv.pdf',
  );
  await expect(application.apply).toBeEnabled();
  await expect(application.apply).toHaveText('Apply');

  const correctedEmail = uniqueEmail('pelamar-baru');
  await application.field('email').fill(correctedEmail);
  await expect(application.field('email')).toHaveAttribute('aria-invalid', 'false');
  await application.expectError('no_hp', 'Nomor HP harus terdiri dari 10 sampai 15 digit');
  await application.field('no_hp').fill('081234567890');
  await application.field('file_english').setInputFiles(ENGLISH);

  // Hold the answer to see the in-progress state (released below, no timing involved).
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/niec-career-candidate/add', async (route) => {
    await held;
    await route.continue();
  });
  await application.apply.click();
  await expect(application.apply).toHaveText('Applying...');
  await expect(application.apply).toBeDisabled();
  release();

  const dialog = page.getByRole('dialog', { name: 'Berkas Lamaran Anda Telah Terkirim' });
  await expect(dialog).toBeVisible();

  const records = await storedRecords(request, 'applications');
  const stored = records.find((record) => record.email === correctedEmail);
  expect(stored).toMatchObject({
    id_job_vacancy: 4,
    job_vacancy: 'Digital Marketing Specialist',
    first_name: 'Kadek',
    last_name: 'Pratama',
    no_hp: '081234567890',
    place_birth: 'Singaraja',
    date_birth: '1997-08-17',
    gender: 'L',
    maried: 'S',
    religion: '4',
    address: 'Jl. Gatot Subroto No. 10',
    current_province: '51',
    current_city: '5101',
    current_subdistrict: 'Denpasar Barat',
    current_kode_post: '80119',
    ktp_addres: 'Jl. Ngurah Rai No. 5',
    ktp_province: '51',
    ktp_city: '5103',
    ktp_subdistrict: 'Buleleng',
    ktp_kode_post: '81111',
    instagram: '@kadekpratama',
    linkedin: 'https://www.linkedin.com/in/kadek-pratama',
    emergency_name: 'Made Pratama',
    emergency_phone: '081298765432',
    file_cv_name: 'cv.pdf',
    file_ijazah_name: 'ijazah.jpg',
    file_english_name: 'english-certificate.png',
  });
  const files = (stored?.files ?? []) as { field: string; filename: string; size: number; path: string }[];
  expect(files.map((f) => [f.field, f.filename])).toEqual([
    ['file_cv', 'cv.pdf'],
    ['file_ijazah', 'ijazah.jpg'],
    ['file_english', 'english-certificate.png'],
  ]);
  for (const [file, original] of files.map((f, i) => [f, [CV, IJAZAH, ENGLISH][i]!] as const)) {
    expect(fs.existsSync(file.path), `${file.path} exists`).toBe(true);
    expect(fs.readFileSync(file.path).equals(fs.readFileSync(original))).toBe(true);
  }

  // Confirming reloads the page: a fresh, empty form.
  const reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await reloaded;
  await expect(application.field('first_name')).toHaveValue('');
  await expect(dialog).toHaveCount(0);
});

test('a network failure says the data is kept (issue 27: the offline message) and the form stays ready to send again', async ({
  page,
}) => {
  const application = new ApplicationPage(page);
  await application.open();
  await application.fillValid(uniqueEmail('offline'));
  await application.captcha.check();
  await page.route('**/niec-career-candidate/add', (route) => route.abort('internetdisconnected'));
  await application.apply.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Tidak ada koneksi' })).toHaveText(
    'Tidak ada koneksi. Data Anda tersimpan; kirim lagi saat online.',
  );
  await expect(application.apply).toBeEnabled();
  await expect(application.field('first_name')).toHaveValue('Kadek');
  expect(await application.field('file_english').evaluate((input: HTMLInputElement) => input.files?.length)).toBe(1);
});
