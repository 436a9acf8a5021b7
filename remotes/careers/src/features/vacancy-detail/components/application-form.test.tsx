import type * as Master from '@niec/shared/master';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { fetchRegencies } from '@niec/shared/master';
import {
  APPLICATION_CANDIDATE_FIELDS,
  APPLICATION_FILE_FIELDS,
  APPLICATION_SENSITIVE_FIELDS,
  APPLICATION_TEXT_FIELDS,
} from '@niec/shared/forms';
import { isSensitiveField } from '@niec/shared/drafts';
import { applyTestConfig } from '@niec/shared/testing';
import type { SubmitResult } from '@niec/shared/submit';
import { APPLICATION_FAILURES, submitApplication } from '../api/submit-application';
import { loadCaptcha } from '../captcha/load-captcha';
import type { Grecaptcha, GrecaptchaRenderParameters } from '../captcha/grecaptcha';
import ApplicationForm from './application-form';

jest.mock('../api/submit-application');
jest.mock('../captcha/load-captcha');
jest.mock('@niec/shared/master', () => ({
  ...jest.requireActual<typeof Master>('@niec/shared/master'),
  fetchRegencies: jest.fn(),
}));

const submitMock = jest.mocked(submitApplication);
let captcha: GrecaptchaRenderParameters | null = null;
const grecaptcha: Grecaptcha = {
  render: jest.fn((_el: HTMLElement | string, params: GrecaptchaRenderParameters) => {
    captcha = params;
    return 7;
  }),
  reset: jest.fn(),
  getResponse: jest.fn(() => ''),
  ready: jest.fn(),
};

// Each test is a fresh device: no form draft nor consent from the test before (docs/decisions/010-form-drafts.md).
afterEach(() => {
  for (const key of Object.keys(localStorage)) if (key.startsWith('niec:draft')) localStorage.removeItem(key);
});

beforeEach(() => {
  applyTestConfig();
  captcha = null;
  jest.mocked(loadCaptcha).mockResolvedValue(grecaptcha);
  jest.mocked(fetchRegencies).mockImplementation((id) =>
    Promise.resolve(
      String(id) === '51'
        ? [
            { id: 5101, kabupaten_name: 'Kota Denpasar' },
            { id: 5102, kabupaten_name: 'Kabupaten Badung' },
          ]
        : [{ id: 3101, kabupaten_name: 'Kota Jakarta Selatan' }],
    ),
  );
});

const VACANCY = { id: 4, title: 'Digital Marketing Specialist' };
// The page's loader gives the form its provinces as options.
const PROVINCES = [
  { value: '51', label: 'Bali' },
  { value: '31', label: 'DKI Jakarta' },
];
const file = (name: string, type: string, size = 1200) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};
const cv = file('cv.pdf', 'application/pdf');
const ijazah = file('ijazah.jpg', 'image/jpeg');
const english = file('toefl.png', 'image/png');

async function renderForm(reloadPage = jest.fn()) {
  render(<ApplicationForm vacancy={VACANCY} provinces={PROVINCES} reloadPage={reloadPage} />);
  await waitFor(() => expect(captcha).not.toBeNull());
  await screen.findAllByRole('option', { name: 'Bali' });
  return reloadPage;
}

const solveCaptcha = () => act(() => captcha?.callback?.('captcha-token-1'));
const applyButton = () => screen.getByRole('button', { name: /^(Apply|Applying\.\.\.)$/ });

