import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateCart, useCartStore } from '@niec/shared/cart';
import {
  applyTestConfig,
  currentLocation,
  currentUrl,
  renderRoute,
  resetCartStore,
  type RouteDataState,
  type ShownUrl,
} from '@niec/shared/testing';
import type { CatalogueProduct } from './model';
import { isCheckoutRouteState } from '../../lib/checkout-route-state';
import type { MerchandiseData } from './merchandise.loader';
import MerchandisePage from './merchandise-page';

/** The cart's line for a product id. */
const cartLine = (id: number) => useCartStore.getState().items.find((item) => item.id === id);

const products: CatalogueProduct[] = [
  {
    id: 1,
    code: 'NIEC-001',
    name: 'Kaos NIEC Study Abroad',
    price: 150000,
    isMember: false,
    image: 'http://img/1.svg',
  },
  { id: 3, code: 'NIEC-003', name: 'Tote Bag Kanvas NIEC', price: 85000, isMember: false, image: null },
  { id: 7, code: 'NIEC-M01', name: 'Paket Membership NIEC 1 Tahun', price: 500000, isMember: true, image: null },
  { id: 8, code: 'NIEC-M02', name: 'Paket Membership NIEC + Kaos', price: 600000, isMember: true, image: null },
];

/** The route state the checkout page received. */
const checkoutState = (): unknown => currentLocation().state;

type DataState = RouteDataState<MerchandiseData>;

/** Renders the page as the host does, with its loader's result (by default: the product list). */
/** The loader's answer for a list that fits on one page. */
const onePage = (list: CatalogueProduct[]): MerchandiseData => ({
  products: list,
  page: 1,
  pageCount: 1,
  total: list.length,
});

function renderPage(path = '/merchandise', data: DataState = { data: onePage(products) }) {
  return renderRoute(
    { '/merchandise': <MerchandisePage />, '/merchandise/checkout': <h1>Checkout page</h1> },
    { url: path, routeData: data },
  );
}

const card = (name: string) => screen.getByRole('link', { name }).closest('li') as HTMLElement;
const rupiah = (text: string) => new RegExp(text.replace('.', '\\.'));

beforeEach(async () => {
  applyTestConfig();
  resetCartStore();
  // As the host does once the page is hydrated: the (empty) stored cart is read.
  await hydrateCart();
});

afterEach(() => localStorage.removeItem('niec:saved'));

test('Loading... while the list loads', () => {
  renderPage('/merchandise', 'loading');
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Merchandise NIEC' })).toBeInTheDocument();
});

test('the list shows every product with its picture, price in rupiah and a link to its detail page', () => {
  renderPage();
  const link = screen.getByRole('link', { name: 'Kaos NIEC Study Abroad' });
  expect(link).toHaveAttribute('href', '/MerchandiseDetail/NIEC-001');
  expect(within(card('Kaos NIEC Study Abroad')).getByText(rupiah('150.000'))).toBeInTheDocument();
  expect(card('Kaos NIEC Study Abroad').querySelector('img')).toHaveAttribute('src', 'http://img/1.svg');
  expect(screen.getAllByRole('button', { name: 'Add to Cart' })).toHaveLength(4);
  expect(screen.getByRole('heading', { level: 1, name: 'Merchandise NIEC' })).toBeInTheDocument();
});

test('adding a product disables its button, which then reads In Cart, and the toggle counts unique items', async () => {
  const user = userEvent.setup();
  renderPage();
  const toggle = screen.getByRole('button', { name: /^Keranjang/ });
  expect(toggle).toHaveAccessibleName('Keranjang (0 produk)');

  await user.click(within(card('Kaos NIEC Study Abroad')).getByRole('button', { name: 'Add to Cart' }));
  const inCart = within(card('Kaos NIEC Study Abroad')).getByRole('button', { name: 'In Cart (1)' });
  expect(inCart).toHaveAttribute('aria-disabled', 'true');
  expect(inCart).toHaveFocus();
  await user.click(inCart);
  expect(cartLine(1)).toMatchObject({
    quantity: 1,
    name_product: 'Kaos NIEC Study Abroad',
    code_product: 'NIEC-001',
    price: 150000,
    is_with_member: 0,
    image: 'http://img/1.svg',
  });
  expect(toggle).toHaveAccessibleName('Keranjang (1 produk)');
  expect(screen.getByText('Kaos NIEC Study Abroad ditambahkan ke keranjang.')).toBeInTheDocument();
});

