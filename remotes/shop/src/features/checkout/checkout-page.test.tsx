import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type CartItem, type CourierOption, type Province } from '@niec/shared';
import { hydrateCart, useCartStore } from '@niec/shared/cart';
import { fetchRegencies } from '@niec/shared/master';
import { applyTestConfig, renderRoute, resetCartStore, type RouteDataState } from '@niec/shared/testing';
import { checkMember } from './api/check-member';
import { isPostalCodeKnown } from './api/check-postal-code';
import { createOrder } from './api/create-order';
import { fetchConsultants } from './api/fetch-consultants';
import { fetchCourierRates } from './api/fetch-courier-rates';
import { fetchSchools } from './api/fetch-schools';
import { loadSnap, type SnapCallbacks } from './lib/snap';
import type { CheckoutData } from './checkout.loader';
import CheckoutPage from './checkout-page';

jest.mock('@niec/shared/master', () => ({
  ...jest.requireActual<object>('@niec/shared/master'),
  fetchRegencies: jest.fn(),
}));
jest.mock('./api/check-postal-code', () => ({ isPostalCodeKnown: jest.fn() }));
jest.mock('./api/fetch-courier-rates', () => ({ fetchCourierRates: jest.fn() }));
jest.mock('./api/fetch-consultants', () => ({ fetchConsultants: jest.fn() }));
jest.mock('./api/fetch-schools', () => ({ fetchSchools: jest.fn() }));
jest.mock('./api/check-member', () => ({ checkMember: jest.fn() }));
jest.mock('./api/create-order', () => ({ createOrder: jest.fn() }));
jest.mock('./lib/snap', () => ({ loadSnap: jest.fn() }));

const mocked = <T extends (...args: never[]) => unknown>(fn: T) => fn as unknown as jest.MockedFunction<T>;

const kaos: CartItem = {
  id: 1,
  price: 150000,
  quantity: 2,
  itemTotal: 300000,
  name_product: 'Kaos NIEC Study Abroad',
  code_product: 'NIEC-001',
  is_with_member: 0,
};
const membership: CartItem = {
  id: 7,
  price: 500000,
  quantity: 1,
  itemTotal: 500000,
  name_product: 'Paket Membership NIEC 1 Tahun',
  code_product: 'NIEC-M01',
  is_with_member: 1,
};
const jne: CourierOption = {
  courier_name: 'JNE',
  courier_code: 'jne',
  type: 'reg',
  description: 'Layanan Reguler',
  price: 18500,
  shipment_duration_range: '1 - 2',
  shipment_duration_unit: 'days',
};
const gosend: CourierOption = {
  courier_name: 'GoSend',
  courier_code: 'gojek',
  type: 'instant',
  description: 'On Demand Instant (bike)',
  price: 38000,
  shipment_duration_range: '1 - 2',
  shipment_duration_unit: 'hours',
};

/** The callbacks of the last window.snap.pay call. */
let payCalls: { token: string; callbacks: SnapCallbacks }[] = [];

/** The page's loader result: the provinces (checkout.loader.ts). */
const provinces: Province[] = [
  { id: 51, province_name: 'Bali' },
  { id: 31, province_name: 'DKI Jakarta' },
];

// Each test is a fresh device: no form draft nor consent from the test before (docs/decisions/010-form-drafts.md).
afterEach(() => {
  for (const key of Object.keys(localStorage)) if (key.startsWith('niec:draft')) localStorage.removeItem(key);
});

beforeEach(async () => {
  applyTestConfig();
  resetCartStore();
  // As the host does once the page is hydrated: the (empty) stored cart is read.
  await hydrateCart();
  payCalls = [];
  mocked(fetchRegencies).mockResolvedValue([
    { id: 5101, kabupaten_name: 'Kota Denpasar' },
    { id: 5102, kabupaten_name: 'Kabupaten Badung' },
  ]);
  mocked(isPostalCodeKnown).mockResolvedValue(true);
  mocked(fetchCourierRates).mockResolvedValue([jne, gosend]);
  mocked(fetchConsultants).mockResolvedValue([
    { id: 1, code: 'KNS-DPS-01', name: 'Made Ayu', office: { kota: 'Denpasar' } },
  ]);
  mocked(fetchSchools).mockResolvedValue([
    { nama_sekolah: 'SMA Negeri 1 Denpasar', kode_sekolah: '51005137' },
    { nama_sekolah: 'SMA Negeri 1 Singaraja', kode_sekolah: '51005685' },
  ]);
  mocked(createOrder).mockResolvedValue({ status: 'accepted', httpStatus: 200, data: 'token-1' });
  mocked(loadSnap).mockResolvedValue({
    pay: (token, callbacks) => {
      payCalls.push({ token, callbacks });
    },
  });
});

