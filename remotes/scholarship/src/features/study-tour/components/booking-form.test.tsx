import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyTestConfig, httpError } from '@niec/shared/testing';
import { fetchCities } from '../api/fetch-cities';
import { fetchRecommenders } from '../api/fetch-recommenders';
import { registerBooking } from '../api/register-booking';
import BookingForm from './booking-form';

jest.mock('../api/fetch-cities');
jest.mock('../api/fetch-recommenders');
jest.mock('../api/register-booking');

type User = ReturnType<typeof userEvent.setup>;

// Each test is a fresh device: no form draft nor consent from the test before (docs/decisions/010-form-drafts.md).
afterEach(() => {
  for (const key of Object.keys(localStorage)) if (key.startsWith('niec:draft')) localStorage.removeItem(key);
});

beforeEach(() => {
  applyTestConfig();
  jest.mocked(registerBooking).mockReset();
  jest.mocked(fetchCities).mockResolvedValue([
    { value: '5101', label: 'Kota Denpasar' },
    { value: '3578', label: 'Kota Surabaya' },
  ]);
  jest.mocked(fetchRecommenders).mockResolvedValue([{ value: 'KNS-0107', label: 'Ni Luh Putu Ayu Lestari' }]);
});

// Typing every character of a long form is slow on a busy machine; pasting is one input event.
async function fill(user: User, label: RegExp, value: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(value);
}

async function fillValidBooking(user: User) {
  await fill(user, /Nama Lengkap/, 'Ayu Lestari');
  await fill(user, /^Email/, 'ayu@example.com');
  await fill(user, /Nomor WhatsApp/, '081234567890');
  await user.selectOptions(await screen.findByLabelText(/Kota Asal/), 'Kota Denpasar');
  await fill(user, /Negara Tujuan/, 'Australia');
  await user.selectOptions(screen.getByLabelText(/Tipe Akomodasi/), 'Homestay');
  await fill(user, /Tanggal Pergi/, '2027-07-01');
  await fill(user, /Tanggal Pulang/, '2027-07-08');
  await fill(user, /Total Peserta/, '12');
  await user.click(screen.getByRole('checkbox', { name: 'City Tour' }));
}

test('the Pesan! preselection arrives checked and the cities and recommenders are offered', async () => {
  render(<BookingForm initial={{ kegiatan: ['1'] }} onReload={jest.fn()} />);
  expect(screen.getByRole('checkbox', { name: 'Kursus Bahasa Inggris' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Short Course' })).not.toBeChecked();
  const kegiatan = screen.getByRole('group', { name: /Kegiatan yang Diinginkan/ });
  expect(
    within(kegiatan)
      .getAllByRole('checkbox')
      .map((c) => c.getAttribute('value')),
  ).toEqual(['1', '2', '3', '4', '5', '6']);
  expect(await screen.findByRole('option', { name: 'Kota Surabaya' })).toHaveValue('3578');
  expect(await screen.findByRole('option', { name: 'Ni Luh Putu Ayu Lestari' })).toHaveValue('KNS-0107');
});

test('server field errors (422) show in red under each named field and the typed values stay', async () => {
  jest.mocked(registerBooking).mockRejectedValueOnce(
    httpError(422, {
      message: 'Data yang dikirim tidak valid.',
      data: { nama: ['Nama wajib diisi.'], no_wa: ['Nomor WhatsApp harus berisi 8-15 digit angka.'] },
    }),
  );
  const user = userEvent.setup();
  render(<BookingForm onReload={jest.fn()} />);
  await user.type(screen.getByLabelText(/Nomor WhatsApp/), '0812');
  await user.type(screen.getByLabelText(/^Email/), 'ayu@example.com');
  await user.click(screen.getByRole('button', { name: 'Kirim Pendaftaran' }));

  const nama = screen.getByLabelText(/Nama Lengkap/);
  await waitFor(() => expect(nama).toHaveAccessibleDescription('Nama wajib diisi.'));
  expect(nama).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText(/Nomor WhatsApp/)).toHaveAccessibleDescription(
    /Nomor WhatsApp harus berisi 8-15 digit angka\./,
  );
  expect(screen.getByLabelText(/Nomor WhatsApp/)).toHaveValue('0812');
  expect(screen.getByLabelText(/^Email/)).toHaveValue('ayu@example.com');
  expect(screen.getByRole('alert')).toHaveTextContent('Periksa kembali isian yang ditandai merah.');

  // Typing into one field clears only that field's server error.
  await user.type(nama, 'Ayu');
  expect(nama).not.toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText(/Nomor WhatsApp/)).toHaveAttribute('aria-invalid', 'true');
});

test('a duplicate booking (409) shows the email error under the email field', async () => {
  jest
    .mocked(registerBooking)
    .mockRejectedValueOnce(httpError(409, { data: { email: ['Email ini sudah terdaftar untuk tanggal ini.'] } }));
  const user = userEvent.setup();
  render(<BookingForm onReload={jest.fn()} />);
  await fillValidBooking(user);
  await user.click(screen.getByRole('button', { name: 'Kirim Pendaftaran' }));
  expect(await screen.findByText('Email ini sudah terdaftar untuk tanggal ini.')).toBeInTheDocument();
  expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText(/Nama Lengkap/)).toHaveValue('Ayu Lestari');
});