test("'Simpan' on a card keeps the product in the saved list, leading to its page, and lets it go", async () => {
  const user = userEvent.setup();
  renderPage();
  const save = within(card('Tote Bag Kanvas NIEC')).getByRole('button', { name: 'Simpan' });
  expect(save).toHaveAttribute('aria-pressed', 'false');
  // Beside Add to Cart, outside the card's link: pressing it opens nothing.
  expect(save.parentElement).toBe(
    within(card('Tote Bag Kanvas NIEC')).getByRole('button', { name: 'Add to Cart' }).parentElement,
  );
  expect(save.closest('a')).toBeNull();

  await user.click(save);
  expect(save).toHaveAttribute('aria-pressed', 'true');
  expect(currentUrl()).toBe('/merchandise');
  expect(JSON.parse(localStorage.getItem('niec:saved') ?? 'null')).toEqual({
    v: 1,
    items: [
      {
        key: 'merchandise:NIEC-003',
        title: 'Tote Bag Kanvas NIEC',
        href: '/MerchandiseDetail/NIEC-003',
        savedAt: expect.any(Number) as number,
      },
    ],
  });
  expect(cartLine(3)).toBeUndefined();

  await user.click(save);
  expect(save).toHaveAttribute('aria-pressed', 'false');
  expect(localStorage.getItem('niec:saved')).toBeNull();
});

test('a second member package cannot be added and its button says why', async () => {
  const user = userEvent.setup();
  renderPage();
  await user.click(within(card('Paket Membership NIEC 1 Tahun')).getByRole('button', { name: 'Add to Cart' }));
  const blocked = within(card('Paket Membership NIEC + Kaos')).getByRole('button', {
    name: 'Hanya 1 paket member per pesanan',
  });
  expect(blocked).toHaveAttribute('aria-disabled', 'true');
  await user.click(blocked);
  expect(useCartStore.getState().inCart(8)).toBe(false);
  // Ordinary products stay available.
  expect(within(card('Tote Bag Kanvas NIEC')).getByRole('button', { name: 'Add to Cart' })).not.toHaveAttribute(
    'aria-disabled',
  );
});

test('?view=cart opens the cart view; the toggle keeps the view in the URL', async () => {
  const user = userEvent.setup();
  useCartStore
    .getState()
    .addItem({ id: 3, price: 85000, name_product: 'Tote Bag Kanvas NIEC', code_product: 'NIEC-003' });
  renderPage('/merchandise?view=cart');
  expect(screen.getByRole('heading', { name: 'Keranjang Belanja' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /^Keranjang/ })).toHaveAttribute('aria-pressed', 'true');
  await user.click(screen.getByRole('button', { name: 'Produk' }));
  expect(currentUrl()).toBe('/merchandise');
  expect(screen.getByRole('link', { name: 'Kaos NIEC Study Abroad' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /^Keranjang/ }));
  expect(currentUrl()).toBe('/merchandise?view=cart');
});