type DataState = RouteDataState<CheckoutData>;

/** Renders checkout as the host does, with its loader's result (by default: the provinces). */
function renderCheckout(state?: unknown, data: DataState = { data: { provinces } }) {
  return renderRoute(
    { '/merchandise/checkout': <CheckoutPage />, '/merchandise': <h1>Merchandise page</h1> },
    { url: { pathname: '/merchandise/checkout', state }, routeData: data },
  );
}

const field = (label: RegExp) => screen.getByLabelText(label);

/** Lets the regency list of the address step (empty until a province is chosen) settle inside the test. */
const settle = () => act(() => Promise.resolve());

async function fillAddress(user: ReturnType<typeof userEvent.setup>, postal = '80361') {
  await user.type(field(/^Nama Lengkap/), 'Putu Eka Saputra');
  await user.type(field(/^Email/), 'putu@example.com');
  await user.type(field(/^Nomor Telepon/), '0812-3456-7890');
  await user.type(field(/^Alamat/), 'Jl. Raya Kuta No. 12');
  await user.selectOptions(await screen.findByRole('combobox', { name: /^Provinsi/ }), 'Bali');
  await user.selectOptions(
    await screen.findByRole('option', { name: 'Kabupaten Badung' }).then(() => field(/^Kabupaten/)),
    'Kabupaten Badung',
  );
  await user.type(field(/^Kode Pos/), postal);
}

async function toPaymentAsNonMember(user: ReturnType<typeof userEvent.setup>) {
  renderCheckout({ items: [kaos], cartTotal: 300000, isMember: false });
  await fillAddress(user);
  await user.click(screen.getByRole('button', { name: 'Selanjutnya' }));
  const kurir = await screen.findByRole('combobox', { name: /^Kurir/ });
  expect(
    within(kurir).getByRole('option', { name: /^JNE Layanan Reguler \(1 - 2 hari\) - Rp\s18\.500$/ }),
  ).toBeInTheDocument();
  await user.selectOptions(kurir, '0');
  await user.click(screen.getByRole('button', { name: 'Pilih Pengiriman' }));
  await screen.findByRole('heading', { name: 'Pembayaran', level: 2 });
}

test('a non-member gets three steps and the summary lists each item', async () => {
  renderCheckout({ items: [kaos], cartTotal: 300000, isMember: false });
  const steps = within(screen.getByRole('list', { name: 'Langkah checkout' })).getAllByRole('listitem');
  expect(steps.map((s) => s.textContent)).toEqual(['1Alamat', '2Pengiriman', '3Pembayaran']);
  expect(steps[0]).toHaveAttribute('aria-current', 'step');
  const summary = screen.getByRole('complementary', { name: 'Ringkasan Pembayaran' });
  expect(summary).toHaveTextContent('Kaos NIEC Study Abroad');
  expect(summary).toHaveTextContent('2 × Rp 150.000');
  expect(summary).toHaveTextContent('Belum dipilih');
  expect(screen.getByTestId('checkout-total')).toHaveTextContent('Rp 300.000');
  expect(screen.queryByRole('button', { name: 'Bayar' })).not.toBeInTheDocument();
  // The provinces came with the page's data.
  expect(within(field(/^Provinsi/)).getByRole('option', { name: 'Bali' })).toBeInTheDocument();
  await settle();
});

test('while the provinces load the select says so; when they failed it says to reload the page', async () => {
  const { unmount } = renderCheckout({ items: [kaos], cartTotal: 300000, isMember: false }, 'loading');
  expect(within(field(/^Provinsi/)).getByRole('option', { name: 'Memuat provinsi...' })).toBeInTheDocument();
  await settle();
  unmount();
  renderCheckout({ items: [kaos], cartTotal: 300000, isMember: false }, { error: new Error('down') });
  expect(screen.getByText('Daftar provinsi gagal dimuat. Muat ulang halaman.')).toBeInTheDocument();
  await settle();
});