/** Pastes the text into the field: one change event per field keeps this long form fast under jsdom. */
async function fill(user: UserEvent, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

async function fillValidApplication(user: UserEvent) {
  await fill(user, screen.getByRole('textbox', { name: 'Nama Depan' }), 'Ani');
  await fill(user, screen.getByRole('textbox', { name: 'Nama Belakang' }), 'Wijaya');
  await fill(user, screen.getByRole('textbox', { name: 'Email' }), 'ani@example.com');
  await fill(user, screen.getByRole('textbox', { name: 'Nomor HP' }), '081234567890');
  await fill(user, screen.getByRole('textbox', { name: 'Tempat Lahir' }), 'Denpasar');
  await fill(user, screen.getByLabelText(/Tanggal Lahir/), '1998-05-02');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Jenis Kelamin' }), 'P');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Status Pernikahan' }), 'S');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Agama' }), 'Hindi');
  const domicile = within(screen.getByRole('group', { name: 'Alamat Domisili' }));
  await fill(user, domicile.getByRole('textbox', { name: 'Alamat' }), 'Jl. Sudirman 1');
  await user.selectOptions(domicile.getByRole('combobox', { name: 'Provinsi' }), 'Bali');
  await domicile.findByRole('option', { name: 'Kota Denpasar' });
  await user.selectOptions(domicile.getByRole('combobox', { name: 'Kota/Kabupaten' }), 'Kota Denpasar');
  await user.upload(screen.getByLabelText(/^CV/), cv);
  await user.upload(screen.getByLabelText(/^Ijazah/), ijazah);
  await user.upload(screen.getByLabelText(/^Sertifikat Bahasa Inggris/), english);
}

test('the form has every field of the application under its API name', async () => {
  const { container } = render(<ApplicationForm vacancy={VACANCY} provinces={PROVINCES} />);
  await waitFor(() => expect(captcha).not.toBeNull());
  const names = Array.from(container.querySelectorAll('input, select, textarea'), (el) => el.getAttribute('name'));
  // The one control without a name is the draft's consent box: never posted with the application.
  expect(names).toEqual([null, ...APPLICATION_TEXT_FIELDS, ...APPLICATION_FILE_FIELDS]);
  expect(container.querySelector('input:not([name])')).toBe(
    screen.getByRole('checkbox', { name: 'Simpan draf formulir ini di perangkat ini' }),
  );
  expect(container.querySelector('input[name="job_vacancy"]')).toHaveValue('Digital Marketing Specialist');
  expect(container.querySelector('input[name="id_job_vacancy"]')).toHaveValue('4');
  const religion = screen.getByRole('combobox', { name: 'Agama' });
  expect(
    within(religion)
      .getAllByRole('option')
      .map((o) => [o.getAttribute('value'), o.textContent]),
  ).toEqual([
    ['', 'Pilih agama'],
    ['1', 'Moeslem'],
    ['2', 'Khatolik'],
    ['3', 'Christian'],
    ['4', 'Hindi'],
    ['5', 'Buddha'],
    ['6', 'Others'],
  ]);
  expect(
    within(screen.getByRole('combobox', { name: 'Jenis Kelamin' }))
      .getAllByRole('option')
      .map((o) => [o.getAttribute('value'), o.textContent]),
  ).toEqual([
    ['', 'Pilih jenis kelamin'],
    ['L', 'Laki-laki'],
    ['P', 'Perempuan'],
  ]);
  expect(
    within(screen.getByRole('combobox', { name: 'Status Pernikahan' }))
      .getAllByRole('option')
      .map((o) => [o.getAttribute('value'), o.textContent]),
  ).toEqual([
    ['', 'Pilih status pernikahan'],
    ['S', 'Belum Menikah'],
    ['M', 'Menikah'],
  ]);
});

test('the CAPTCHA is rendered with the configured site key and Apply waits for it; expiry disables Apply again', async () => {
  await renderForm();
  expect(grecaptcha.render).toHaveBeenCalledWith(
    expect.any(HTMLElement),
    expect.objectContaining({ sitekey: 'site-key' }),
  );
  expect(applyButton()).toBeDisabled();
  expect(screen.getByText('Centang verifikasi CAPTCHA untuk mengaktifkan tombol Apply.')).toBeInTheDocument();

  solveCaptcha();
  expect(applyButton()).toBeEnabled();

  act(() => captcha?.['expired-callback']?.());
  expect(applyButton()).toBeDisabled();
});