test('an empty cart shows a message and disables Checkout and Kosongkan Keranjang', () => {
  renderPage('/merchandise?view=cart');
  expect(screen.getByText('Keranjang kamu masih kosong')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Kosongkan Keranjang' })).toBeDisabled();
});

test('the cart changes quantities, updates totals, removes lines and empties', async () => {
  const user = userEvent.setup();
  useCartStore
    .getState()
    .addItem({ id: 1, price: 150000, name_product: 'Kaos NIEC Study Abroad', code_product: 'NIEC-001' });
  useCartStore
    .getState()
    .addItem({ id: 3, price: 85000, name_product: 'Tote Bag Kanvas NIEC', code_product: 'NIEC-003' });
  renderPage('/merchandise?view=cart');
  const total = screen.getByTestId('cart-total');
  expect(total).toHaveTextContent(rupiah('235.000'));

  const minus = screen.getByRole('button', { name: 'Kurangi jumlah Kaos NIEC Study Abroad' });
  expect(minus).toHaveAttribute('aria-disabled', 'true');
  await user.click(minus);
  expect(cartLine(1)?.quantity).toBe(1);

  await user.click(screen.getByRole('button', { name: 'Tambah jumlah Kaos NIEC Study Abroad' }));
  await user.click(screen.getByRole('button', { name: 'Tambah jumlah Kaos NIEC Study Abroad' }));
  expect(screen.getByRole('group', { name: 'Jumlah Kaos NIEC Study Abroad' })).toHaveTextContent('3');
  expect(total).toHaveTextContent(rupiah('535.000'));
  await user.click(screen.getByRole('button', { name: 'Kurangi jumlah Kaos NIEC Study Abroad' }));
  expect(total).toHaveTextContent(rupiah('385.000'));

  await user.click(screen.getByRole('button', { name: 'Hapus Tote Bag Kanvas NIEC dari keranjang' }));
  expect(screen.queryByRole('link', { name: 'Tote Bag Kanvas NIEC' })).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Keranjang Belanja' })).toHaveFocus();
  expect(total).toHaveTextContent(rupiah('300.000'));

  await user.click(screen.getByRole('button', { name: 'Kosongkan Keranjang' }));
  expect(useCartStore.getState().isEmpty).toBe(true);
  expect(screen.getByText('Keranjang kamu masih kosong')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /^Keranjang/ })).toHaveAccessibleName('Keranjang (0 produk)');
});

test('a member item has no quantity controls', () => {
  useCartStore.getState().addItem({
    id: 7,
    price: 500000,
    name_product: 'Paket Membership NIEC 1 Tahun',
    code_product: 'NIEC-M01',
    is_with_member: 1,
  });
  renderPage('/merchandise?view=cart');
  expect(screen.getByText('Jumlah: 1')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /jumlah Paket Membership/ })).not.toBeInTheDocument();
});

test('Checkout goes to /merchandise/checkout with the items, the cart total and isMember in route state', async () => {
  const user = userEvent.setup();
  useCartStore.getState().addItem({ id: 1, price: 150000, name_product: 'Kaos', code_product: 'NIEC-001' }, 2);
  useCartStore
    .getState()
    .addItem({ id: 7, price: 500000, name_product: 'Paket', code_product: 'NIEC-M01', is_with_member: 1 });
  renderPage('/merchandise?view=cart');
  await user.click(screen.getByRole('button', { name: 'Checkout' }));
  expect(screen.getByRole('heading', { name: 'Checkout page' })).toBeInTheDocument();
  expect(isCheckoutRouteState(checkoutState())).toBe(true);
  expect(checkoutState()).toEqual({
    items: [
      expect.objectContaining({
        id: 1,
        quantity: 2,
        itemTotal: 300000,
        name_product: 'Kaos',
        code_product: 'NIEC-001',
      }),
      expect.objectContaining({ id: 7, quantity: 1, is_with_member: 1 }),
    ],
    cartTotal: 800000,
    isMember: true,
  });
});

test('isMember is false for a cart without a member item', async () => {
  const user = userEvent.setup();
  useCartStore.getState().addItem({ id: 1, price: 150000, name_product: 'Kaos', code_product: 'NIEC-001' });
  renderPage('/merchandise?view=cart');
  await user.click(screen.getByRole('button', { name: 'Checkout' }));
  expect(checkoutState()).toMatchObject({ cartTotal: 150000, isMember: false });
});

test('a failed product list is logged and offers a retry', async () => {
  const user = userEvent.setup();
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const failure = new Error('network down');
  const { reload } = renderPage('/merchandise', { error: failure });
  expect(screen.getByText('Produk belum dapat ditampilkan')).toBeInTheDocument();
  expect(error).toHaveBeenCalledWith('Error fetching produk', failure);
  await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
  expect(reload).toHaveBeenCalledTimes(1);
  error.mockRestore();
});

test('an empty list says that products are coming', () => {
  renderPage('/merchandise', { data: onePage([]) });
  expect(screen.getByText('Belum ada produk')).toBeInTheDocument();
});