test('a member gets four steps', async () => {
  renderCheckout({ items: [membership], cartTotal: 500000, isMember: true });
  const steps = within(screen.getByRole('list', { name: 'Langkah checkout' })).getAllByRole('listitem');
  expect(steps.map((s) => s.textContent)).toEqual(['1Alamat', '2Pengiriman', '3Registrasi Member', '4Pembayaran']);
  await settle();
});

test('without route state the stored cart is used', async () => {
  useCartStore.getState().setItems([membership]);
  renderCheckout();
  expect(screen.getByRole('complementary', { name: 'Ringkasan Pembayaran' })).toHaveTextContent(
    'Paket Membership NIEC 1 Tahun',
  );
  expect(screen.getByText('Registrasi Member')).toBeInTheDocument();
  await settle();
});

test('an empty cart explains itself and links back to the catalogue', () => {
  renderCheckout();
  expect(screen.getByText('Keranjang belanja Anda kosong')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Belanja Merchandise' })).toHaveAttribute(
    'href',
    '/merchandise?notice=keranjang-kosong',
  );
});

test('an unknown postal code is reported under the field and no rates are asked', async () => {
  const user = userEvent.setup();
  mocked(isPostalCodeKnown).mockResolvedValue(false);
  renderCheckout({ items: [kaos], cartTotal: 300000, isMember: false });
  await fillAddress(user, '99999');
  await user.click(screen.getByRole('button', { name: 'Selanjutnya' }));
  expect(await screen.findByText('Kode Pos tidak terdaftar/tidak valid')).toBeInTheDocument();
  expect(field(/^Kode Pos/)).toHaveAttribute('aria-invalid', 'true');
  expect(isPostalCodeKnown).toHaveBeenCalledWith('99999');
  expect(fetchCourierRates).not.toHaveBeenCalled();
});

test('the phone and postal code fields keep only digits', async () => {
  const user = userEvent.setup();
  renderCheckout({ items: [kaos], cartTotal: 300000, isMember: false });
  await user.type(field(/^Nomor Telepon/), '+62 812-34');
  expect(field(/^Nomor Telepon/)).toHaveValue('6281234');
  // The province list settles inside the test.
  await screen.findByRole('option', { name: 'Bali' });
});

test('rates are asked for the cart items, and a chosen courier fixes the shipping cost and total', async () => {
  const user = userEvent.setup();
  await toPaymentAsNonMember(user);
  expect(fetchCourierRates).toHaveBeenCalledWith('80361', [
    { name: 'Kaos NIEC Study Abroad', description: 'NIEC-001', value: 150000, weight: 1000, quantity: 2 },
  ]);
  const summary = screen.getByRole('complementary', { name: 'Ringkasan Pembayaran' });
  expect(summary).toHaveTextContent('Rp 18.500');
  expect(screen.getByTestId('checkout-total')).toHaveTextContent('Rp 318.500');
});

test('Bayar sends the order payload, opens the popup, and success clears the cart and thanks the buyer', async () => {
  const user = userEvent.setup();
  useCartStore.getState().setItems([kaos]);
  await toPaymentAsNonMember(user);
  await user.click(screen.getByRole('button', { name: 'Bayar' }));
  await waitFor(() => expect(payCalls).toHaveLength(1));
  expect(createOrder).toHaveBeenCalledWith({
    destination_contact_name: 'Putu Eka Saputra',
    destination_contact_phone: '081234567890',
    destination_address: 'Jl. Raya Kuta No. 12',
    destination_contact_email: 'putu@example.com',
    destination_postal_code: 80361,
    courier_company: 'jne',
    courier_type: 'reg',
    courier_insurance: 500000,
    delivery_type: 'now',
    ongkir: 18500,
    items: [{ name: 'Kaos NIEC Study Abroad', description: 'NIEC-001', value: 150000, weight: 1000, quantity: 2 }],
    total: 318500,
  });
  expect(payCalls[0]?.token).toBe('token-1');
  act(() => payCalls[0]?.callbacks.onSuccess?.({ transaction_status: 'capture', order_id: 'NIEC-ORD-0042' }));
  expect(useCartStore.getState().items).toEqual([]);
  const dialog = screen.getByRole('dialog', { name: 'Pembayaran Berhasil' });
  expect(dialog).toHaveTextContent(
    'Terima Kasih Sudah Membeli! Pesanan kamu akan segera kami proses, harap ditunggu ya ;)',
  );
  // 'Lanjutkan via WhatsApp' names the buyer, the order's number and its total.
  const whatsapp = new URL(
    within(dialog)
      .getByRole('link', { name: /Lanjutkan via WhatsApp/ })
      .getAttribute('href')!,
  );
  expect(whatsapp.searchParams.get('text')).toMatch(
    /^Halo NIEC, saya Putu Eka Saputra baru saja membayar pesanan merchandise nomor NIEC-ORD-0042 sebesar Rp\s318\.500, dikirim dengan JNE/,
  );
  expect(screen.getByRole('status')).toHaveTextContent('Pembayaran berhasil');
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));
  expect(await screen.findByRole('heading', { name: 'Merchandise page' })).toBeInTheDocument();
});