test('choosing another province empties the city and offers that province’s cities', async () => {
  const user = userEvent.setup();
  await renderForm();
  const domicile = within(screen.getByRole('group', { name: 'Alamat Domisili' }));
  const city = domicile.getByRole('combobox', { name: 'Kota/Kabupaten' });
  expect(city).toBeDisabled();
  await user.selectOptions(domicile.getByRole('combobox', { name: 'Provinsi' }), 'Bali');
  await domicile.findByRole('option', { name: 'Kabupaten Badung' });
  await user.selectOptions(city, 'Kabupaten Badung');
  expect(city).toHaveValue('5102');

  await user.selectOptions(domicile.getByRole('combobox', { name: 'Provinsi' }), 'DKI Jakarta');
  await domicile.findByRole('option', { name: 'Kota Jakarta Selatan' });
  expect(city).toHaveValue('');
  expect(domicile.queryByRole('option', { name: 'Kabupaten Badung' })).not.toBeInTheDocument();
  expect(jest.mocked(fetchRegencies)).toHaveBeenLastCalledWith('31', expect.any(AbortSignal));
});

test('a file over 2 MB is refused at once with a message naming the limit', async () => {
  const user = userEvent.setup();
  await renderForm();
  const input = screen.getByLabelText(/^CV/);
  await user.upload(input, file('cv-besar.pdf', 'application/pdf', 3 * 1024 * 1024));
  expect(await screen.findByText('Ukuran file maksimal 2 MB')).toBeInTheDocument();
  expect(input).toHaveAttribute('aria-invalid', 'true');

  await user.upload(input, cv);
  await waitFor(() => expect(screen.queryByText('Ukuran file maksimal 2 MB')).not.toBeInTheDocument());
});

test('Apply reads Applying... while sending, then the success dialog reloads the page on confirm', async () => {
  const user = userEvent.setup();
  const reloadPage = await renderForm();
  let finish: (result: SubmitResult) => void = () => undefined;
  submitMock.mockReturnValue(
    new Promise<SubmitResult>((resolve) => {
      finish = resolve;
    }),
  );
  await fillValidApplication(user);
  solveCaptcha();
  await user.click(applyButton());

  await waitFor(() => expect(applyButton()).toHaveTextContent('Applying...'));
  expect(applyButton()).toBeDisabled();
  const [values, token] = submitMock.mock.calls[0]!;
  expect(token).toBe('captcha-token-1');
  expect(values).toMatchObject({
    job_vacancy: 'Digital Marketing Specialist',
    id_job_vacancy: '4',
    first_name: 'Ani',
    no_hp: '081234567890',
    date_birth: '1998-05-02',
    gender: 'P',
    maried: 'S',
    religion: '4',
    current_province: '51',
    current_city: '5101',
    file_cv: cv,
    file_ijazah: ijazah,
    file_english: english,
  });

  await act(() => {
    finish({ status: 'accepted', httpStatus: 201, data: undefined });
    return Promise.resolve();
  });
  const dialog = await screen.findByRole('dialog', { name: 'Berkas Lamaran Anda Telah Terkirim' });
  // 'Lanjutkan via WhatsApp' opens the configured chat with a message naming the application.
  const whatsapp = new URL(
    within(dialog)
      .getByRole('link', { name: /Lanjutkan via WhatsApp/ })
      .getAttribute('href')!,
  );
  expect(whatsapp.origin + whatsapp.pathname).toBe('https://wa.me/6281234567890');
  expect(whatsapp.searchParams.get('text')).toBe(
    'Halo NIEC, saya Ani Wijaya baru saja mengirim lamaran untuk posisi Digital Marketing Specialist ' +
      'dengan email ani@example.com. Mohon info tahap seleksi berikutnya.',
  );
  expect(reloadPage).not.toHaveBeenCalled();
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));
  expect(reloadPage).toHaveBeenCalledTimes(1);
});