test('any other failure shows a clear Indonesian error instead of silence', async () => {
  jest.mocked(registerBooking).mockRejectedValueOnce(httpError(500, 'Server Error'));
  const user = userEvent.setup();
  render(<BookingForm onReload={jest.fn()} />);
  await fillValidBooking(user);
  await user.click(screen.getByRole('button', { name: 'Kirim Pendaftaran' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Terjadi gangguan pada server kami. Data Anda belum terkirim, silakan coba beberapa saat lagi.',
  );
  expect(screen.getByRole('button', { name: 'Kirim Pendaftaran' })).toBeEnabled();
  expect(screen.getByLabelText(/Nama Lengkap/)).toHaveValue('Ayu Lestari');
});

test('the numeric and date checks run before anything is sent', async () => {
  const user = userEvent.setup();
  render(<BookingForm onReload={jest.fn()} />);
  await fillValidBooking(user);
  await user.clear(screen.getByLabelText(/Total Peserta/));
  await fill(user, /Total Peserta/, 'dua belas');
  await user.clear(screen.getByLabelText(/Tanggal Pulang/));
  await fill(user, /Tanggal Pulang/, '2027-06-01');
  await user.click(screen.getByRole('button', { name: 'Kirim Pendaftaran' }));
  expect(await screen.findByText('Total peserta harus berupa angka.')).toBeInTheDocument();
  expect(screen.getByText('Tanggal pulang tidak boleh sebelum tanggal pergi.')).toBeInTheDocument();
  expect(registerBooking).not.toHaveBeenCalled();
});

test("a refused booking leads the focus to the first field in error, the client's checks or the server's", async () => {
  jest
    .mocked(registerBooking)
    .mockRejectedValueOnce(httpError(422, { data: { nama: ['Nama wajib diisi.'], email: ['Email wajib diisi.'] } }));
  const user = userEvent.setup();
  render(<BookingForm onReload={jest.fn()} />);
  await fill(user, /Total Peserta/, 'dua belas');
  await user.click(screen.getByRole('button', { name: 'Kirim Pendaftaran' }));
  await waitFor(() => expect(screen.getByLabelText(/Total Peserta/)).toHaveFocus());
  expect(registerBooking).not.toHaveBeenCalled();

  await user.clear(screen.getByLabelText(/Total Peserta/));
  await user.click(screen.getByRole('button', { name: 'Kirim Pendaftaran' }));
  await waitFor(() => expect(screen.getByLabelText(/Nama Lengkap/)).toHaveFocus());
  expect(screen.getByRole('alert')).toHaveTextContent('Periksa kembali isian yang ditandai merah.');
});

test('a failure that names no field leads the focus to its message', async () => {
  jest.mocked(registerBooking).mockRejectedValueOnce(httpError(500, 'Server Error'));
  const user = userEvent.setup();
  render(<BookingForm onReload={jest.fn()} />);
  await fillValidBooking(user);
  await user.click(screen.getByRole('button', { name: 'Kirim Pendaftaran' }));
  const alert = await screen.findByRole('alert');
  await waitFor(() => expect(alert.parentElement).toHaveFocus());
});

test('on success it shows Register Success, offers WhatsApp, and reloads the page when closed', async () => {
  jest.mocked(registerBooking).mockResolvedValueOnce(undefined);
  const reload = jest.fn();
  const user = userEvent.setup();
  render(<BookingForm initial={{ kegiatan: ['5'] }} onReload={reload} />);
  await fillValidBooking(user);
  await user.selectOptions(screen.getByLabelText(/Direkomendasikan oleh/), 'Ni Luh Putu Ayu Lestari');
  await user.click(screen.getByRole('button', { name: 'Kirim Pendaftaran' }));
  expect(await screen.findByText('Register Success')).toBeInTheDocument();
  const whatsapp = new URL(screen.getByRole('link', { name: /Lanjutkan via WhatsApp/ }).getAttribute('href')!);
  expect(whatsapp.origin + whatsapp.pathname).toBe('https://wa.me/6281234567890');
  expect(whatsapp.searchParams.get('text')).toBe(
    'Halo NIEC, saya Ayu Lestari baru saja mendaftar study tour ke Australia, berangkat 01 Juli 2027 dan pulang ' +
      '08 Juli 2027, untuk 12 peserta dan 0 pendamping. Email saya ayu@example.com. Mohon info langkah selanjutnya.',
  );
  expect(reload).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Selesai' }));
  expect(reload).toHaveBeenCalledTimes(1);
  expect(registerBooking).toHaveBeenCalledWith(
    expect.objectContaining({
      nama: 'Ayu Lestari',
      kota_asal: '5101',
      tipe_akomodasi: 'homestay',
      kode_bisdev: 'KNS-0107',
      kegiatan: ['5', '2'],
      total_pendamping: '0',
    }),
  );
});