test('a double click on Bayar creates one order', async () => {
  const user = userEvent.setup();
  let resolveOrder: (token: string) => void = () => undefined;
  mocked(createOrder).mockImplementation(
    () =>
      new Promise((resolve) => {
        resolveOrder = (token) => resolve({ status: 'accepted', httpStatus: 200, data: token });
      }),
  );
  await toPaymentAsNonMember(user);
  const bayar = screen.getByRole('button', { name: 'Bayar' });
  await user.dblClick(bayar);
  expect(createOrder).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: /Memproses pembayaran/ })).toBeDisabled();
  act(() => resolveOrder('token-1'));
  await waitFor(() => expect(payCalls).toHaveLength(1));
});

test('after closing the popup Bayar reopens it with the same token; a success there notifies and empties the cart', async () => {
  const user = userEvent.setup();
  useCartStore.getState().setItems([kaos]);
  await toPaymentAsNonMember(user);
  await user.click(screen.getByRole('button', { name: 'Bayar' }));
  await waitFor(() => expect(payCalls).toHaveLength(1));
  act(() => payCalls[0]?.callbacks.onClose?.());
  expect(screen.getByRole('status')).toHaveTextContent('Tekan Bayar untuk melanjutkan');

  await user.click(screen.getByRole('button', { name: 'Bayar' }));
  await waitFor(() => expect(payCalls).toHaveLength(2));
  expect(createOrder).toHaveBeenCalledTimes(1);
  expect(payCalls[1]?.token).toBe('token-1');
  act(() => payCalls[1]?.callbacks.onSuccess?.({ transaction_status: 'capture' }));
  expect(screen.getByRole('status')).toHaveTextContent('Pembayaran berhasil');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(useCartStore.getState().items).toHaveLength(0);
});