test('server errors appear under their fields, the english certificate error under its input, and nothing is lost', async () => {
  const user = userEvent.setup();
  await renderForm();
  submitMock.mockResolvedValue({
    status: 'invalid',
    httpStatus: 422,
    errors: {
      email: 'Email ini sudah digunakan untuk melamar lowongan ini',
      no_hp: 'Nomor HP harus terdiri dari 10 sampai 15 digit',
      file_english: 'Format file harus PDF, JPG atau PNG',
    },
  });
  await fillValidApplication(user);
  solveCaptcha();
  await user.click(applyButton());

  const email = screen.getByRole('textbox', { name: 'Email' });
  expect(await screen.findByText('Email ini sudah digunakan untuk melamar lowongan ini')).toBeInTheDocument();
  expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(email).toHaveAccessibleDescription('Email ini sudah digunakan untuk melamar lowongan ini');
  expect(email).toHaveValue('ani@example.com');
  expect(screen.getByRole('textbox', { name: 'Nomor HP' })).toHaveAccessibleDescription(
    expect.stringContaining('Nomor HP harus terdiri dari 10 sampai 15 digit'),
  );
  const englishInput = screen.getByLabelText<HTMLInputElement>(/^Sertifikat Bahasa Inggris/);
  expect(englishInput).toHaveAttribute('aria-invalid', 'true');
  expect(englishInput).toHaveAccessibleDescription(expect.stringContaining('Format file harus PDF, JPG atau PNG'));
  expect(englishInput.files?.[0]).toBe(english);
  expect(screen.getByText('Lamaran belum terkirim. Periksa kembali isian yang ditandai.')).toBeInTheDocument();
  expect(applyButton()).toBeEnabled();
  expect(applyButton()).toHaveTextContent('Apply');
  await waitFor(() => expect(email).toHaveFocus());

  // Correcting one field clears only that field's server error.
  await user.clear(email);
  await fill(user, email, 'ani.baru@example.com');
  await waitFor(() =>
    expect(screen.queryByText('Email ini sudah digunakan untuk melamar lowongan ini')).not.toBeInTheDocument(),
  );
  expect(screen.getByText('Nomor HP harus terdiri dari 10 sampai 15 digit')).toBeInTheDocument();
});

test('a refused CAPTCHA token resets the widget and says why', async () => {
  const user = userEvent.setup();
  await renderForm();
  submitMock.mockResolvedValue({
    status: 'invalid',
    httpStatus: 422,
    errors: { 'g-recaptcha-response': 'Selesaikan verifikasi CAPTCHA terlebih dahulu' },
  });
  await fillValidApplication(user);
  solveCaptcha();
  await user.click(applyButton());
  expect(
    await screen.findByText('Verifikasi CAPTCHA: Selesaikan verifikasi CAPTCHA terlebih dahulu'),
  ).toBeInTheDocument();
  expect(grecaptcha.reset).toHaveBeenCalledWith(7);
  await waitFor(() => expect(applyButton()).toBeDisabled());
});

test('a network failure gets a clear Indonesian message and Apply can be pressed again', async () => {
  const user = userEvent.setup();
  await renderForm();
  submitMock.mockResolvedValue({ status: 'failed', httpStatus: null, message: APPLICATION_FAILURES.network });
  await fillValidApplication(user);
  solveCaptcha();
  await user.click(applyButton());
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Lamaran gagal dikirim karena tidak ada koneksi ke server.');
  expect(applyButton()).toBeEnabled();
  expect(screen.getByRole('textbox', { name: 'Nama Depan' })).toHaveValue('Ani');
});

test('empty required fields are reported in the browser without calling the server', async () => {
  const user = userEvent.setup();
  await renderForm();
  solveCaptcha();
  await user.click(applyButton());
  expect(await screen.findByText('Nama depan wajib diisi')).toBeInTheDocument();
  expect(screen.getByText('CV wajib diunggah')).toBeInTheDocument();
  expect(submitMock).not.toHaveBeenCalled();
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nama Depan' })).toHaveFocus());
});