test('arriving from checkout with an empty cart explains why, and the notice can be dismissed', async () => {
  const user = userEvent.setup();
  renderPage('/merchandise?notice=keranjang-kosong');
  expect(screen.getByText(/Keranjang belanja Anda kosong, jadi checkout belum bisa dilakukan/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Tutup pemberitahuan' }));
  expect(screen.queryByText(/Keranjang belanja Anda kosong/)).not.toBeInTheDocument();
  expect(currentUrl()).toBe('/merchandise');
});

test('a list that fits on one page has no page links', () => {
  renderPage();
  expect(screen.getAllByRole('button', { name: 'Add to Cart' })).toHaveLength(4);
  expect(screen.queryByRole('navigation', { name: 'Halaman daftar produk' })).not.toBeInTheDocument();
});

describe('a catalogue of 250 products, 24 a page', () => {
  const grown: CatalogueProduct[] = Array.from({ length: 250 }, (_, index) => ({
    id: index + 1,
    code: `GROWN-${index + 1}`,
    name: `Produk ${index + 1}`,
    price: 10000,
    isMember: false,
    image: null,
  }));

  /** The host, reduced: the page gets the loader's answer for the page of the URL it shows. */
  const pageOfUrl = ({ search }: ShownUrl): DataState => {
    const page = Number(new URLSearchParams(search).get('page') ?? '1');
    return { data: { products: grown.slice((page - 1) * 24, page * 24), page, pageCount: 11, total: 250 } };
  };

  const renderGrown = (path: string) => renderRoute(<MerchandisePage />, { url: path, routeData: pageOfUrl });

  const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');

  beforeEach(() => {
    // jsdom lays nothing out; the list's heading is scrolled to after a page change.
    Element.prototype.scrollIntoView = jest.fn();
  });

  test('shows 24 cards with links to the other pages below them', () => {
    renderGrown('/merchandise');
    const list = screen.getByRole('list', { name: 'Daftar merchandise' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(24);
    const pages = screen.getByRole('navigation', { name: 'Halaman daftar produk' });
    expect(pages).toHaveTextContent('Halaman 1 dari 11');
    expect(within(pages).getByRole('link', { name: 'Halaman 2' })).toHaveAttribute('href', '/merchandise?page=2');
    expect(within(pages).getByRole('link', { name: 'Halaman 11' })).toHaveAttribute('href', '/merchandise?page=11');
    // The page links come after the cards.
    expect(list.compareDocumentPosition(pages) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  test('Berikutnya shows the next 24 cards, with the list heading focused and its own canonical URL', async () => {
    const user = userEvent.setup();
    renderGrown('/merchandise');
    await user.click(screen.getByRole('link', { name: /Berikutnya/ }));
    expect(currentUrl()).toBe('/merchandise?page=2');
    expect(screen.getByRole('link', { name: 'Produk 25' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Produk 24' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Daftar produk' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Halaman 2' })).toHaveAttribute('aria-current', 'page');
    expect(canonical()).toBe('http://localhost/merchandise?page=2');
    expect(document.title).toBe('Merchandise - Halaman 2 | NIEC Indonesia');
  });

  test('the cart view keeps the page of the list: Produk goes back to it', async () => {
    const user = userEvent.setup();
    renderGrown('/merchandise?page=3');
    await user.click(screen.getByRole('button', { name: /^Keranjang/ }));
    expect(currentUrl()).toBe('/merchandise?page=3&view=cart');
    expect(screen.queryByRole('navigation', { name: 'Halaman daftar produk' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Produk' }));
    expect(currentUrl()).toBe('/merchandise?page=3');
    expect(screen.getByRole('link', { name: 'Produk 49' })).toBeInTheDocument();
  });
});

test('a page of the list that does not exist shows the not-found page, with a way back to the first page', () => {
  renderPage('/merchandise?page=9999', 'not-found');
  expect(screen.getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' })).toBeInTheDocument();
  expect(screen.getByText('Halaman daftar produk yang kamu buka tidak ada.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Kembali ke halaman pertama' })).toHaveAttribute('href', '/merchandise');
  expect(screen.queryByRole('list', { name: 'Daftar merchandise' })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Merchandise NIEC' })).not.toBeInTheDocument();
});