test('a failed payment is an alert and Bayar can be pressed again', async () => {
  const user = userEvent.setup();
  await toPaymentAsNonMember(user);
  await user.click(screen.getByRole('button', { name: 'Bayar' }));
  await waitFor(() => expect(payCalls).toHaveLength(1));
  act(() => payCalls[0]?.callbacks.onError?.({ transaction_status: 'deny' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Pembayaran gagal');
  expect(screen.getByRole('button', { name: 'Bayar' })).toBeEnabled();
});

test('a pending payment asks to wait, then goes to the catalogue', async () => {
  const user = userEvent.setup();
  await toPaymentAsNonMember(user);
  await user.click(screen.getByRole('button', { name: 'Bayar' }));
  await waitFor(() => expect(payCalls).toHaveLength(1));
  act(() => payCalls[0]?.callbacks.onPending?.({ transaction_status: 'pending' }));
  expect(screen.getByRole('status')).toHaveTextContent('menunggu penyelesaian');
  await user.click(
    within(screen.getByRole('dialog', { name: 'Menunggu Pembayaran' })).getByRole('button', { name: 'OK' }),
  );
  expect(await screen.findByRole('heading', { name: 'Merchandise page' })).toBeInTheDocument();
});

test('no courier for the address: a clear message and a way back to the address, values kept', async () => {
  const user = userEvent.setup();
  mocked(fetchCourierRates).mockResolvedValue([]);
  renderCheckout({ items: [kaos], cartTotal: 300000, isMember: false });
  await fillAddress(user, '69491');
  await user.click(screen.getByRole('button', { name: 'Selanjutnya' }));
  expect(await screen.findByText('Belum ada kurir yang melayani alamat ini')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Ubah alamat pengiriman' }));
  expect(await screen.findByRole('heading', { name: 'Informasi Pengiriman' })).toHaveFocus();
  expect(field(/^Kode Pos/)).toHaveValue('69491');
});

test('an expired member email shows the API message under the email field', async () => {
  const user = userEvent.setup();
  const message = 'Email ini sudah terdaftar sebagai member yang masa aktifnya habis. Gunakan email lain.';
  mocked(checkMember)
    .mockResolvedValueOnce({ status: 'accepted', httpStatus: 200, data: { expired: message } })
    .mockResolvedValueOnce({ status: 'accepted', httpStatus: 200, data: { expired: null } });
  renderCheckout({ items: [membership], cartTotal: 500000, isMember: true });
  await fillAddress(user);
  await user.click(screen.getByRole('button', { name: 'Selanjutnya' }));
  await user.selectOptions(await screen.findByRole('combobox', { name: /^Kurir/ }), '0');
  await user.click(screen.getByRole('button', { name: 'Pilih Pengiriman' }));

  await screen.findByRole('heading', { name: 'Registrasi Member' });
  const email = field(/^Email/);
  expect(email).toHaveValue('putu@example.com');
  await user.clear(email);
  await user.type(email, 'expired.sekar@example.com');
  await user.type(field(/^Password/), 'rahasia');
  await user.type(field(/^Konfirmasi Password/), 'rahasia');
  await user.selectOptions(
    await screen.findByRole('option', { name: 'Made Ayu - Denpasar' }).then(() => field(/^Konsultan/)),
    'KNS-DPS-01',
  );
  await screen.findAllByRole('option', { name: 'Bali' });
  await user.selectOptions(field(/^Provinsi Sekolah/), 'Bali');
  const school = await screen.findByRole('combobox', { name: 'Sekolah' });
  await waitFor(() => expect(school).toBeEnabled());
  await user.type(school, 'singa');
  await user.keyboard('{ArrowDown}{Enter}');
  expect(school).toHaveValue('SMA Negeri 1 Singaraja');
  await user.click(screen.getByRole('button', { name: 'Registrasi' }));
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(checkMember).toHaveBeenLastCalledWith({
    email: 'expired.sekar@example.com',
    password: 'rahasia',
    cpassword: 'rahasia',
    code_konsultan: 'KNS-DPS-01',
    id_provinsi: '51',
    kode_sekolah: '51005685',
    nama_lengkap: 'Putu Eka Saputra',
    no_wa: '081234567890',
    id_propinsi: '51',
    id_kabkota: '5102',
  });

  await user.clear(email);
  await user.type(email, 'sekar@example.com');
  await user.click(screen.getByRole('button', { name: 'Registrasi' }));
  expect(await screen.findByRole('heading', { name: 'Pembayaran', level: 2 })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Bayar' }));
  await waitFor(() =>
    expect(createOrder).toHaveBeenCalledWith(expect.objectContaining({ code_konsultan: 'KNS-DPS-01' })),
  );
});

test('the school list says when nothing matches', async () => {
  const user = userEvent.setup();
  renderCheckout({ items: [membership], cartTotal: 500000, isMember: true });
  await fillAddress(user);
  await user.click(screen.getByRole('button', { name: 'Selanjutnya' }));
  await user.selectOptions(await screen.findByRole('combobox', { name: /^Kurir/ }), '0');
  await user.click(screen.getByRole('button', { name: 'Pilih Pengiriman' }));
  await screen.findByRole('heading', { name: 'Registrasi Member' });
  await screen.findAllByRole('option', { name: 'Bali' });
  await user.selectOptions(field(/^Provinsi Sekolah/), 'Bali');
  const school = await screen.findByRole('combobox', { name: 'Sekolah' });
  await waitFor(() => expect(school).toBeEnabled());
  await user.type(school, 'zzz');
  expect(screen.getByText('data tidak ditemukan, kosongkan pilihan.')).toBeInTheDocument();
});