test('in the browser the birth date cannot be later than today (local date)', async () => {
  render(<ApplicationForm vacancy={VACANCY} provinces={PROVINCES} />);
  await waitFor(() => expect(captcha).not.toBeNull());
  const now = new Date();
  const today = [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((n) => String(n).padStart(2, '0')).join('-');
  expect(screen.getByLabelText(/Tanggal Lahir/)).toHaveAttribute('max', today);
});

test('the province selects offer the provinces the page loaded', async () => {
  render(<ApplicationForm vacancy={VACANCY} provinces={PROVINCES} />);
  await waitFor(() => expect(captcha).not.toBeNull());
  const domicile = within(screen.getByRole('group', { name: 'Alamat Domisili' }));
  expect(
    within(domicile.getByRole('combobox', { name: 'Provinsi' }))
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Pilih provinsi', 'Bali', 'DKI Jakarta']);
});

/** What the device keeps of this vacancy's application, as stored. */
const storedDraft = () => localStorage.getItem('niec:draft:application:4');
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

test('nothing of the application is kept on the device until the candidate ticks the consent box', async () => {
  const user = userEvent.setup();
  await renderForm();
  const consent = screen.getByRole('checkbox', { name: 'Simpan draf formulir ini di perangkat ini' });
  expect(consent).not.toBeChecked();
  expect(consent).toHaveAccessibleDescription(
    'Isian yang Anda ketik (tanpa data pribadi sensitif) disimpan di browser perangkat ini selama 7 hari, agar tidak hilang bila koneksi terputus. Jangan aktifkan di perangkat bersama.',
  );
  await fill(user, screen.getByRole('textbox', { name: 'Nama Depan' }), 'Ani');
  await settle();
  expect(Object.keys(localStorage).filter((key) => key.startsWith('niec:draft'))).toEqual([]);

  await user.click(consent);
  await waitFor(() => expect(storedDraft()).toContain('"first_name":"Ani"'));
  await user.click(consent);
  expect(storedDraft()).toBeNull();
});

test('with consent, the sensitive personal data never reaches the draft', async () => {
  const user = userEvent.setup();
  await renderForm();
  await user.click(screen.getByRole('checkbox', { name: 'Simpan draf formulir ini di perangkat ini' }));
  await fillValidApplication(user);
  const ktp = within(screen.getByRole('group', { name: 'Alamat Sesuai KTP' }));
  await fill(user, ktp.getByRole('textbox', { name: 'Alamat KTP' }), 'Jl. Ngurah Rai 21');
  await user.selectOptions(ktp.getByRole('combobox', { name: 'Provinsi' }), 'Bali');
  await fill(user, ktp.getByRole('textbox', { name: 'Kecamatan' }), 'Buleleng');
  await fill(user, ktp.getByRole('textbox', { name: 'Kode Pos' }), '81113');
  await fill(user, screen.getByRole('textbox', { name: 'Nama Kontak Darurat' }), 'Made Darma');
  await fill(user, screen.getByRole('textbox', { name: 'Nomor Kontak Darurat' }), '081299990000');
  await fill(user, screen.getByRole('textbox', { name: 'Instagram' }), '@aniwijaya');
  await waitFor(() => expect(storedDraft()).toContain('@aniwijaya'));

  const { values } = JSON.parse(storedDraft() ?? '{}') as { values: Record<string, unknown> };
  expect(values).toEqual({
    first_name: 'Ani',
    last_name: 'Wijaya',
    email: 'ani@example.com',
    no_hp: '081234567890',
    address: 'Jl. Sudirman 1',
    current_province: '51',
    current_city: '5101',
    instagram: '@aniwijaya',
  });
  for (const text of ['Denpasar', '1998-05-02', 'Ngurah Rai', 'Buleleng', '81113', 'Made', '081299990000'])
    expect(storedDraft()).not.toContain(text);
});

test('every sensitive field of the application is left out by the shared deny-list too', () => {
  for (const name of APPLICATION_SENSITIVE_FIELDS) expect(isSensitiveField(name)).toBe(true);
  const kept = APPLICATION_CANDIDATE_FIELDS.filter((name) => !isSensitiveField(name));
  expect(kept).toEqual([
    'first_name',
    'last_name',
    'email',
    'no_hp',
    'address',
    'current_province',
    'current_city',
    'current_subdistrict',
    'current_kode_post',
    'instagram',
    'linkedin',
    'text_promosi_diri',
  ]);
});
